import { expect, test } from '@playwright/test';
import { adminToken, createPost, createSite, deleteSite, translation, unique } from '../../fixtures/admin-api';
import { openSignedIn } from './support';

/**
 * Tags (issue 17): a tag created in the post editor (type, Enter) is saved with the post, and once
 * the post is published its tag page is on the magazine, whole in the server's HTML: it reads
 * without JavaScript, as does the article's link to it.
 */
test('create a tag in the editor, publish, and read the tag page without JavaScript', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  const word = unique();
  const site = await createSite(request, token, { languages: ['en', 'es'], name: `Tags ${word}` });
  try {
    const title = `Windowsill herbs ${word}`;
    const post = await createPost(request, token, site.id, { en: translation(title, 'draft') }, 'home');
    await openSignedIn(page, `/${site.domain}/posts/${post.id}/edit`);

    const tags = page.locator('#field-tags');
    await tags.fill(`Basil ${word}`);
    await tags.press('Enter');
    await expect(page.getByText(`Basil ${word}`, { exact: true })).toBeVisible();
    await page.locator('label').filter({ hasText: /^Published$/ }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('save-status')).toHaveText(/^Saved at/);

    // The magazine without JavaScript: the server's HTML is the whole page.
    const reader = await browser.newContext({ javaScriptEnabled: false });
    try {
      const magazine = await reader.newPage();
      const slug = `basil-${word}`;
      const response = await magazine.goto(`${site.url}/tag/${slug}`);
      expect(response?.status()).toBe(200);
      await expect(magazine.getByRole('heading', { level: 1, name: `Basil ${word}` })).toBeVisible();
      await magazine.getByRole('link', { name: title }).first().click();
      await expect(magazine.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(magazine.getByTestId('article-tags').getByRole('link', { name: `#Basil ${word}` })).toHaveAttribute(
        'href',
        `/tag/${slug}`,
      );
    } finally {
      await reader.close();
    }
  } finally {
    await deleteSite(request, site);
  }
});
