import { expect, test, type Page } from '@playwright/test';
import { DEMO_EDITOR } from '../../fixtures/urls';
import { openNavigation, openSignedIn } from './support';

/** Every call the page makes to the admin API from now on. */
function recordAdminCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/admin')) calls.push(`${url.pathname}${url.search}`);
  });
  return calls;
}

const alertFor = (page: Page, domain: string) =>
  page.getByRole('alert').filter({ hasText: `No site matches ${domain}` });

test.describe('a domain that matches none of the admin’s sites', () => {
  test('the editor at another site’s posts: the page says so and shows no posts', async ({
    page,
  }) => {
    const calls = recordAdminCalls(page);
    await openSignedIn(page, '/money.localhost/posts', DEMO_EDITOR);
    const alert = alertFor(page, 'money.localhost');
    await expect(alert).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Posts' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Posts' })).toHaveCount(0);
    expect(calls.filter((c) => c.startsWith('/api/admin/posts'))).toEqual([]);

    // The global menu, and a way out to the admin's own sites.
    await openNavigation(page);
    await expect(
      page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Sites', exact: true }),
    ).toBeVisible();
    if ((page.viewportSize()?.width ?? 1280) < 1024) await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'New Post' }).first()).toHaveAttribute(
      'href',
      '/posts/create',
    );
    await alert.getByRole('link', { name: 'See your sites' }).click();
    await expect(page).toHaveURL(/\/sites$/);
    await expect(page.getByTestId('site-card')).toHaveCount(1);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a typo in the domain: languages are not shown as that site’s; the dashboard says so too', async ({
    page,
  }) => {
    const calls = recordAdminCalls(page);
    await openSignedIn(page, '/lcoalhost/languages');
    await expect(alertFor(page, 'lcoalhost')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Languages' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Manage Languages' })).toHaveCount(0);
    expect(calls.filter((c) => c.startsWith('/api/admin/languages'))).toEqual([]);

    await page.goto('/lcoalhost/dashboard');
    await expect(alertFor(page, 'lcoalhost')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Swift Setup for New Teams' })).toBeVisible();
  });

  test('a real site shows no such notice, also while its list loads', async ({ page }) => {
    await openSignedIn(page, '/dashboard');
    await page.route('**/api/admin/sites', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.goto('/localhost/posts');
    await expect(page.getByRole('table', { name: 'Posts' }).locator('tbody tr')).toHaveCount(10);
    await expect(page.getByText(/^No site matches/)).toHaveCount(0);
  });
});
