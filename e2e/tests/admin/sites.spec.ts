import { expect, test, type Locator, type Page } from '@playwright/test';
import { openSignedIn } from './support';

function card(page: Page, name: string): Locator {
  return page.getByTestId('site-card').filter({ has: page.getByText(name, { exact: true }) });
}

test.describe('sites', () => {
  test('heading, cards with link and badges', async ({ page }) => {
    await openSignedIn(page, '/sites');
    await expect(page.getByRole('heading', { name: 'Sites', level: 2 })).toBeVisible();
    await expect(page.getByText('Manage your multisite network')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add New Site' })).toBeVisible();
    const first = page.getByTestId('site-card').first();
    const link = first.getByRole('link');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(first.getByText(/^(Active|Inactive)$/)).toBeVisible();
  });

  test('toggling active and maintenance changes the card and survives a reload', async ({
    page,
  }) => {
    await openSignedIn(page, '/sites');
    const name =
      (await page.getByTestId('site-card').first().locator('p').first().textContent()) ?? '';
    const site = card(page, name);
    const wasActive = (await site.getByText('Active', { exact: true }).count()) > 0;
    const hadMaintenance = (await site.getByText('Maintenance', { exact: true }).count()) > 0;

    await site.getByRole('button', { name: new RegExp(`^(Activate|Deactivate) ${name}$`) }).click();
    await expect(site.getByText(wasActive ? 'Inactive' : 'Active', { exact: true })).toBeVisible();
    await site.getByRole('button', { name: new RegExp(`maintenance for ${name}$`) }).click();
    await expect(site.getByText('Maintenance', { exact: true })).toHaveCount(
      hadMaintenance ? 0 : 1,
    );

    await page.reload();
    await expect(site.getByText(wasActive ? 'Inactive' : 'Active', { exact: true })).toBeVisible();
    await expect(site.getByText('Maintenance', { exact: true })).toHaveCount(
      hadMaintenance ? 0 : 1,
    );

    // Restore: the server and database are shared by every test.
    await site.getByRole('button', { name: new RegExp(`^(Activate|Deactivate) ${name}$`) }).click();
    await expect(site.getByText(wasActive ? 'Active' : 'Inactive', { exact: true })).toBeVisible();
    await site.getByRole('button', { name: new RegExp(`maintenance for ${name}$`) }).click();
    await expect(site.getByText('Maintenance', { exact: true })).toHaveCount(
      hadMaintenance ? 1 : 0,
    );
  });

  test('a failing toggle changes nothing', async ({ page }) => {
    await openSignedIn(page, '/sites');
    const first = page.getByTestId('site-card').first();
    const before = await first.innerText();
    await page.route('**/toggle-active', (route) =>
      route.fulfill({ status: 500, body: '{"message":"boom"}' }),
    );
    await first.getByRole('button', { name: /^(Activate|Deactivate) / }).click();
    await page.waitForTimeout(500);
    expect(await first.innerText()).toBe(before);
  });

  test('error with Retry: non-ok and network failures', async ({ page }) => {
    await openSignedIn(page, '/dashboard');
    await page.route('**/api/admin/sites', (route) =>
      route.fulfill({ status: 500, body: '{"message":"down"}' }),
    );
    await page.goto('/sites');
    await expect(page.getByRole('alert')).toContainText('Failed to fetch sites');
    await page.unroute('**/api/admin/sites');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('site-card').first()).toBeVisible();

    await page.route('**/api/admin/sites', (route) => route.abort());
    await page.reload();
    await expect(page.getByRole('alert')).toContainText('Network error', { timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  test('the empty state', async ({ page }) => {
    await openSignedIn(page, '/dashboard');
    await page.route('**/api/admin/sites', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"sites":[]}' }),
    );
    await page.goto('/sites');
    await expect(page.getByText('No sites yet')).toBeVisible();
    await expect(
      page.getByText('Create your first site to get started with the multisite network'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Your First Site' })).toBeVisible();
  });
});
