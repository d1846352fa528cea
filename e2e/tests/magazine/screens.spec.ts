import { expect, test, type Page } from '@playwright/test';
import {
  articlePath,
  categoryPath,
  expectAccessible,
  fullyTranslated,
  interactive,
  pathOf,
  screenshot,
  slugIn,
  type Locale,
} from './support';

const PAGES: Array<{ name: string; path: (locale: Locale, slug: string) => string; ready: (page: Page) => Promise<void> }> = [
  { name: 'home', path: (l) => pathOf(l, 'home'), ready: (p) => expect(p.getByTestId('post-card').first()).toBeVisible() },
  {
    name: 'category',
    path: (l) => categoryPath(l, 'lifestyle'),
    ready: (p) => expect(p.getByTestId('post-card').first()).toBeVisible(),
  },
  { name: 'article', path: (l, slug) => articlePath(l, slug), ready: (p) => expect(p.getByTestId('tip').first()).toBeVisible() },
  { name: 'contact', path: (l) => pathOf(l, 'contact'), ready: (p) => expect(p.locator('form')).toBeVisible() },
  { name: 'about', path: (l) => pathOf(l, 'about'), ready: (p) => expect(p.getByTestId('static-about')).toBeVisible() },
  { name: 'privacy', path: (l) => pathOf(l, 'privacy'), ready: (p) => expect(p.getByTestId('static-privacy')).toBeVisible() },
  { name: 'not-found', path: () => '/error/404', ready: (p) => expect(p.getByTestId('not-found')).toBeVisible() },
];

for (const locale of ['en', 'ar'] as Locale[]) {
  for (const screen of PAGES) {
    test(`${screen.name} (${locale}): accessible, and a screenshot`, async ({ page, request }, testInfo) => {
      const post = await fullyTranslated(request);
      if (screen.name === 'not-found') {
        await page.goto('/about');
        await expect(page.getByTestId('static-about')).toBeVisible();
        // The app remembers the page's own locale (en) once it is interactive: write ours after that.
        await interactive(page);
        await page.evaluate((value) => {
          localStorage.setItem('locale', value);
          document.cookie = `locale=${value}; path=/`;
        }, locale);
      }
      await page.goto(screen.path(locale, slugIn(post, locale)));
      await screen.ready(page);
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
      await page.waitForLoadState('networkidle');
      await expectAccessible(page, `${screen.name}-${locale}`);
      await screenshot(page, testInfo, screen.name, locale);
    });
  }
}

test('dark theme is accessible too', async ({ page }) => {
  await page.goto('/about');
  await interactive(page);
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  for (const path of ['/', '/category/money']) {
    await page.goto(path);
    await expect(page.getByTestId('post-card').first()).toBeVisible();
    await expectAccessible(page, `dark ${path}`);
  }
});
