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
import { setMachineTranslation, startLibreTranslate, type LibreTranslateStandIn } from '../../fixtures/libretranslate-stand-in';
import { API_URL, DEMO_ADMIN, DEMO_OWNER } from '../../fixtures/urls';
import { openSignedIn } from './support';

/**
 * Machine translation of an article (issue 17, items 7 and 8), through a stand-in LibreTranslate
 * started by the test on 127.0.0.1: "Memory + machine translation" fills the Spanish draft, which
 * comes back marked machine and cannot be published; after "Mark as reviewed" the editor publishes
 * it and the magazine serves it. Site and post are the test's own; the network's machine
 * translation settings are put back to "no provider" afterwards.
 */
const word = unique();
let stand: LibreTranslateStandIn;
let site: OwnSite;
let post: CreatedPost;

test.beforeAll(async ({ playwright }) => {
  stand = await startLibreTranslate();
  const request = await playwright.request.newContext();
  const owner = await adminToken(request, DEMO_OWNER);
  await setMachineTranslation(request, owner, stand.origin);
  site = await createSite(request, owner, { languages: ['en', 'es'], name: `Machine ${word}` });
  post = await createPost(request, owner, site.id, { en: translation(`Balcony herbs ${word}`, 'published') });
  await request.dispose();
});

test.afterAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  const owner = await adminToken(request, DEMO_OWNER);
  await setMachineTranslation(request, owner, null);
  if (site) await deleteSite(request, site);
  await request.dispose();
  await stand?.close();
});

test('an article machine-translated into Spanish is reviewed by a person, then published and served', async ({ page }) => {
  test.setTimeout(120_000);
  const slow = { timeout: 30_000 };
  const main = page.getByRole('main');

  await openSignedIn(page, `/${site.domain}/posts/${post.id}/edit?lang=es`, DEMO_ADMIN);
  await main.getByRole('button', { name: 'Memory + machine translation' }).click(slow);
  await expect(main.getByRole('textbox', { name: 'Tip 1 title' })).toHaveValue(`[es] Balcony herbs ${word} tip one`, slow);
  await expect(main.getByRole('textbox', { name: 'Title (Spanish)', exact: true })).toHaveValue(`[es] Balcony herbs ${word}`);
  expect(stand.asked).toContain(`Balcony herbs ${word}`);

  // Unreviewed machine text cannot go live.
  await expect(main.getByText('Machine translation: review it before publishing')).toBeVisible(slow);
  await expect(main.getByRole('radio', { name: 'Published' })).toBeDisabled();

  await main.getByRole('button', { name: 'Mark as reviewed' }).click();
  await expect(main.getByText('Machine translation: review it before publishing')).toBeHidden(slow);
  await expect(main.getByRole('radio', { name: 'Published' })).toBeEnabled();
  await main.locator('label').filter({ hasText: /^Published$/ }).click();
  await main.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('save-status')).toHaveText(/^Saved at/, slow);
  const slug = await main.getByRole('textbox', { name: 'Slug (Spanish)' }).inputValue();

  // The server's HTML of the Spanish article on the site (Node resolves no *.localhost: its Host header).
  const article = await page.request.get(`${API_URL}/es/${slug}`, { headers: { host: site.host } });
  expect(article.status()).toBe(200);
  expect(await article.text()).toContain(`[es] Balcony herbs ${word}`);
});
