import { expect, test } from '@playwright/test';
import {
  adminToken,
  createPost,
  createSite,
  deleteSite,
  translation,
  unique,
  type CreatedPost,
  type OwnSite,
} from '../../fixtures/admin-api';
import { openSignedIn } from './support';

/*
 * Issue 16, build 4: bulk actions. Three posts of the test's own site, live in English with a
 * Spanish draft, are published in Spanish from the posts table in one go; the magazine then
 * serves the three Spanish articles.
 */

let site: OwnSite;
const posts: Array<CreatedPost & { title: string }> = [];

test.beforeAll(async ({ request }) => {
  const token = await adminToken(request);
  const word = unique();
  site = await createSite(request, token, { languages: ['en', 'es'], name: `Bulk ${word}` });
  for (const n of [1, 2, 3]) {
    const title = `Bulk ${word} ${n}`;
    const post = await createPost(request, token, site.id, {
      en: translation(title, 'published'),
      es: translation(`Masivo ${word} ${n}`, 'draft'),
    });
    posts.push({ ...post, title });
  }
});

test.afterAll(async ({ request }) => {
  if (site) await deleteSite(request, site);
});

test('bulk-publish Spanish for three posts', async ({ page, context }) => {
  await openSignedIn(page, `/${site.domain}/posts`);
  const table = page.getByRole('table', { name: 'Posts' });
  const [first, ...others] = posts;

  // One box with the keyboard, the others with the pointer.
  const firstBox = table.getByRole('checkbox', { name: `Select “${first!.title}”` });
  await firstBox.focus();
  await page.keyboard.press('Space');
  await expect(firstBox).toBeChecked();
  for (const post of others)
    await table.getByRole('checkbox', { name: `Select “${post.title}”` }).check();

  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bar.getByRole('status')).toHaveText('3 posts selected');
  await bar.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Publish: 3 posts' });
  await dialog.getByRole('checkbox', { name: 'Spanish (es)' }).check();
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();

  await expect(page.getByText('3 posts published', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(bar).toBeHidden();
  // The list is read again: each row's Spanish chip says published.
  for (const post of posts) {
    await expect(
      table.getByRole('link', { name: `Spanish, Published, edit “${post.title}”` }),
    ).toBeVisible();
  }

  const magazine = await context.newPage();
  for (const post of posts) {
    const response = await magazine.goto(`${site.url}/es/${post.translations.es!.slug}`);
    expect(response?.status(), post.translations.es!.slug).toBe(200);
    await expect(magazine.getByRole('heading', { level: 1 })).toContainText('Masivo');
  }
});
