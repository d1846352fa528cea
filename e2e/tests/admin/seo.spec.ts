import { expect, test } from '@playwright/test';
import { createPost, createSite, deleteSite, translation, unique } from '../../fixtures/admin-api';
import { API_URL } from '../../fixtures/urls';
import { apiLogin, openSignedIn } from './support';

/**
 * SEO per translation (issue 16): an editor sets a translation's search and share texts in the
 * editor, publishes, and the magazine's article head says them. Own site, own post.
 */
test('SEO fields set in the editor reach the published article\'s head; noindex keeps it out of the sitemap', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const word = unique();
  const session = await apiLogin(page.request);
  const site = await createSite(page.request, session.token, { languages: ['en', 'es'] });
  try {
    const post = await createPost(page.request, session.token, site.id, {
      en: translation(`Search story ${word}`, 'draft'),
    });
    const slug = post.translations.en!.slug;
    const metaTitle = `Meta title ${word}`;
    const metaDescription = `What searchers read about ${word}.`;

    await openSignedIn(page, `/${site.domain}/posts/${post.id}/edit`);
    // The editor is a lazy chunk on a machine shared with other work: allow it time to arrive.
    await expect(page.getByRole('textbox', { name: 'Meta title' })).toBeVisible({ timeout: 30_000 });
    const preview = page.getByRole('group', { name: 'Search result preview' });
    // Nothing set yet: the title and the excerpt stand in.
    await expect(preview).toContainText(`Search story ${word} | ${site.name}`);
    await expect(preview).toContainText(`Search story ${word}: the excerpt.`);

    await page.getByRole('textbox', { name: 'Meta title' }).fill(metaTitle);
    await page.getByRole('textbox', { name: 'Meta description' }).fill(metaDescription);
    await page.getByRole('textbox', { name: 'Social image URL' }).fill('https://images.example/share.png');
    await expect(preview).toContainText(metaTitle);
    await expect(preview).toContainText(metaDescription);
    await page.getByRole('checkbox', { name: 'Hide from search engines (noindex)' }).check();
    await page.locator('label').filter({ hasText: /^Published$/ }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('save-status')).toHaveText(/^Saved at/);

    // A reader's browser, signed in nowhere.
    const stranger = await browser.newContext();
    try {
      const reader = await stranger.newPage();
      const response = await reader.goto(`${site.url}/${slug}`);
      expect(response?.status()).toBe(200);
      await expect(reader).toHaveTitle(metaTitle);
      await expect(reader.locator('meta[name="description"]')).toHaveAttribute('content', metaDescription);
      await expect(reader.locator('meta[property="og:title"]')).toHaveAttribute('content', metaTitle);
      await expect(reader.locator('meta[property="og:image"]')).toHaveAttribute('content', 'https://images.example/share.png');
      await expect(reader.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      // The page itself still shows the article's own title.
      await expect(reader.getByRole('heading', { level: 1, name: `Search story ${word}` })).toBeVisible();
    } finally {
      await stranger.close();
    }

    const sitemap = await page.request.get(`${API_URL}/sitemap-en.xml`, { headers: { Host: site.host } });
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>${site.url}/</loc>`);
    expect(xml).not.toContain(slug);
  } finally {
    await deleteSite(page.request, site);
  }
});
