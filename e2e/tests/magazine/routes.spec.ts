import { expect, test } from '@playwright/test';
import {
  articlePath,
  CATEGORIES,
  categoryPath,
  fullyTranslated,
  interactive,
  LOCALES,
  pathOf,
  slugIn,
  text,
} from './support';

test.describe('every route in every locale', () => {
  for (const locale of LOCALES) {
    test(`${locale}: home, static pages, contact, categories and an article show their content`, async ({
      page,
      request,
    }) => {
      await page.goto(pathOf(locale, 'home'));
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'home.heroTitle'));
      await expect(page.getByTestId('trending').getByTestId('post-card').first()).toBeVisible();
      await expect(page.getByTestId('featured').getByTestId('post-card').first()).toBeVisible();
      await expect(page.getByTestId('trending')).toContainText('#1');
      await expect(page).toHaveTitle(text(locale, 'home.metaTitle'));

      for (const name of ['about', 'privacy', 'terms'] as const) {
        await page.goto(pathOf(locale, name));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, `${name}.title`));
        await expect(page.getByText(text(locale, `${name}.intro`))).toBeVisible();
        await expect(page).toHaveTitle(text(locale, 'meta.titleTemplate', { title: text(locale, `${name}.metaTitle`) }));
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', text(locale, `${name}.metaDescription`));
      }

      await page.goto(pathOf(locale, 'contact'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'contact.title'));
      await expect(page.getByRole('button', { name: text(locale, 'contact.submit') })).toBeVisible();

      for (const category of CATEGORIES) {
        await page.goto(categoryPath(locale, category));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, `categories.${category}`));
        await expect(page.getByTestId('post-card').first()).toBeVisible();
      }

      const post = await fullyTranslated(request);
      await page.goto(articlePath(locale, slugIn(post, locale)));
      await expect(page.getByTestId('article')).toBeVisible();
      await expect(page.getByTestId('tip').first()).toBeVisible();
      await expect(page.getByTestId('sample-notice')).toHaveCount(0);
    });
  }

  test('the English category segment under a prefix leads to the localized page', async ({ page }) => {
    await page.goto('/es/category/health');
    await expect(page).toHaveURL(/\/es\/categoria\/salud$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('es', 'categories.health'));
  });

  test('pages carry canonical and hreflang links', async ({ page }) => {
    await page.goto(pathOf('fr', 'about'));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/fr\/a-propos$/);
    for (const locale of LOCALES) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${locale}"]`)).toHaveAttribute(
        'href',
        new RegExp(`${encodeURI(pathOf(locale, 'about')).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
      );
    }
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /\/about$/);
  });
});

test.describe('locale and unknown paths', () => {
  test('/ with the stored locale es goes to /es', async ({ page }) => {
    await page.goto('/about');
    // The page stores its own locale (en) when it mounts; write es only after that.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('locale'))).toBe('en');
    // As the app remembers a choice: in storage, and in the cookie the server reads for `/`.
    await page.evaluate(() => {
      localStorage.setItem('locale', 'es');
      document.cookie = 'locale=es; path=/';
    });
    await page.goto('/');
    await expect(page).toHaveURL(/\/es$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('es', 'home.heroTitle'));
  });

  test('a prefixed page stores its locale', async ({ page }) => {
    await page.goto(pathOf('fr', 'terms'));
    await interactive(page);
    expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe('fr');
  });

  test('an unknown two-letter prefix shows the not-found page', async ({ page }) => {
    for (const path of ['/xx', '/de/about']) {
      await page.goto(path);
      await expect(page.getByTestId('not-found')).toBeVisible();
      await expect(page.getByRole('heading', { name: text('en', 'errors.notFoundTitle') })).toBeVisible();
      await expect(page.getByRole('link', { name: text('en', 'errors.returnHome') })).toBeVisible();
    }
  });

  test('an unknown path goes to /error/404', async ({ page }) => {
    await page.goto('/es/no/such/page');
    await expect(page).toHaveURL(/\/error\/404$/);
    await expect(page.getByRole('heading', { name: text('en', 'errors.notFoundTitle') })).toBeVisible();
    await page.getByRole('link', { name: text('en', 'errors.returnHome') }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the error pages exist', async ({ page }) => {
    await page.goto('/error/500');
    await expect(page.getByRole('heading', { name: text('en', 'errors.serverTitle') })).toBeVisible();
    await expect(page.getByRole('link', { name: text('en', 'errors.contactUs') })).toBeVisible();
  });

  test('Arabic is right-to-left and the layout mirrors', async ({ page }) => {
    await page.goto('/ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    const logo = await page.getByRole('banner').getByRole('link').first().boundingBox();
    const width = page.viewportSize()!.width;
    // The logo sits on the right (its name may be long: its middle, not its start, is on that side).
    expect(logo!.x + logo!.width / 2).toBeGreaterThan(width / 2);
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    const english = await page.getByRole('banner').getByRole('link').first().boundingBox();
    expect(english!.x).toBeLessThan(width / 2);
  });

  test('the page scrolls to the top on a route change', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('featured').scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.getByRole('contentinfo').getByRole('link', { name: text('en', 'nav.about') }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('Back and Forward return to where the reader was', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('featured').scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const before = await page.evaluate(() => window.scrollY);
    await page.getByRole('contentinfo').getByRole('link', { name: text('en', 'nav.about') }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 5);
    await page.goForward();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
