import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { API_URL, DEMO_OWNER, E2E_PORT } from '../../fixtures/urls';
import { apiLogin, apiSites, openSignedIn } from './support';

/** A site of this test's own: a unique host under .localhost (loopback in Chromium, no setup). */
const label = `e2e-${randomUUID().slice(0, 8)}`;
const domain = `${label}.localhost`;
const siteUrl = (host: string, path = '/') => `http://${host}:${E2E_PORT}${path}`;

const card = (page: Page, name: string) =>
  page.getByTestId('site-card').filter({ has: page.getByText(name, { exact: true }) });

// The site is this test's own; deleting it at the end leaves the demo network's live list as it was.
test.afterAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  const { token } = await apiLogin(request, DEMO_OWNER);
  const site = (await apiSites(request, token)).find((candidate) => candidate.domain === domain);
  if (site) {
    const response = await request.delete(`${API_URL}/api/admin/sites/${site.id}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { confirm_domain: domain },
    });
    expect(response.ok()).toBeTruthy();
  }
  await request.dispose();
});

test('create a site, see its empty magazine, edit it, delete it (404) and restore it', async ({ page, context }) => {
  test.setTimeout(90_000);
  // The owner: only the owner deletes and restores sites.
  await openSignedIn(page, '/sites', DEMO_OWNER);

  // Create: a domain that is not a host name is refused at the field, what was typed stays.
  await page.getByRole('button', { name: 'Add New Site' }).click();
  const form = page.getByRole('dialog', { name: 'Add New Site' });
  await expect(form.getByLabel(/Site name/)).toBeFocused();
  await form.getByLabel(/Site name/).fill('E2E Garden');
  await form.getByLabel(/^Domain/).fill(`http://${domain}`);
  await form.getByRole('checkbox', { name: /Spanish/ }).check();
  await form.getByRole('button', { name: 'Create Site' }).click();
  await expect(form.getByText(/Enter a host name like example.com/)).toBeVisible();
  await expect(form.getByLabel(/Site name/)).toHaveValue('E2E Garden');
  await form.getByLabel(/^Domain/).fill(domain);
  await form.getByLabel('Description').fill('Small gardens, big harvests.');
  await form.getByRole('checkbox', { name: 'Home' }).check();
  await form.getByRole('button', { name: 'Create Site' }).click();
  await expect(form).toBeHidden();
  await expect(card(page, 'E2E Garden')).toBeVisible();
  await expect(card(page, 'E2E Garden').getByRole('link')).toContainText(domain);

  // Live at once on its domain: an empty magazine, not an error, in its languages.
  const magazine = await context.newPage();
  const home = await magazine.goto(siteUrl(domain));
  expect(home?.status()).toBe(200);
  await expect(magazine.getByTestId('home-empty')).toBeVisible();
  await expect(magazine.getByRole('heading', { level: 1 })).toBeVisible();
  const spanish = await magazine.goto(siteUrl(domain, '/es'));
  expect(spanish?.status()).toBe(200);
  const category = await magazine.goto(siteUrl(domain, '/category/home'));
  expect(category?.status()).toBe(200);
  expect((await magazine.goto(siteUrl(domain, '/contact')))?.status()).toBe(200);
  expect((await magazine.goto(siteUrl(domain, '/privacy')))?.status()).toBe(200);

  // Edit: a new name and an alias, which sends readers to the domain.
  await card(page, 'E2E Garden').getByRole('button', { name: 'Edit E2E Garden' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit E2E Garden' });
  await expect(edit.getByLabel(/^Domain/)).toHaveValue(domain);
  await edit.getByLabel(/Site name/).fill('E2E Kitchen Garden');
  await edit.getByLabel('Alias domains').fill(`www-${domain}`);
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(card(page, 'E2E Kitchen Garden')).toBeVisible();
  await magazine.goto(siteUrl(`www-${domain}`, '/about'));
  expect(magazine.url()).toBe(siteUrl(domain, '/about'));

  // Delete: the domain must be typed; then the domain answers 404.
  await card(page, 'E2E Kitchen Garden').getByRole('button', { name: 'Delete E2E Kitchen Garden' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete E2E Kitchen Garden?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  const deleteButton = confirm.getByRole('button', { name: 'Delete Site' });
  await expect(deleteButton).toBeDisabled();
  await confirm.getByLabel(/to confirm/).fill(domain);
  await deleteButton.click();
  await expect(confirm).toBeHidden();
  await expect(card(page, 'E2E Kitchen Garden')).toHaveCount(0);
  const deleted = page.getByTestId('deleted-site').filter({ hasText: domain });
  await expect(deleted).toBeVisible();
  expect((await magazine.goto(siteUrl(domain)))?.status()).toBe(404);
  // The public JSON too, asked from the page (Node does not resolve *.localhost; Chromium does).
  expect(await magazine.evaluate(() => fetch('/api/posts/homepage').then((response) => response.status))).toBe(404);

  // Restore: back in the grid and live on its domain.
  await deleted.getByRole('button', { name: 'Restore E2E Kitchen Garden' }).click();
  await expect(card(page, 'E2E Kitchen Garden')).toBeVisible();
  await expect(deleted).toHaveCount(0);
  expect((await magazine.goto(siteUrl(domain)))?.status()).toBe(200);
  await expect(magazine.getByTestId('home-empty')).toBeVisible();
});
