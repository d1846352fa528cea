import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { createPost, createSite, deleteSite, translation, unique } from '../../fixtures/admin-api';
import { API_URL } from '../../fixtures/urls';
import { apiLogin, openSignedIn } from './support';

/**
 * Affiliate offers, one change everywhere: a partner and an offer made in /campaigns, a tip of an
 * article of the test's own site pointed at the offer in the editor, and a reader's click on the
 * magazine landing on the offer's destination with the template filled in. The destination is a
 * tiny HTTP server the test starts on 127.0.0.1. The partner then reports a sale for that click
 * with a signed postback, and the conversion shows in /campaigns.
 */
let landing: Server;
let landingUrl: string;

test.beforeAll(async () => {
  landing = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end('<!doctype html><title>Landed</title><h1>Partner landing page</h1>');
  });
  await new Promise<void>((resolve) => landing.listen(0, '127.0.0.1', resolve));
  landingUrl = `http://127.0.0.1:${(landing.address() as AddressInfo).port}/landing`;
});
test.afterAll(() => new Promise<void>((resolve) => landing.close(() => resolve())));

test('create a partner and an offer, point a tip at it, a reader’s click lands on the offer with the template filled in, and its signed postback shows in /campaigns', async ({ page }) => {
  test.setTimeout(180_000);
  const word = unique();
  const session = await apiLogin(page.request);
  const site = await createSite(page.request, session.token, { languages: ['en', 'es'] });
  try {
    const post = await createPost(page.request, session.token, site.id, { en: translation(`Deals ${word}`, 'published') });

    // The partner and the offer, in the console.
    await openSignedIn(page, '/campaigns');
    await page.getByRole('button', { name: 'Add partner' }).click();
    const partnerDialog = page.getByRole('dialog', { name: 'Add partner' });
    await partnerDialog.getByRole('textbox', { name: 'Name' }).fill(`Partner ${word}`);
    await partnerDialog.getByRole('button', { name: 'Save partner' }).click();
    await expect(page.getByRole('table', { name: 'Partners' }).getByText(`Partner ${word}`)).toBeVisible();

    await page.getByRole('button', { name: 'Add offer' }).click();
    const offerDialog = page.getByRole('dialog', { name: 'Add offer' });
    await offerDialog.getByRole('combobox', { name: 'Partner' }).selectOption({ label: `Partner ${word}` });
    await offerDialog.getByRole('combobox', { name: 'Site' }).selectOption({ label: site.domain });
    await offerDialog.getByRole('textbox', { name: 'Name' }).fill(`Offer ${word}`);
    await offerDialog.getByRole('textbox', { name: 'Destination URL' }).fill(landingUrl);
    await offerDialog.getByRole('textbox', { name: 'Tracking template' }).fill('utm_source={site}&lang={lang}&post={post}&tip={tip}&sub={click_id}');
    await offerDialog.getByRole('button', { name: 'Save offer' }).click();
    await expect(page.getByRole('table', { name: 'Offers' }).getByText(`Offer ${word}`)).toBeVisible();

    // The tip's call to action points to the offer.
    await page.goto(`/${site.domain}/posts/${post.id}/edit`);
    const picker = page.getByLabel('Tip 1 offer');
    await picker.click();
    await picker.fill(word);
    await page.getByRole('option', { name: new RegExp(`^Offer ${word}`) }).click();
    await expect(page.getByRole('textbox', { name: 'Tip 1 company name' })).toHaveValue(`Partner ${word}`);
    await page.getByRole('textbox', { name: 'Tip 1 call to action text' }).fill('Get the deal');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByTestId('save-status')).toHaveText(/^Saved at/, { timeout: 30_000 });

    // A reader clicks it on the magazine.
    await page.goto(`${site.url}/${encodeURIComponent(post.translations.en!.slug)}`);
    const cta = page.getByRole('link', { name: /Get the deal/ });
    await expect(cta).toHaveAttribute('href', `/go/${post.id}/tip-one`);
    const popup = page.waitForEvent('popup');
    await cta.click();
    const landed = await popup;
    await expect(landed.getByRole('heading', { name: 'Partner landing page' })).toBeVisible();
    const url = new URL(landed.url());
    expect(url.origin + url.pathname).toBe(landingUrl);
    expect(url.searchParams.get('utm_source')).toBe(site.domain);
    expect(url.searchParams.get('lang')).toBe('en');
    expect(url.searchParams.get('post')).toBe(String(post.id));
    expect(url.searchParams.get('tip')).toBe('1');
    expect(url.searchParams.get('sub')).toMatch(/^[0-9a-z]{8}[A-Za-z0-9_-]{16}$/);
    await landed.close();

    // The partner reports a sale for that click with a signed postback; /campaigns lists it.
    const clickId = url.searchParams.get('sub')!;
    const auth = { authorization: `Bearer ${session.token}` };
    const offers = (await (await page.request.get(`${API_URL}/api/admin/offers?q=${word}`, { headers: auth })).json()) as { data: Array<{ id: number }> };
    const secret = (await (await page.request.get(`${API_URL}/api/admin/offers/${offers.data[0]!.id}/postback-secret`, { headers: auth })).json()) as { secret: string };
    const sig = createHmac('sha256', secret.secret).update(`click_id=${clickId}&amount=120.00&currency=EUR`).digest('hex');
    const postback = await page.request.get(`${API_URL}/api/postback?click_id=${clickId}&amount=120.00&currency=EUR&sig=${sig}`);
    expect(postback.status()).toBe(200);
    expect((await page.request.get(`${API_URL}/api/postback?click_id=${clickId}&amount=120.00&currency=EUR&sig=${sig}`)).status()).toBe(409);
    await page.goto('/campaigns');
    const conversion = page.getByRole('table', { name: 'Conversions' }).getByTestId(`conversion-${clickId}`);
    await expect(conversion).toContainText(`Offer ${word}`);
    await expect(conversion).toContainText('postback');
  } finally {
    await deleteSite(page.request, site);
  }
});
