import { expect, test } from '@playwright/test';
import { categoryPath, interactive, openMenuIfMobile, pathOf, text } from './support';

test.describe('category page', () => {
  test('pagination: page buttons, previous and next, the page in the URL', async ({ page }) => {
    // The demo seed has more than 9 published lifestyle articles (page size 9): two pages.
    await page.goto(categoryPath('en', 'lifestyle'));
    const pagination = page.getByTestId('pagination');
    await expect(pagination.getByRole('link', { name: /^Page \d$/ })).toHaveCount(2);
    await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pagination.getByText(text('en', 'category.previous'))).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByTestId('post-card')).toHaveCount(9);

    // The next page loads in the app (before it starts, the link is a plain page load).
    await interactive(page);
    const requested = page.waitForRequest((r) => r.url().includes('/api/posts?') && r.url().includes('page=2'));
    await pagination.getByRole('link', { name: text('en', 'category.next') }).click();
    await requested;
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(pagination.getByText(text('en', 'category.next'))).toHaveAttribute('aria-disabled', 'true');
    const onPage2 = await page.getByTestId('post-card').count();
    expect(onPage2).toBeGreaterThan(0);
    expect(onPage2).toBeLessThanOrEqual(9);

    await pagination.getByRole('link', { name: 'Page 1' }).click();
    await expect(page).toHaveURL(/\/category\/lifestyle(\?page=1)?$/);

    await page.goto(`${categoryPath('en', 'lifestyle')}?page=2`);
    await expect(page.getByTestId('pagination').getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  test('no pagination for a single page', async ({ page }) => {
    await page.goto(categoryPath('en', 'health'));
    await expect(page.getByTestId('post-card').first()).toBeVisible();
    await expect(page.getByTestId('pagination')).toHaveCount(0);
  });

  test('cards show the trending badge, author and date', async ({ page }) => {
    await page.goto(categoryPath('en', 'lifestyle'));
    const card = page.getByTestId('post-card').first();
    await expect(card.locator('time')).toBeVisible();
    await expect(page.getByText(`🔥 ${text('en', 'common.trending')}`).first()).toBeVisible();
  });

  test('a skeleton of 6 cards while loading', async ({ page }) => {
    // The server sends the first page whole; going to another category in the browser loads it.
    await page.goto(pathOf('fr', 'about'));
    await interactive(page);
    // The list's answer is held until the skeleton has been seen (a fixed delay raced the page's
    // own code loading on a busy machine: the answer came first and no skeleton was ever drawn).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/posts?*', async (route) => {
      await held;
      await route.continue();
    });
    await openMenuIfMobile(page, 'fr');
    await page.getByRole('link', { name: text('fr', 'categories.money'), exact: true }).filter({ visible: true }).first().click();
    await expect(page.getByTestId('post-card-skeleton')).toHaveCount(6);
    release();
    await expect(page.getByTestId('post-card').first()).toBeVisible();
    await expect(page.getByTestId('post-card-skeleton')).toHaveCount(0);
  });

  test('the empty state', async ({ page }) => {
    // Reached in the browser (the server renders what the API really holds).
    await page.goto(pathOf('es', 'about'));
    await page.route('**/api/posts?*', (route) =>
      route.fulfill({
        json: { posts: [], pagination: { current_page: 1, last_page: 1, per_page: 9, total: 0 } },
      }),
    );
    // The answer above is the app's own fetch: the link must be followed in the app.
    await interactive(page);
    await openMenuIfMobile(page, 'es');
    await page.getByRole('link', { name: text('es', 'categories.travel'), exact: true }).filter({ visible: true }).first().click();
    const empty = page.getByTestId('category-empty');
    await expect(empty.getByRole('heading', { name: text('es', 'category.emptyTitle') })).toBeVisible();
    await expect(empty).toContainText(text('es', 'category.exploreOther'));
    await empty.getByRole('link', { name: new RegExp(text('es', 'categories.food')) }).click();
    await expect(page).toHaveURL(new RegExp(`${categoryPath('es', 'food')}$`));
  });

  test('an unknown category shows its not-found state', async ({ page }) => {
    await page.goto('/category/astrology');
    await expect(page.getByRole('heading', { name: text('en', 'category.notFoundTitle') })).toBeVisible();
    await expect(page.getByText(text('en', 'category.notFoundText'))).toBeVisible();
  });
});
