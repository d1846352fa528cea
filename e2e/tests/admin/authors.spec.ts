import { expect, test } from '@playwright/test';
import {
  adminToken,
  bearer,
  createSite,
  deleteSite,
  translation,
  unique,
  type CreatedPost,
  type OwnSite,
} from '../../fixtures/admin-api';
import { API_URL } from '../../fixtures/urls';
import { openSignedIn } from './support';

/*
 * Issue 17, build 3: authors per site. An author made in the console on the test's own site signs
 * an article; the magazine serves the author's page in English and Spanish (server-rendered), and
 * the article's byline leads there.
 */

let site: OwnSite;
let token: string;

test.beforeAll(async ({ request }) => {
  token = await adminToken(request);
  site = await createSite(request, token, { languages: ['en', 'es'], name: `Authors ${unique()}` });
});

test.afterAll(async ({ request }) => {
  if (site) await deleteSite(request, site);
});

test('create an author in the console, sign an article, and read their page on the magazine', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const word = unique();
  await openSignedIn(page, `/${site.domain}/authors`);
  await expect(page.getByText('No authors yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add author' }).click();
  const dialog = page.getByRole('dialog', { name: 'New author' });
  await dialog.getByRole('textbox', { name: /^Name/ }).fill(`Ana ${word}`);
  // The slug follows the name.
  await expect(dialog.getByRole('textbox', { name: /^Slug/ })).toHaveValue(`ana-${word}`);
  await dialog.getByRole('textbox', { name: 'Role' }).fill('Garden Writer');
  await dialog.getByRole('tab', { name: 'Spanish' }).click();
  const spanish = dialog.getByRole('tabpanel', { name: 'Spanish' });
  await spanish.getByRole('textbox', { name: 'Role' }).fill('Redactora de jardinería');
  await dialog.getByRole('button', { name: 'Create author' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(`Ana ${word}`) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('0 posts');

  // The author signs an article of the site (written through the API, as the editor saves it).
  const listed = await page.request.get(`${API_URL}/api/admin/authors?site_id=${site.id}`, { headers: bearer(token) });
  const author = ((await listed.json()) as { authors: Array<{ id: number; slug: string }> }).authors[0]!;
  const created = await page.request.post(`${API_URL}/api/admin/posts`, {
    headers: bearer(token),
    data: {
      site_id: site.id,
      category: 'money',
      author_id: author.id,
      trending: false,
      is_advertorial: false,
      read_time: 3,
      read_time_auto: true,
      featured_image_url: null,
      translations: {
        en: translation(`Basil ${word}`, 'published'),
        es: translation(`Albahaca ${word}`, 'published'),
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const post = ((await created.json()) as { post: CreatedPost }).post;

  // The article's byline links to the author's page, which lists the article.
  await page.goto(`${site.url}/${post.translations.en!.slug}`);
  await page.getByTestId('byline-author').click();
  await expect(page).toHaveURL(`${site.url}/author/${author.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: `Ana ${word}` })).toBeVisible();
  await expect(page.getByText('Garden Writer')).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`Basil ${word}`) })).toBeVisible();

  // In Spanish, under the Spanish segment, rendered by the server (no JavaScript needed).
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  try {
    const reader = await noScript.newPage();
    await reader.goto(`${site.url}/es/autor/${author.slug}`);
    await expect(reader.getByRole('heading', { level: 1, name: `Ana ${word}` })).toBeVisible();
    await expect(reader.getByText('Redactora de jardinería')).toBeVisible();
    await expect(reader.getByRole('link', { name: new RegExp(`Albahaca ${word}`) })).toBeVisible();
    const structured = await reader.locator('script[type="application/ld+json"]').allTextContents();
    expect(structured.some((text) => text.includes('"@type":"Person"'))).toBe(true);
  } finally {
    await noScript.close();
  }

  // Back in the console the count follows.
  await page.goto(`/${site.domain}/authors`);
  await expect(page.getByRole('row', { name: new RegExp(`Ana ${word}`) })).toContainText('1 post');
});
