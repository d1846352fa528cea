import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { adminToken, createSite, deleteSite, unique, type OwnSite } from '../../fixtures/admin-api';
import { API_URL, DEMO_ADMIN, DEMO_OWNER } from '../../fixtures/urls';
import { openSignedIn } from './support';

/**
 * Interface strings as data (issue 17, item 5): an administrator changes a Spanish interface text
 * of the test's own site in the console, saves, and the magazine's server-rendered /es page of that
 * site says it; the JSON export downloads what is stored. The site is the test's own.
 */
const word = unique();
let site: OwnSite;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  const owner = await adminToken(request, DEMO_OWNER);
  site = await createSite(request, owner, { languages: ['en', 'es'], name: `Strings ${word}` });
  await request.dispose();
});

test.afterAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  if (site) await deleteSite(request, site);
  await request.dispose();
});

test('a Spanish string saved in the console shows in the magazine’s server HTML, and exports', async ({ page, request }) => {
  test.setTimeout(120_000);
  const slow = { timeout: 30_000 };
  const label = `Menú ${word}`;

  await openSignedIn(page, `/${site.domain}/languages`, DEMO_ADMIN);
  await page.getByRole('link', { name: 'Edit strings in Spanish' }).click(slow);
  await expect(page).toHaveURL(new RegExp(`/${site.domain}/languages/es/strings$`));
  await page.getByRole('textbox', { name: 'Search strings' }).fill('nav.mainLabel');
  await expect(page).toHaveURL(/\?q=nav\.mainLabel$/, slow);
  const field = page.getByRole('textbox', { name: 'Translation of nav.mainLabel' });
  await expect(field).toHaveValue('Navegación principal', slow);
  await field.fill(label);
  await page.getByRole('button', { name: 'Save 1 change' }).click();
  await expect(page.getByText('1 string saved')).toBeVisible(slow);

  // The site's /es page, rendered on the server, carries the new text.
  const html = await request.get(`${API_URL}/es`, { headers: { host: site.host } });
  expect(html.status()).toBe(200);
  expect(await html.text()).toContain(`aria-label="${label}"`);

  // The JSON export downloads the stored texts.
  await page.getByRole('button', { name: 'Export' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'JSON (.json)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('interface-strings-es.json');
  const exported = JSON.parse(await readFile(await file.path(), 'utf8')) as { nav: { mainLabel: string } };
  expect(exported.nav.mainLabel).toBe(label);
});
