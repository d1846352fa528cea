import { expect, test, type Page } from '@playwright/test';
import { API_URL } from '../../fixtures/urls';
import { apiSites, openSignedIn, type ApiSite } from './support';

interface ApiPost {
  id: number;
  title: string;
  category: string | null;
  published: boolean;
  updated_at: string;
  site_id: number;
  translations: string[];
}

async function apiPosts(page: Page, token: string, siteId?: number): Promise<ApiPost[]> {
  const query = siteId ? `?site_id=${siteId}` : '';
  const response = await page.request.get(`${API_URL}/api/admin/posts${query}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { posts: ApiPost[] }).posts;
}

const table = (page: Page) => page.getByRole('table', { name: 'Posts' });
const rows = (page: Page) => table(page).locator('tbody tr');
const info = (page: Page) => page.getByTestId('page-info');
const toolbar = (page: Page) => page.getByRole('group', { name: 'Filter and sort posts' });
const header = (page: Page, name: string) =>
  table(page).getByRole('columnheader', { name, exact: true });

async function columnTexts(page: Page, name: string): Promise<string[]> {
  await expect(header(page, name)).toBeVisible();
  const headers = await table(page).locator('thead th').allInnerTexts();
  const index = headers.findIndex((text) => text.trim() === name);
  expect(index, `column ${name}`).toBeGreaterThanOrEqual(0);
  return rows(page)
    .locator(`td:nth-child(${index + 1})`)
    .allInnerTexts();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

test.describe('posts: sites, header sorting and editor links', () => {
  test('the global list names each row’s site and filters by site, kept in the URL', async ({
    page,
  }) => {
    const session = await openSignedIn(page, '/posts?size=100');
    const [posts, sites] = await Promise.all([
      apiPosts(page, session.token),
      apiSites(page.request, session.token),
    ]);
    const siteName = new Map(sites.map((s) => [s.id, s.name]));
    await expect(header(page, 'Site')).toBeVisible();
    await expect(rows(page)).toHaveCount(Math.min(100, posts.length));

    // Every shown row's site is the one the API says, so same-titled posts can be told apart.
    const titles = await columnTexts(page, 'Title');
    const shownSites = await columnTexts(page, 'Site');
    const latest = [...posts].sort(
      (a, b) => Date.parse(b.updated_at) - Date.parse(a.updated_at) || b.id - a.id,
    );
    expect(titles).toEqual(latest.slice(0, 100).map((p) => p.title));
    expect(shownSites).toEqual(latest.slice(0, 100).map((p) => siteName.get(p.site_id)));

    // Filter by one site, then by two.
    const [first, second] = [...sites].sort((a, b) => collator.compare(a.name, b.name));
    const countOf = (site: ApiSite) => posts.filter((p) => p.site_id === site.id).length;
    await toolbar(page).getByRole('button', { name: 'Site', exact: true }).click();
    const option = page.getByRole('menuitemcheckbox', {
      name: new RegExp(`^${escape(first!.name)}`),
    });
    await expect(option).toContainText(String(countOf(first!)));
    await option.click();
    await expect(page).toHaveURL(new RegExp(`[?&]site=${escape(first!.domain)}(&|$)`));
    await expect(info(page)).toHaveText(`1 - ${countOf(first!)} of ${countOf(first!)}`);
    expect(new Set(await columnTexts(page, 'Site'))).toEqual(new Set([first!.name]));
    await page
      .getByRole('menuitemcheckbox', { name: new RegExp(`^${escape(second!.name)}`) })
      .click();
    const both = countOf(first!) + countOf(second!);
    await expect(info(page)).toHaveText(`1 - ${Math.min(100, both)} of ${both}`);
    await page.keyboard.press('Escape');
    await expect(toolbar(page).getByRole('button', { name: 'Site (2)' })).toBeVisible();

    await page.reload();
    await expect(info(page)).toHaveText(`1 - ${Math.min(100, both)} of ${both}`);
    await toolbar(page).getByRole('button', { name: 'Site (2)' }).click();
    await page.getByRole('menuitem', { name: 'Clear filter' }).click();
    await expect(page).not.toHaveURL(/[?&]site=/);
    await expect(info(page)).toHaveText(`1 - ${Math.min(100, posts.length)} of ${posts.length}`);
  });

  test('a site’s own list has no Site column or filter', async ({ page }) => {
    await openSignedIn(page, '/localhost/posts');
    await expect(rows(page).first()).toBeVisible();
    await expect(header(page, 'Title')).toBeVisible();
    await expect(header(page, 'Site')).toHaveCount(0);
    await expect(toolbar(page).getByRole('button', { name: 'Site', exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Columns' }).click();
    await expect(page.getByRole('menuitemcheckbox', { name: 'Site' })).toHaveCount(0);
  });

  test('headers sort, in the URL, and agree with the Sort Order menu', async ({ page }) => {
    // Up to 100 rows re-sorted seven times, each read back: a budget for the whole walk.
    test.setTimeout(90_000);
    const session = await openSignedIn(page, '/posts?size=100');
    const [posts, sites] = await Promise.all([
      apiPosts(page, session.token),
      apiSites(page.request, session.token),
    ]);
    const siteName = new Map(sites.map((s) => [s.id, s.name]));
    await expect(rows(page)).toHaveCount(Math.min(100, posts.length));
    await expect(header(page, 'Updated')).toHaveAttribute('aria-sort', 'descending');
    const menuChecked = async (name: string) => {
      await page.getByRole('button', { name: /^Sort Order/ }).click();
      // The menu first: "nothing checked" holds before it opens, and an Escape sent then is lost.
      await expect(page.getByRole('menu')).toBeVisible();
      const checked = page.getByRole('menuitemradio', { checked: true });
      if (name) await expect(checked).toHaveText(name);
      else await expect(checked).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toBeHidden();
    };
    await menuChecked('Latest');

    // Title: A-Z (the menu's Title A-Z), then Z-A (no menu order).
    await table(page).getByRole('button', { name: 'Title', exact: true }).click();
    await expect(page).toHaveURL(/[?&]sort=title(&|$)/);
    await expect(header(page, 'Title')).toHaveAttribute('aria-sort', 'ascending');
    await expect(header(page, 'Updated')).not.toHaveAttribute('aria-sort', /.+/);
    const titles = posts.map((p) => p.title).sort(collator.compare);
    await expect.poll(() => columnTexts(page, 'Title')).toEqual(titles.slice(0, 100));
    await menuChecked('Title A-Z');
    await table(page).getByRole('button', { name: 'Title', exact: true }).click();
    await expect(page).toHaveURL(/[?&]sort=title-desc(&|$)/);
    await expect(header(page, 'Title')).toHaveAttribute('aria-sort', 'descending');
    await expect
      .poll(() => columnTexts(page, 'Title'))
      .toEqual([...titles].reverse().slice(0, 100));
    await menuChecked('');
    await expect(page.getByRole('button', { name: 'Sort Order: Title, descending' })).toBeVisible();

    // Site and category sort as text; ties keep the latest first.
    await table(page).getByRole('button', { name: 'Site', exact: true }).click();
    await expect(page).toHaveURL(/[?&]sort=site(&|$)/);
    const bySite = posts.map((p) => siteName.get(p.site_id) ?? '').sort(collator.compare);
    await expect.poll(() => columnTexts(page, 'Site')).toEqual(bySite.slice(0, 100));
    await table(page).getByRole('button', { name: 'Category', exact: true }).click();
    await expect(page).toHaveURL(/[?&]sort=category(&|$)/);
    const byCategory = posts
      .map((p) => (p.category?.trim() ? p.category : 'uncategorized').toLowerCase())
      .sort(collator.compare);
    await expect
      .poll(async () => (await columnTexts(page, 'Category')).map((c) => c.toLowerCase()))
      .toEqual(byCategory.slice(0, 100));
    await page.reload();
    await expect(header(page, 'Category')).toHaveAttribute('aria-sort', 'ascending');

    // The menu drives the headers: Oldest is Updated ascending; Latest leaves the URL clean.
    await page.getByRole('button', { name: /^Sort Order/ }).click();
    await page.getByRole('menuitemradio', { name: 'Oldest' }).click();
    await expect(page).toHaveURL(/[?&]sort=oldest(&|$)/);
    await expect(header(page, 'Updated')).toHaveAttribute('aria-sort', 'ascending');
    await expect(header(page, 'Category')).not.toHaveAttribute('aria-sort', /.+/);
    // A click on the date header from another column starts with the newest (Latest).
    await table(page).getByRole('button', { name: 'Status', exact: true }).click();
    await expect(page).toHaveURL(/[?&]sort=status(&|$)/);
    await table(page).getByRole('button', { name: 'Updated', exact: true }).click();
    await expect(page).not.toHaveURL(/[?&]sort=/);
    await expect(header(page, 'Updated')).toHaveAttribute('aria-sort', 'descending');
    await menuChecked('Latest');
  });

  test('titles, translation chips and Edit open the editor of the row’s site', async ({ page }) => {
    const session = await openSignedIn(page, '/posts');
    const [posts, sites] = await Promise.all([
      apiPosts(page, session.token),
      apiSites(page.request, session.token),
    ]);
    const domainOf = new Map(sites.map((s) => [s.id, s.domain]));
    await expect(rows(page)).toHaveCount(Math.min(10, posts.length));
    const latest = [...posts].sort(
      (a, b) => Date.parse(b.updated_at) - Date.parse(a.updated_at) || b.id - a.id,
    );
    for (const [index, post] of latest.slice(0, 10).entries()) {
      const row = rows(page).nth(index);
      const domain = domainOf.get(post.site_id)!;
      await expect(row.getByRole('link', { name: post.title, exact: true })).toHaveAttribute(
        'href',
        `/${domain}/posts/${post.id}/edit`,
      );
      await expect(
        row.getByRole('link', { name: /^EN ?: English \(original\), .+, edit “/ }),
      ).toHaveAttribute('href', `/${domain}/posts/${post.id}/edit`);
      for (const code of post.translations)
        await expect(
          row.getByRole('link', { name: new RegExp(`^${code.toUpperCase()} ?: .+, edit “`) }),
        ).toHaveAttribute('href', `/${domain}/posts/${post.id}/edit?lang=${code}`);
    }

    // The row menu's Edit is the same link; the other actions still say coming soon.
    const first = latest[0]!;
    await rows(page)
      .first()
      .getByRole('button', { name: /^Actions for / })
      .click();
    await expect(page.getByRole('menuitem', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/${domainOf.get(first.site_id)}/posts/${first.id}/edit`,
    );
    await page.getByRole('menuitem', { name: 'Export' }).click();
    await expect(page.getByText(/is coming soon\./)).toBeVisible();

    // Following a title leaves the list for the editor's address.
    await openSignedIn(page, '/localhost/posts');
    const link = rows(page).first().getByRole('link').first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/localhost\/posts\/\d+\/edit$/);
    await link.click();
    await expect(page).not.toHaveURL(/\/localhost\/posts$/);
  });
});
