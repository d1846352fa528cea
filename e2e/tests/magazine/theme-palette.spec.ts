import { expect, test } from '@playwright/test';
import { categoryPath, fullyTranslated, interactive, openMenuIfMobile, pathOf, text } from './support';

test.describe('theme', () => {
  test('light by default, and the chosen theme survives a reload without a flash', async ({ page }) => {
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
    await openMenuIfMobile(page);
    await page.getByRole('radio', { name: text('en', 'theme.dark') }).filter({ visible: true }).first().click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    // The theme is on <html> before any app script runs (theme-init.js).
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { __firstTheme: string | null }).__firstTheme =
          document.documentElement.getAttribute('data-theme');
      });
    });
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { __firstTheme: string | null }).__firstTheme)).toBe('dark');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(18, 18, 24)');
  });

  test('system follows the operating system', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/about');
    await page.evaluate(() => localStorage.setItem('theme', 'system'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('command palette', () => {
  test('Ctrl+K opens it and a category can be chosen', async ({ page }) => {
    await page.goto('/about');
    await interactive(page);
    await page.keyboard.press('Control+k');
    const search = page.getByPlaceholder(text('en', 'palette.placeholder'));
    await expect(search).toBeVisible();
    await search.fill('Trav');
    await page.getByRole('button', { name: new RegExp(text('en', 'categories.travel')) }).first().click();
    await expect(page).toHaveURL(new RegExp(`${categoryPath('en', 'travel')}$`));
  });

  test('the search button opens it, articles are found through the API', async ({ page, request }) => {
    const post = await fullyTranslated(request);
    await page.goto(pathOf('en', 'home'));
    await interactive(page);
    await page.getByTestId('palette-button').click();
    const search = page.getByPlaceholder(text('en', 'palette.placeholder'));
    await expect(search).toBeVisible();
    const words = post.title.split(' ').slice(0, 3).join(' ');
    await search.fill(words);
    const result = page.getByRole('button', { name: new RegExp(post.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
    await expect(result.first()).toBeVisible();
    await result.first().click();
    await expect(page).toHaveURL(new RegExp(`/${post.slug}$`));
  });

  test('it switches language and theme', async ({ page }) => {
    await page.goto(pathOf('en', 'about'));
    await interactive(page);
    await page.keyboard.press('Control+k');
    await page.getByPlaceholder(text('en', 'palette.placeholder')).fill('Español');
    await page.getByRole('button', { name: /Español/ }).first().click();
    await expect(page).toHaveURL(new RegExp(`${pathOf('es', 'about')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('es', 'about.title'));
    await page.keyboard.press('Control+k');
    await page.getByPlaceholder(text('es', 'palette.placeholder')).fill(text('es', 'theme.dark'));
    await page.getByRole('button', { name: new RegExp(text('es', 'theme.dark')) }).first().click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});
