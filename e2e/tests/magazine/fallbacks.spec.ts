import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { startStaticHost, type StaticHost } from '../../fixtures/static-host';
import { API_URL } from '../../fixtures/urls';
import { categoryPath, languageTrigger, openMenuIfMobile, pathOf, text } from './support';

/**
 * These fallbacks are the browser's (SPEC section 8): the server renders pages with the API in
 * process, so they are checked on the magazine rendered in the browser alone (its standalone
 * build behind a reverse proxy), where the page's own requests can fail.
 */
const apps = join(dirname(fileURLToPath(import.meta.url)), '../../../apps');
let host: StaticHost;
test.beforeAll(async () => {
  host = await startStaticHost({ root: join(apps, 'magazine/dist'), config: {}, proxyApiTo: API_URL });
});
test.afterAll(async () => {
  await host.close();
});

test.describe('with the API down (SPEC section 8)', () => {
  test.beforeEach(async ({ page }) => {
    await page.route('**/api/**', (route) => route.abort());
  });

  test('an article shows the built-in sample article', async ({ page }) => {
    await page.goto(host.url + '/some-article');
    await expect(page.getByTestId('sample-notice')).toHaveText(text('en', 'article.sampleNotice'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'article.sample.title'));
    await expect(page.getByTestId('tip')).toHaveCount(3);
  });

  test('the sample article speaks the page language', async ({ page }) => {
    await page.goto(host.url + '/fr/un-article');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('fr', 'article.sample.title'));
  });

  test('the language list falls back to English and Spanish', async ({ page }) => {
    await page.goto(host.url + pathOf('en', 'about'));
    await openMenuIfMobile(page);
    await languageTrigger(page).click();
    await expect(page.locator('a[lang="en"]').filter({ visible: true })).toHaveCount(1);
    await expect(page.locator('a[lang="es"]').filter({ visible: true })).toHaveCount(1);
    await expect(page.locator('a[lang="fr"]').filter({ visible: true })).toHaveCount(0);
  });

  test('a category shows an empty list of one page', async ({ page }) => {
    await page.goto(host.url + categoryPath('en', 'money'));
    await expect(page.getByTestId('category-empty')).toBeVisible();
    await expect(page.getByTestId('pagination')).toHaveCount(0);
  });

  test('the homepage still renders its hero and a notice', async ({ page }) => {
    await page.goto(host.url + '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'home.heroTitle'));
    await expect(page.getByText(text('en', 'home.error'))).toBeVisible();
  });

  test('static pages and contact need no API', async ({ page }) => {
    await page.goto(host.url + pathOf('es', 'privacy'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('es', 'privacy.title'));
  });
});

test.describe('translation files', () => {
  test('a prefix whose translation file fails shows the not-found page', async ({ page }) => {
    await page.route('**/translations/fr.json', (route) => route.abort());
    await page.goto(host.url + pathOf('fr', 'about'));
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.getByRole('heading', { name: text('en', 'errors.notFoundTitle') })).toBeVisible();
  });

  test('a missing key shows the key itself', async ({ page }) => {
    await page.route('**/translations/es.json', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { about: Record<string, string> };
      delete body.about.title;
      await route.fulfill({ response, json: body });
    });
    await page.goto(host.url + pathOf('es', 'about'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('about.title');
  });

  test('an English file that fails leaves the keys', async ({ page }) => {
    await page.route('**/translations/en.json', (route) => route.abort());
    await page.goto(host.url + '/about');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('about.title');
  });
});
