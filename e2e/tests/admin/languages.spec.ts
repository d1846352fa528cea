import { expect, test, type Page } from '@playwright/test';
import { adminToken, createSite, deleteSite, type OwnSite } from '../../fixtures/admin-api';
import { openSignedIn } from './support';

const table = (page: Page) => page.getByRole('table', { name: 'Languages' });

test.describe('languages', () => {
  // Tests that switch or add languages do it on a site of their own.
  let token: string;
  let own: OwnSite;
  test.beforeEach(async ({ request }) => {
    token = await adminToken(request);
    own = await createSite(request, token);
  });
  test.afterEach(async ({ request }) => {
    await deleteSite(request, own);
  });

  test('title per scope, default sort label ascending, search on the label', async ({ page }) => {
    await openSignedIn(page, '/languages');
    await expect(page.getByRole('heading', { name: 'Manage Languages' })).toBeVisible();
    await expect(table(page).getByRole('columnheader', { name: /Language/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    // The rows arrive after the heading: read them once they are there.
    const cells = table(page).locator('tbody tr td:first-child p:first-child');
    await expect(cells.nth(1)).toBeVisible();
    const labels = await cells.allInnerTexts();
    expect(labels.length).toBeGreaterThan(1);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b)));
    await page.getByPlaceholder('Search languages...').fill('span');
    await expect(table(page).locator('tbody tr')).toHaveCount(1);
    await expect(table(page)).toContainText('Spanish');
    await page.getByPlaceholder('Search languages...').fill('');

    await table(page).getByRole('button', { name: 'Language' }).click();
    await expect(table(page).getByRole('columnheader', { name: /Language/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    await page.goto('/localhost/languages');
    await expect(page.getByRole('heading', { name: /^Languages - / })).toBeVisible();
  });

  test('the default language switch is disabled; toggling updates the row after the server agrees', async ({
    page,
  }) => {
    await openSignedIn(page, `/${own.domain}/languages`);
    const english = table(page).locator('tbody tr').filter({ hasText: 'Default' });
    await expect(english.getByRole('switch')).toBeDisabled();

    const row = table(page).locator('tbody tr').filter({ hasNotText: 'Default' }).first();
    const toggle = row.getByRole('switch');
    const wasOn = await toggle.isChecked();
    const label = ((await toggle.getAttribute('aria-label')) ?? '').replace(/^Enable /, '');
    await toggle.click({ force: true });
    await expect(row.getByText(wasOn ? 'Disabled' : 'Enabled', { exact: true })).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: `${label} ${wasOn ? 'disabled' : 'enabled'}` }),
    ).toBeVisible();
    await page.reload();
    await expect(row.getByText(wasOn ? 'Disabled' : 'Enabled', { exact: true })).toBeVisible();
    // Restore.
    await row.getByRole('switch').click({ force: true });
    await expect(row.getByText(wasOn ? 'Enabled' : 'Disabled', { exact: true })).toBeVisible();

    // A failing toggle changes nothing.
    await page.route('**/api/admin/languages/*/toggle', (route) =>
      route.fulfill({ status: 500, body: '{"message":"x"}' }),
    );
    await expect(page.getByRole('alert')).toHaveCount(0, { timeout: 10_000 });
    const failed = page.waitForResponse('**/api/admin/languages/*/toggle');
    await row.getByRole('switch').click({ force: true });
    await failed;
    await expect(row.getByText(wasOn ? 'Enabled' : 'Disabled', { exact: true })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('add language: picker, Add disabled until chosen, added one leaves the available list', async ({
    page,
  }) => {
    await openSignedIn(page, `/${own.domain}/languages`);
    await page.getByRole('button', { name: 'Add Language' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Language' });
    await expect(dialog).toBeVisible();
    const add = dialog.getByRole('button', { name: 'Add Language' });
    await expect(add).toBeDisabled();
    const search = dialog.getByPlaceholder('Search languages...');
    await search.fill('zzzz-none');
    await expect(dialog.getByText('No languages found.')).toBeVisible();
    await search.fill('');
    const options = dialog.getByRole('option');
    const count = await options.count();
    expect(count, 'the demo catalogue leaves languages to add').toBeGreaterThan(0);
    const listBox = dialog.locator('[aria-label="Available languages"]').first();
    expect((await listBox.boundingBox())?.height).toBeLessThanOrEqual(200);

    // Pick at run time from what the server offers.
    const option = options.first();
    const label = (await option.getAttribute('data-label')) ?? '';
    expect(label).not.toBe('');
    await option.click();
    await expect(add).toBeEnabled();
    await add.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('alert').filter({ hasText: `${label} added` })).toBeVisible();
    await page.getByPlaceholder('Search languages...').fill(label);
    await expect(table(page)).toContainText(label);

    await page.getByRole('button', { name: 'Add Language' }).click();
    await expect(dialog.locator(`[data-label="${label}"]`)).toHaveCount(0);
    await expect(dialog.getByRole('option').first()).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a failing add keeps the dialog open; none left shows the all-added text', async ({
    page,
  }) => {
    await openSignedIn(page, '/languages');
    await page.route('**/api/admin/languages', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 422,
            contentType: 'application/json',
            body: '{"message":"x","error":"Language already exists"}',
          })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Add Language' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Language' });
    const option = dialog.getByRole('option').first();
    if ((await option.count()) > 0) {
      await option.click();
      const refused = page.waitForResponse(
        (response) => response.url().endsWith('/api/admin/languages') && response.request().method() === 'POST',
      );
      await dialog.getByRole('button', { name: 'Add Language' }).click();
      await refused;
      await expect(dialog).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: ' added' })).toHaveCount(0);
    }
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.route('**/api/admin/languages/available*', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"languages":[]}' }),
    );
    await page.reload();
    await page.getByRole('button', { name: 'Add Language' }).click();
    await expect(dialog.getByText('All supported languages have been added.')).toBeVisible();
  });
});
