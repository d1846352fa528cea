import { expect, test } from '@playwright/test';
import { createPost, createSite, deleteSite, translation, unique } from '../../fixtures/admin-api';
import { apiLogin, openSignedIn } from './support';

/**
 * Preview links: an editor previews a translation that is not public yet; the link works for
 * anyone who holds it (a fresh browser, no sign-in) until it is revoked. Own site, own post.
 */
test('preview a scheduled Arabic translation from a fresh context with the link (and get 404 after revoking it)', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const word = unique();
  const session = await apiLogin(page.request);
  const site = await createSite(page.request, session.token, { languages: ['en', 'ar'] });
  try {
    const arabicTitle = `مقال مجدول ${word}`;
    const post = await createPost(page.request, session.token, site.id, {
      en: translation(`Scheduled story ${word}`, 'published'),
      ar: translation(arabicTitle, 'scheduled', new Date(Date.now() + 3 * 24 * 3_600_000).toISOString()),
    });
    const publicUrl = `${site.url}/ar/${encodeURIComponent(post.translations.ar!.slug)}`;

    await openSignedIn(page, `/${site.domain}/posts/${post.id}/edit?lang=ar`);
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Preview Arabic' }).click();
    await (await popup).close();
    const link = page.getByTestId('preview-link');
    await expect(link).toBeVisible();
    await expect(page.getByText(/Works until .+ for anyone with the link\./)).toBeVisible();
    const url = (await link.getAttribute('href'))!;
    expect(new URL(url).host).toBe(site.host);

    // Someone else, with nothing but the link.
    const stranger = await browser.newContext();
    try {
      const reader = await stranger.newPage();
      const response = await reader.goto(url);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['cache-control']).toBe('private, no-store');
      expect(response?.headers()['x-robots-tag']).toBe('noindex');
      await expect(reader.getByTestId('preview-ribbon')).toContainText('معاينة');
      await expect(reader.getByRole('heading', { level: 1, name: arabicTitle })).toBeVisible();
      await expect(reader.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(reader.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

      // The public address still does not show the scheduled translation.
      const stillPrivate = await reader.goto(publicUrl);
      await expect(reader.getByRole('heading', { level: 1, name: arabicTitle })).toHaveCount(0);
      expect(stillPrivate?.headers()['x-robots-tag']).toBeUndefined();

      await page.getByRole('button', { name: 'Revoke link' }).click();
      await expect(page.getByText('Preview link revoked')).toBeVisible();
      await expect(link).toHaveCount(0);

      const revoked = await reader.goto(url);
      expect(revoked?.status()).toBe(404);
      await expect(reader.getByRole('heading', { level: 1, name: arabicTitle })).toHaveCount(0);
    } finally {
      await stranger.close();
    }
  } finally {
    await deleteSite(page.request, site);
  }
});

test('a published translation offers "View on site" at its public address', async ({ page }) => {
  const word = unique();
  const session = await apiLogin(page.request);
  const site = await createSite(page.request, session.token, { languages: ['en', 'ar'] });
  try {
    const post = await createPost(page.request, session.token, site.id, { en: translation(`Live story ${word}`, 'published') });
    await openSignedIn(page, `/${site.domain}/posts/${post.id}/edit`);
    await expect(page.getByRole('link', { name: 'View on site (English)' })).toHaveAttribute(
      'href',
      `${site.url}/${post.translations.en!.slug}`,
    );
  } finally {
    await deleteSite(page.request, site);
  }
});
