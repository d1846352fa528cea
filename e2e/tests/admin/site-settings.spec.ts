import { expect, test, type Page } from '@playwright/test';
import { adminToken, createSite, deleteSite, unique, type OwnSite } from '../../fixtures/admin-api';
import { gradientPng } from '../../fixtures/png';
import { DEMO_ADMIN } from '../../fixtures/urls';
import { openSignedIn } from './support';

/**
 * A new site's settings, filled in at /{domain}/settings, reach its magazine on its own domain at
 * the next request: the contact email, the about page in two languages, the accent colour and the
 * logo; `noindex` turns robots.txt into "disallow everything". The site is the test's own.
 */
const word = unique();
let site: OwnSite;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  site = await createSite(request, await adminToken(request), { languages: ['en', 'es'], name: `Settings ${word}` });
  await request.dispose();
});

test.afterAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  if (site) await deleteSite(request, site);
  await request.dispose();
});

async function saveSettings(page: Page) {
  const saved = page.waitForResponse(
    (response) => response.url().endsWith(`/api/admin/sites/${site.id}/settings`) && response.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Save settings' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('button', { name: 'Save settings' })).toBeDisabled();
}

/**
 * robots.txt as a crawler reads it on the site's domain, asked from a page there (Chromium resolves
 * *.localhost, Node does not). Public replies may be kept 60 s by browsers and CDNs
 * (Cache-Control), so this asks past the browser's cache: the server's answer is what is tested.
 */
async function robots(magazine: Page): Promise<string> {
  if (!magazine.url().startsWith(site.url)) await magazine.goto(site.url);
  const { status, text } = await magazine.evaluate(async () => {
    const response = await fetch('/robots.txt', { cache: 'no-store' });
    return { status: response.status, text: await response.text() };
  });
  expect(status).toBe(200);
  return text;
}

test('settings filled in at /{domain}/settings show on the site’s magazine; noindex closes robots.txt', async ({ page, context }) => {
  test.setTimeout(180_000);
  const magazine = await context.newPage();

  // Before: the magazine's own defaults.
  expect(await robots(magazine)).toContain('Allow: /\n');
  await magazine.goto(`${site.url}/contact`);
  await expect(magazine.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(magazine.getByText(`hello-${word}@example.test`)).toHaveCount(0);

  await openSignedIn(page, `/${site.domain}/settings`, DEMO_ADMIN);
  const identity = page.getByRole('region', { name: 'Identity' });
  const contact = page.getByRole('region', { name: 'Contact' });
  const pages = page.getByRole('region', { name: 'Pages' });
  const seo = page.getByRole('region', { name: 'SEO' });
  // The first screen after sign-in loads the site list, the settings and the languages: on a busy
  // machine that takes longer than an assertion's default wait.
  await expect(identity).toBeVisible({ timeout: 30_000 });

  // Logo through the media pipeline: the preview shows the uploaded image.
  const chooser = page.waitForEvent('filechooser');
  await identity.getByRole('button', { name: 'Upload logo' }).click();
  await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: gradientPng(240, 80) });
  await expect(identity.getByRole('button', { name: 'Upload logo' })).toHaveText('Replace', { timeout: 30_000 });

  // Accent colour from the theme's palette.
  await identity.getByLabel('Accent colour').click();
  await page.getByRole('option', { name: 'Teal' }).click();
  await expect(identity.getByLabel('Accent colour')).toHaveValue('Teal');

  await contact.getByRole('textbox', { name: 'Email' }).fill(`hello-${word}@example.test`);

  // The about page in English and Spanish, in the rich-text editor.
  const aboutEn = pages.getByRole('textbox', { name: 'About page text (en)' });
  await pages.getByRole('textbox', { name: 'Title (en)' }).first().fill(`About us ${word}`);
  await aboutEn.click();
  await page.keyboard.type(`We grow tomatoes ${word}.`);
  await pages.getByRole('tab', { name: 'ES' }).first().click();
  await pages.getByRole('textbox', { name: 'Title (es)' }).first().fill(`Quiénes somos ${word}`);
  await pages.getByRole('textbox', { name: 'About page text (es)' }).click();
  await page.keyboard.type(`Cultivamos tomates ${word}.`);

  await saveSettings(page);

  // The magazine at the site's domain, at the next request.
  await magazine.goto(site.url);
  const logo = magazine.getByRole('banner').locator('img').first();
  await expect(logo).toHaveAttribute('src', /\S/);
  // The logo really loads (a broken image has no natural width).
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  const primary = await magazine.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--c-primary').trim(),
  );
  expect(primary).toBe('#087f5b'); // teal, light theme

  await magazine.goto(`${site.url}/contact`);
  await expect(magazine.getByRole('link', { name: `hello-${word}@example.test` })).toHaveAttribute(
    'href',
    `mailto:hello-${word}@example.test`,
  );

  await magazine.goto(`${site.url}/about`);
  await expect(magazine.getByRole('heading', { level: 1, name: `About us ${word}` })).toBeVisible();
  await expect(magazine.getByText(`We grow tomatoes ${word}.`)).toBeVisible();
  await magazine.goto(`${site.url}/es/sobre-nosotros`);
  await expect(magazine.getByRole('heading', { level: 1, name: `Quiénes somos ${word}` })).toBeVisible();
  await expect(magazine.getByText(`Cultivamos tomates ${word}.`)).toBeVisible();

  // noindex: robots.txt disallows everything, and the pages say noindex.
  await seo.getByRole('switch', { name: /noindex/ }).check({ force: true });
  await saveSettings(page);
  expect(await robots(magazine)).toBe('User-agent: *\nDisallow: /\n');
  await magazine.goto(site.url);
  await expect(magazine.locator('meta[name="robots"][content="noindex"]')).toHaveCount(1);

  // And back: open to crawlers again.
  await seo.getByRole('switch', { name: /noindex/ }).uncheck({ force: true });
  await saveSettings(page);
  expect(await robots(magazine)).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  await magazine.close();
});
