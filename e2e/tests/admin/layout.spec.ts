import { expect, test } from '@playwright/test';
import { DEMO_EDITOR } from '../../fixtures/urls';
import { apiLogin, apiSites, isMobile, openNavigation, openSignedIn } from './support';

test.describe('layout', () => {
  test('sidebar is 270 px on desktop, a 275 px drawer on mobile; header 60 px', async ({
    page,
  }) => {
    await openSignedIn(page, '/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const header = page.locator('header').first();
    expect((await header.boundingBox())?.height).toBe(60);
    if (isMobile(page)) {
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
      await openNavigation(page);
      const drawer = page.locator('.mantine-Drawer-content');
      await expect(drawer).toBeVisible();
      expect(Math.round((await drawer.boundingBox())?.width ?? 0)).toBe(275);
      await page.getByRole('dialog').getByRole('link', { name: 'Sites', exact: true }).click();
      await expect(page).toHaveURL(/\/sites$/);
      await expect(page.getByRole('dialog')).toBeHidden();
    } else {
      const navbar = page.locator('.mantine-AppShell-navbar');
      expect(Math.round((await navbar.boundingBox())?.width ?? 0)).toBe(270);
      await page.getByRole('link', { name: 'Sites', exact: true }).click();
      await expect(page).toHaveURL(/\/sites$/);
    }
  });

  test('page header: title from the last segment, Dashboard breadcrumb, New Post', async ({
    page,
  }) => {
    await openSignedIn(page, '/analytics/cross-site');
    await expect(page.getByRole('heading', { level: 1, name: 'Cross-site' })).toBeVisible();
    const crumbs = page.getByRole('main').getByRole('link', { name: 'Dashboard' });
    await expect(crumbs).toHaveAttribute('href', '/dashboard');
    await expect(page.getByRole('main').getByRole('link', { name: 'New Post' })).toHaveAttribute(
      'href',
      '/posts/create',
    );
  });

  test('global menu groups, Quick Actions and Recent; the logo links to /dashboard', async ({
    page,
  }) => {
    await openSignedIn(page, '/sites');
    await openNavigation(page);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const name of ['Dashboard', 'Sites'])
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    await nav.getByRole('button', { name: 'Analytics' }).click();
    for (const name of ['Overview', 'Traffic Sources', 'Popular Content', 'Cross-Site Analytics'])
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    await nav.getByRole('button', { name: 'Leads' }).click();
    for (const name of ['All Leads', 'Lead Sources', 'Campaigns', 'Cross-Site Campaigns'])
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    for (const name of [
      'New Post',
      'View Leads',
      'Analytics',
      'Site Health',
      'Draft Posts',
      'New Leads',
      'Popular Content',
      'Admin Users',
    ])
      await expect(page.getByRole('link', { name, exact: true }).last()).toBeVisible();
    await expect(page.getByRole('link', { name: /go to dashboard/ })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  test('site switcher: lists sites, picks one, shows the site menu, Manage All Sites', async ({
    page,
  }) => {
    const session = await openSignedIn(page, '/dashboard');
    const sites = await apiSites(page.request, session.token);
    await openNavigation(page);
    await expect(page.getByRole('button', { name: /^Switch site/ })).toContainText('Select Site');
    await expect(page.getByRole('button', { name: /^Switch site/ })).toContainText(
      'Choose a site to manage',
    );
    await page.getByRole('button', { name: /^Switch site/ }).click();
    const menu = page.getByRole('menu');
    for (const site of sites) {
      const item = menu.getByRole('menuitem', { name: new RegExp(site.name) });
      await expect(item).toContainText(site.domain);
      if (site.posts_count > 0) await expect(item).toContainText(String(site.posts_count));
    }
    const target = sites[1] ?? sites[0]!;
    await menu.getByRole('menuitem', { name: new RegExp(target.name) }).click();
    await expect(page).toHaveURL(new RegExp(`/${target.domain.replace(/\./g, '\\.')}/dashboard$`));
    await expect(page.getByRole('heading', { name: `Manage ${target.name}` })).toBeVisible();
    await openNavigation(page);
    await expect(page.getByRole('button', { name: /^Switch site/ })).toContainText(target.name);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const name of ['Posts', 'Languages', 'Analytics', 'Leads', 'Settings'])
      await expect(nav.getByRole('button', { name })).toBeVisible();
    await page.getByRole('button', { name: /^Switch site/ }).click();
    await expect(page.getByRole('menuitem', { name: new RegExp(target.name) })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await page.getByRole('menuitem', { name: 'Manage All Sites' }).click();
    await expect(page).toHaveURL(/\/sites$/);
  });

  test('an unknown domain falls back to the global menu', async ({ page }) => {
    await openSignedIn(page, '/no-such-site.example/dashboard');
    await expect(page.getByRole('heading', { name: 'Swift Setup for New Teams' })).toBeVisible();
    await openNavigation(page);
    await expect(
      page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: 'Sites', exact: true }),
    ).toBeVisible();
  });

  test('editor sees only their site in the switcher and on /sites', async ({ page }) => {
    const session = await apiLogin(page.request, DEMO_EDITOR);
    const sites = await apiSites(page.request, session.token);
    expect(sites).toHaveLength(1);
    await openSignedIn(page, '/sites', DEMO_EDITOR);
    await expect(page.getByTestId('site-card')).toHaveCount(1);
    await expect(page.getByTestId('site-card')).toContainText(sites[0]!.name);
    await openNavigation(page);
    await page.getByRole('button', { name: /^Switch site/ }).click();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveCount(2); // the site + Manage All Sites
    await expect(page.getByRole('menu')).toContainText(sites[0]!.name);
  });

  test('the dashboard banner: View Sites without a site, Manage Posts with one', async ({
    page,
  }) => {
    await openSignedIn(page, '/dashboard');
    await expect(page.getByRole('heading', { name: 'Swift Setup for New Teams' })).toBeVisible();
    await page.getByRole('link', { name: 'View Sites' }).click();
    await expect(page).toHaveURL(/\/sites$/);
    await page.goto('/localhost/dashboard');
    await expect(page.getByRole('heading', { name: /^Manage / })).toBeVisible();
    await page.getByRole('link', { name: 'Manage Posts' }).click();
    await expect(page).toHaveURL(/\/localhost\/posts$/);
  });

  test('dashboard: real figures and teams (one per site, with its people), search over names and descriptions, 5 per page', async ({
    page,
  }) => {
    const session = await openSignedIn(page, '/dashboard');
    const sites = await apiSites(page.request, session.token);
    const home = sites.find((site) => site.domain === 'home.localhost')!;
    const table = page.getByRole('table', { name: 'Teams' });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    // Five to a page (other tests add sites as they run: only the bound is certain).
    expect(await table.locator('tbody tr').count()).toBeLessThanOrEqual(5);
    expect(sites.length).toBeGreaterThan(0);
    const search = page.getByPlaceholder('Search Teams...');
    // The description holds the site's domain: searching it finds the site's team.
    await search.fill('home.localhost');
    await expect(table.locator('tbody tr').first()).toContainText(home.name);
    await search.fill(home.name);
    await expect(table.locator('tbody tr').first()).toContainText('home.localhost');
    await expect(page.getByRole('link', { name: 'All Contributors' })).toHaveAttribute(
      'href',
      '/public-profile/teams',
    );
    // The figures link to their screens; earnings say honestly that there are none yet.
    const figures = page.getByRole('region', { name: 'Key figures' });
    await expect(
      figures.getByRole('link', { name: /^Earnings\s*No earnings yet/ }),
    ).toHaveAttribute('href', '/campaigns');
    await expect(figures.getByRole('link', { name: /^Page views/ })).toHaveAttribute(
      'href',
      '/analytics',
    );
    await expect(figures.getByRole('link', { name: /^New leads/ })).toHaveAttribute(
      'href',
      '/leads?status=new',
    );
    // None of the template's demo data is left.
    for (const fake of [
      '$295.7k',
      'Online Store',
      'Product Management',
      'Kathryn Murphy',
      'commits',
    ]) {
      await expect(page.getByText(fake)).toHaveCount(0);
    }
  });
});
