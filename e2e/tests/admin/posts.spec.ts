import { expect, test, type Page } from '@playwright/test';
import { API_URL } from '../../fixtures/urls';
import { openSignedIn } from './support';

interface ApiPost {
  id: number;
  title: string;
  category: string | null;
  published: boolean;
  updated_at: string;
  site_id: number;
  translations: string[];
}

async function apiPosts(page: Page, token: string): Promise<ApiPost[]> {
  const response = await page.request.get(`${API_URL}/api/admin/posts`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { posts: ApiPost[] }).posts;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const rows = (page: Page) => page.getByRole('table', { name: 'Posts' }).locator('tbody tr');
const info = (page: Page) => page.getByTestId('page-info');
const toolbar = (page: Page) => page.getByRole('group', { name: 'Filter and sort posts' });

/** The cells of one column, found by its header (the global list has a Site column). */
async function columnCells(page: Page, header: string) {
  await expect(
    page
      .getByRole('table', { name: 'Posts' })
      .getByRole('columnheader', { name: header, exact: true }),
  ).toBeVisible();
  const headers = await page
    .getByRole('table', { name: 'Posts' })
    .locator('thead th')
    .allInnerTexts();
  const index = headers.findIndex((text) => text.trim() === header);
  expect(index, `column ${header}`).toBeGreaterThanOrEqual(0);
  return rows(page).locator(`td:nth-child(${index + 1})`);
}

test.describe('posts', () => {
  test('search over title and category, case-insensitive, kept in the URL', async ({ page }) => {
    const session = await openSignedIn(page, '/posts');
    const posts = await apiPosts(page, session.token);
    await expect(info(page)).toHaveText(`1 - ${Math.min(10, posts.length)} of ${posts.length}`);

    const word = 'TRAVEL';
    const expected = posts.filter(
      (p) =>
        p.title.toLowerCase().includes('travel') ||
        (p.category ?? 'uncategorized').toLowerCase().includes('travel'),
    ).length;
    await page.getByPlaceholder('Search Posts...').fill(word);
    await expect(info(page)).toHaveText(`1 - ${Math.min(10, expected)} of ${expected}`);
    await expect(page).toHaveURL(/[?&]q=TRAVEL/);
    await page.reload();
    await expect(page.getByPlaceholder('Search Posts...')).toHaveValue(word);
    await expect(info(page)).toHaveText(`1 - ${Math.min(10, expected)} of ${expected}`);

    await page.getByPlaceholder('Search Posts...').fill('zzqqxx-nothing');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toHaveText('No data available');
  });

  test('status filter built from the data, multi-select, with counts', async ({ page }) => {
    const session = await openSignedIn(page, '/posts');
    const posts = await apiPosts(page, session.token);
    const drafts = posts.filter((p) => !p.published).length;
    const published = posts.length - drafts;
    await toolbar(page).getByRole('button', { name: 'Status' }).click();
    await expect(page.getByRole('menuitemcheckbox', { name: /Published/ })).toContainText(
      String(published),
    );
    await page.getByRole('menuitemcheckbox', { name: /Draft/ }).click();
    await expect(page).toHaveURL(/status=draft/);
    await expect(info(page)).toHaveText(`1 - ${Math.min(10, drafts)} of ${drafts}`);
    await page.getByRole('menuitemcheckbox', { name: /Published/ }).click();
    await expect(info(page)).toHaveText(`1 - ${Math.min(10, posts.length)} of ${posts.length}`);
    await page.keyboard.press('Escape');

    await page.goto('/posts?status=draft');
    await expect(info(page)).toHaveText(`1 - ${Math.min(10, drafts)} of ${drafts}`);
    // The English status first; a draft live in another language says so under it.
    for (const status of await (await columnCells(page, 'Status')).allInnerTexts())
      expect(status.toLowerCase()).toMatch(/^draft(\n|$)/);
  });

  test('sort order: Latest (default), Oldest, Title A-Z', async ({ page }) => {
    const session = await openSignedIn(page, '/posts');
    const posts = await apiPosts(page, session.token);
    // The first cell holds the row's selection box (bulk actions); the title is the next one.
    const firstTitle = () => rows(page).first().locator('td').nth(1);
    const byTitle = [...posts].sort((a, b) =>
      a.title.localeCompare(b.title, 'en', { sensitivity: 'base', numeric: true }),
    );
    const byDate = [...posts].sort((a, b) => Date.parse(a.updated_at) - Date.parse(b.updated_at));

    await page.getByRole('button', { name: /Sort Order/ }).click();
    await expect(page.getByRole('menuitemradio', { name: 'Latest' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await page.getByRole('menuitemradio', { name: 'Title A-Z' }).click();
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(page).toHaveURL(/sort=title/);
    await expect(firstTitle()).toHaveText(byTitle[0]!.title);

    await page.getByRole('button', { name: /Sort Order/ }).click();
    await page.getByRole('menuitemradio', { name: 'Oldest' }).click();
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(page).toHaveURL(/sort=oldest/);
    const oldest = byDate[0]!;
    const sameTime = posts.filter((p) => p.updated_at === oldest.updated_at).map((p) => p.title);
    await expect(firstTitle()).toHaveText(new RegExp(`^(${sameTime.map(escape).join('|')})$`));

    await page.getByRole('button', { name: /Sort Order/ }).click();
    await page.getByRole('menuitemradio', { name: 'Latest' }).click();
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(page).not.toHaveURL(/sort=/);
    const newest = byDate.at(-1)!;
    const newestTitles = posts
      .filter((p) => p.updated_at === newest.updated_at)
      .map((p) => p.title);
    await expect(firstTitle()).toHaveText(new RegExp(`^(${newestTitles.map(escape).join('|')})$`));
  });

  test('paging, five page buttons per group, and page size', async ({ page }) => {
    const session = await openSignedIn(page, '/posts');
    const total = (await apiPosts(page, session.token)).length;
    await expect(rows(page)).toHaveCount(Math.min(10, total));
    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(info(page)).toHaveText(`11 - ${Math.min(20, total)} of ${total}`);
    await expect(page.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('5');
    await expect(page).toHaveURL(/size=5/);
    await expect(page).not.toHaveURL(/page=/);
    await expect(rows(page)).toHaveCount(Math.min(5, total));
    const pageButtons = page.getByRole('button', { name: /^Page \d+$/ });
    await expect(pageButtons).toHaveCount(Math.min(5, Math.ceil(total / 5)));
    if (total > 25) {
      await page.getByRole('button', { name: 'Next pages' }).click();
      await expect(page.getByRole('button', { name: 'Page 6', exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }
    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('100');
    await expect(rows(page)).toHaveCount(Math.min(100, total));
    await expect(
      page.getByRole('combobox', { name: 'Rows per page' }).locator('option'),
    ).toHaveText(['5', '10', '25', '50', '100']);
  });

  test('columns toggle hides and shows a column', async ({ page }) => {
    await openSignedIn(page, '/posts');
    const table = page.getByRole('table', { name: 'Posts' });
    await expect(table.getByRole('columnheader', { name: 'Category' })).toBeVisible();
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Category' }).click();
    await expect(table.getByRole('columnheader', { name: 'Category' })).toHaveCount(0);
    await page.getByRole('menuitemcheckbox', { name: 'Category' }).click();
    await expect(table.getByRole('columnheader', { name: 'Category' })).toBeVisible();
  });

  test('cells: en-GB dates, EN always first, Uncategorized, row actions', async ({ page }) => {
    await openSignedIn(page, '/posts');
    const first = rows(page).first();
    await expect((await columnCells(page, 'Updated')).first()).toHaveText(
      /^\d{1,2} [A-Z][a-z]{2} \d{4}$/,
    );
    await expect(
      (await columnCells(page, 'Translations')).first().locator('.mantine-Badge-root').first(),
    ).toHaveText(/^EN\b/);
    await first.getByRole('button', { name: /^Actions for / }).click();
    for (const name of ['View', 'Edit', 'Export', 'Delete'])
      await expect(page.getByRole('menuitem', { name })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Filters' })).toBeVisible();
  });

  test('Loading posts..., and a failed fetch shows an empty list without a message', async ({
    page,
  }) => {
    await openSignedIn(page, '/dashboard');
    await page.route('**/api/admin/posts*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.fulfill({ status: 500, body: '{"message":"boom"}' });
    });
    await page.goto('/posts');
    await expect(page.getByText('Loading posts...')).toBeVisible();
    await expect(rows(page)).toHaveText('No data available', { timeout: 15_000 });
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('site-scoped posts ask for site_id', async ({ page }) => {
    await openSignedIn(page, '/dashboard');
    const request = page.waitForRequest((r) => r.url().includes('/api/admin/posts'));
    await page.goto('/localhost/posts');
    expect(new URL((await request).url()).searchParams.get('site_id')).toMatch(/^\d+$/);
    await expect(rows(page).first()).toBeVisible();
  });
});
