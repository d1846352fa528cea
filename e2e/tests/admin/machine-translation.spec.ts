import { expect, test } from '@playwright/test';
import { adminToken, bearer, unique } from '../../fixtures/admin-api';
import { API_URL, DEMO_OWNER } from '../../fixtures/urls';
import { openSignedIn } from './support';

/**
 * Machine translation settings (issue 17, item 8) in /settings: the owner sets up LibreTranslate
 * with a key and a do-not-translate term; after a reload the key is only "saved", never shown.
 * The settings are the network's one row: this spec puts them back to "no provider" after.
 */
const secret = `e2e-key-${unique()}`;
const URL = `${API_URL}/api/admin/machine-translation`;
const NO_PROVIDER = { provider: 'none', endpoint: null, key: '', glossary: [], monthly_budget_chars: 500_000 };

test.afterAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  const owner = await adminToken(request, DEMO_OWNER);
  const reset = await request.put(URL, { headers: bearer(owner), data: NO_PROVIDER });
  expect(reset.ok(), await reset.text()).toBeTruthy();
  await request.dispose();
});

test('the owner sets up a provider; the key is write-only', async ({ page, request }) => {
  test.setTimeout(90_000);
  const slow = { timeout: 30_000 };
  await openSignedIn(page, '/settings', DEMO_OWNER);
  const section = page.getByRole('region', { name: 'Machine translation' });
  await expect(section.getByText('No provider is set up')).toBeVisible(slow);

  await section.getByRole('combobox', { name: 'Provider' }).click();
  await page.getByRole('option', { name: 'LibreTranslate' }).click();
  const endpoint = section.getByRole('textbox', { name: 'Endpoint' });
  await expect(endpoint).toHaveValue('http://localhost:5000');
  await endpoint.fill('https://translate.example.test');
  await section.getByLabel('API key').fill(secret);
  await section.getByRole('button', { name: 'Add language pair' }).click();
  await section.getByRole('textbox', { name: 'To' }).fill('de');
  await section.getByRole('textbox', { name: 'Terms, one per line (pair 1)' }).fill('TipsHub\nSmartSaver');
  await section.getByRole('button', { name: 'Save machine translation' }).click();
  await expect(page.getByText('Machine translation settings saved')).toBeVisible(slow);

  await page.reload();
  const key = section.getByLabel('API key');
  await expect(section.getByText('A key is saved. Type a new one to replace it.')).toBeVisible(slow);
  await expect(key).toHaveValue('');
  await expect(section.getByRole('textbox', { name: 'Terms, one per line (pair 1)' })).toHaveValue('TipsHub\nSmartSaver');
  expect(await page.content()).not.toContain(secret);

  const read = await request.get(URL, { headers: bearer(await adminToken(request, DEMO_OWNER)) });
  const body = await read.text();
  expect(body).not.toContain(secret);
  expect(JSON.parse(body)).toMatchObject({
    provider: 'libretranslate',
    endpoint: 'https://translate.example.test',
    key_set: true,
    glossary: [{ source_lang: 'en', target_lang: 'de', terms: ['TipsHub', 'SmartSaver'] }],
  });
});
