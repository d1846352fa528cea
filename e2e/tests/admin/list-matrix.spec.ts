import { expect, test, type Locator, type Page } from '@playwright/test';
import { createPost, translation, unique } from '../../fixtures/admin-api';
import { API_URL } from '../../fixtures/urls';
import { apiLogin, apiSites, openSignedIn } from './support';

/** Whether `locator`'s box sits beside `other` (to its right, on the same line). */
async function besideRight(locator: Locator, other: Locator): Promise<boolean> {
  const [a, b] = [await locator.boundingBox(), await other.boundingBox()];
  if (!a || !b) return false;
  return a.x >= b.x + b.width - 1 && Math.abs(a.y + a.height / 2 - (b.y + b.height / 2)) < Math.max(a.height, b.height);
}

async function localPost(page: Page) {
  const session = await apiLogin(page.request);
  const site = (await apiSites(page.request, session.token)).find((s) => s.domain === 'localhost')!;
  const word = unique();
  const post = await createPost(page.request, session.token, site.id, {
    en: translation(`Layout post ${word}`, 'published'),
    es: translation(`Entrada ${word}`, 'published'),
  });
  return { session, post, word };
}

test.describe('posts list, matrix and editor layout', () => {
  test('the editor: checkbox labels beside their box, no second New Post', async ({ page }) => {
    await openSignedIn(page, '/localhost/posts/create');
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: 'Create post' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'New Post' })).toHaveCount(0);
    for (const name of ['Trending', 'Advertorial']) {
      const box = main.getByRole('checkbox', { name });
      await box.scrollIntoViewIfNeeded();
      expect(await besideRight(main.locator('label', { hasText: new RegExp(`^${name}$`) }), box)).toBe(true);
    }
  });

  test('the matrix at 390 px: scrolls sideways with the title column in view', async ({ page }) => {
    const { session, post, word } = await localPost(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, '/localhost/translations');
    const title = page.getByRole('link', { name: `Layout post ${word}`, exact: true });
    await expect(title).toBeVisible();
    const table = page.getByRole('table', { name: 'Translation matrix' });
    const scroller = table.locator('xpath=ancestor::div[contains(@class, "ScrollContainer")][1]');
    expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await scroller.evaluate((el) => el.scrollBy({ left: 400 }));
    const box = await title.boundingBox();
    expect(box && box.x >= 0 && box.x < 200).toBe(true);
    // The full word, never cut: its cell is wide enough for it.
    const cell = page.getByRole('link', { name: `Layout post ${word}, Spanish: Published. Open in the editor` });
    await expect(cell).toHaveText('Published');
    expect(await cell.evaluate((el) => [...el.querySelectorAll('*')].every((n) => n.scrollWidth <= n.clientWidth + 1))).toBe(true);
    await page.request.delete(`${API_URL}/api/admin/posts/${post.id}`, { headers: { Authorization: `Bearer ${session.token}` } });
  });

  test('the editor at 390 px: one language select instead of a wall of tabs', async ({ page }) => {
    const { session, post } = await localPost(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, `/localhost/posts/${post.id}/edit`);
    const select = page.getByRole('combobox', { name: 'Language being written' });
    await expect(select).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Spanish/ })).toHaveCount(0);
    await select.selectOption('es');
    await expect(page).toHaveURL(/\?lang=es$/);
    await page.request.delete(`${API_URL}/api/admin/posts/${post.id}`, { headers: { Authorization: `Bearer ${session.token}` } });
  });
});
