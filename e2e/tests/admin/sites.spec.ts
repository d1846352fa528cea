import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminToken, createSite, deleteSite } from '../../fixtures/admin-api';
import { openSignedIn } from './support';

function card(page: Page, name: string): Locator {
  return page.getByTestId('site-card').filter({ has: page.getByText(name, { exact: true }) });
}

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** Deactivating asks first (confirmed here); activating does not. */
async function toggleActive(page: Page, name: string): Promise<void> {
  const button = card(page, name).getByRole('button', {
    name: new RegExp(`^(Activate|Deactivate) ${name}$`),
  });
  const deactivating = (await button.innerText()).trim() === 'Deactivate';
  await button.click();
  if (deactivating) {
    const dialog = page.getByRole('dialog', { name: `Deactivate ${name}?` });
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await expect(dialog).toBeHidden();
  }
}

/** Switching maintenance on asks first (confirmed here); switching it off does not. */
async function toggleMaintenance(page: Page, name: string): Promise<void> {
  const button = card(page, name).getByRole('button', {
    name: new RegExp(`maintenance for ${name}$`),
  });
  const enabling = (await button.innerText()).trim() === 'Enable Maintenance';
  await button.click();
  if (enabling) {
    const dialog = page.getByRole('dialog', { name: `Enable maintenance for ${name}?` });
    await dialog.getByRole('button', { name: 'Enable Maintenance' }).click();
    await expect(dialog).toBeHidden();
  }
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

  test('toggling active and maintenance: confirm what takes away, toast, survive a reload', async ({
    page,
  }) => {
    // A site of the test's own (active, no maintenance): the demo sites stay as they are.
    const token = await adminToken(page.request);
    const own = await createSite(page.request, token);
    try {
      await openSignedIn(page, '/sites');
      const name = own.name;
      const site = card(page, name);
      await expect(site.getByText('Active', { exact: true })).toBeVisible();

      await toggleActive(page, name);
      await expect(site.getByText('Inactive', { exact: true })).toBeVisible();
      await expect(toast(page, `${name} deactivated`)).toBeVisible();
      await toggleMaintenance(page, name);
      await expect(site.getByText('Maintenance', { exact: true })).toHaveCount(1);
      await expect(toast(page, `Maintenance mode on for ${name}`)).toBeVisible();

      await page.reload();
      await expect(site.getByText('Inactive', { exact: true })).toBeVisible();
      await expect(site.getByText('Maintenance', { exact: true })).toHaveCount(1);

      await toggleActive(page, name);
      await expect(site.getByText('Active', { exact: true })).toBeVisible();
      await expect(toast(page, `${name} activated`)).toBeVisible();
      await toggleMaintenance(page, name);
      await expect(site.getByText('Maintenance', { exact: true })).toHaveCount(0);
      await expect(toast(page, `Maintenance mode off for ${name}`)).toBeVisible();
    } finally {
      await deleteSite(page.request, own);
    }
  });

  test('deactivating and maintenance on ask first; Cancel changes nothing and calls nothing', async ({
    page,
  }) => {
    await openSignedIn(page, '/sites');
    const active = page
      .getByTestId('site-card')
      .filter({ has: page.getByText('Active', { exact: true }) })
      .filter({ hasNot: page.getByText('Maintenance', { exact: true }) })
      .first();
    const name = (await active.locator('p').first().textContent()) ?? '';
    const site = card(page, name);
    const toggles: string[] = [];
    page.on('request', (r) => {
      if (/\/toggle-(active|maintenance)$/.test(r.url())) toggles.push(r.url());
    });

    await site.getByRole('button', { name: `Deactivate ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Deactivate ${name}?` });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('will be marked Inactive');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await site.getByRole('button', { name: `Enable maintenance for ${name}` }).click();
    const maintenance = page.getByRole('dialog', { name: `Enable maintenance for ${name}?` });
    await expect(maintenance).toContainText('maintenance mode');
    await page.keyboard.press('Escape');
    await expect(maintenance).toBeHidden();

    await page.waitForTimeout(300);
    expect(toggles).toEqual([]);
    await expect(site.getByText('Active', { exact: true })).toBeVisible();
    await expect(site.getByText('Maintenance', { exact: true })).toHaveCount(0);
  });

  test('a failing toggle changes nothing and shows no toast', async ({ page }) => {
    await openSignedIn(page, '/sites');
    const first = page.getByTestId('site-card').first();
    const name = (await first.locator('p').first().textContent()) ?? '';
    const before = await first.innerText();
    await page.route('**/toggle-active', (route) =>
      route.fulfill({ status: 500, body: '{"message":"boom"}' }),
    );
    await toggleActive(page, name);
    await page.waitForTimeout(500);
    expect(await first.innerText()).toBe(before);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('the cards fit the screen and no button label is cut off', async ({ page }) => {
    await openSignedIn(page, '/sites');
    const cards = page.getByTestId('site-card');
    await expect(cards.first()).toBeVisible();
    const viewport = page.viewportSize()!;
    for (const item of await cards.all()) {
      const box = (await item.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      for (const button of await item.getByRole('button').all()) {
        const b = (await button.boundingBox())!;
        expect(b.x).toBeGreaterThanOrEqual(box.x);
        expect(b.x + b.width).toBeLessThanOrEqual(box.x + box.width + 0.5);
        const cut = await button.evaluate((el) => {
          const label = el.querySelector<HTMLElement>('.mantine-Button-label') ?? el;
          return label.scrollWidth > label.clientWidth + 1 || el.scrollWidth > el.clientWidth + 1;
        });
        expect(cut, `${await button.innerText()} is cut off`).toBe(false);
      }
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
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
