import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CampaignCrossSite,
  CampaignReport,
  DashboardSummary,
  NetworkSettingsResponse,
  Offer,
  Partner,
} from '../../contract';
import { bearer, call, createOwnSite, createTestContext, login, type TestContext } from '../../../test/helpers';
import { storeClicks, type StoredClick } from '../../../test/clicks';

/**
 * Earnings in the network's reporting currency: per-click offers in EUR, USD and JPY on a site of
 * this file's own, the network reporting in EUR with a rate for USD only. EUR and USD become one
 * EUR entry; JPY, without a rate, stays its own entry (never counted 1:1), in the report, the
 * cross-site matrix and the dashboard alike.
 */
const STAMP = Date.now().toString(36);
const DOMAIN = `currency-${STAMP}.localhost`;

let t: TestContext;
let admin: Record<string, string>;
let siteId: number;
const offers: Record<string, Offer> = {};

const get = async <T>(url: string): Promise<T> => {
  const res = await call<T>(t.app, { method: 'GET', url, headers: admin });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

beforeAll(async () => {
  t = await createTestContext();
  siteId = (await createOwnSite(t, { domain: DOMAIN, name: 'Currency', languages: [] })).id;
  admin = bearer(await login(t.app));
  const partner = await call<Partner>(t.app, {
    method: 'POST',
    url: '/api/admin/partners',
    headers: admin,
    payload: { name: `Currency partner ${STAMP}`, website: null, contact: null, notes: null },
  });
  // Rate per click and clicks: EUR 0.5 x 2, USD 2 x 3, JPY 100 x 1.
  const clicks: StoredClick[] = [];
  for (const [currency, rate, count] of [
    ['EUR', 0.5, 2],
    ['USD', 2, 3],
    ['JPY', 100, 1],
  ] as const) {
    const res = await call<Offer>(t.app, {
      method: 'POST',
      url: '/api/admin/offers',
      headers: admin,
      payload: {
        partner_id: partner.body.id,
        site_id: siteId,
        name: `Currency ${currency} ${STAMP}`,
        destination_url: 'https://shop.example/landing',
        destinations: {},
        template: 'sub={click_id}',
        starts_at: null,
        ends_at: null,
        commission: { model: 'per_click', rate, currency },
        status: 'active',
        on_inactive: 'fallback',
      },
    });
    expect(res.status).toBe(201);
    offers[currency] = res.body;
    for (let i = 0; i < count; i += 1)
      clicks.push({
        id: `currency-${STAMP}-${clicks.length}`,
        offerId: res.body.id,
        siteId,
        postId: 1,
        tipId: 't1',
        locale: 'en',
        clickedAt: new Date(Date.now() - 60_000),
        visitor: `reader-${i}`,
      });
  }
  await storeClicks(t.database.db, clicks);

  const current = await get<NetworkSettingsResponse>('/api/admin/settings');
  const saved = await call(t.app, {
    method: 'PUT',
    url: '/api/admin/settings',
    headers: admin,
    payload: {
      version: current.version,
      settings: { ...current.settings, reporting_currency: 'EUR', currency_rates: { USD: 0.9 } },
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
});
afterAll(() => t.close());

describe('earnings in the reporting currency', () => {
  it('converts every currency with a rate into one entry and keeps one without a rate apart', async () => {
    const report = await get<CampaignReport>(`/api/admin/campaigns/report?site_id=${siteId}&range=7d`);
    expect(report.totals.current.earnings).toEqual([
      { currency: 'EUR', amount: 6.4 },
      { currency: 'JPY', amount: 100 },
    ]);
    const row = (offer: Offer) => report.rows.find((r) => r.key === String(offer.id))!;
    expect(row(offers.USD!).current.earnings).toEqual([{ currency: 'EUR', amount: 5.4 }]);
    expect(row(offers.EUR!).current.earnings).toEqual([{ currency: 'EUR', amount: 1 }]);
    expect(row(offers.JPY!).current.earnings).toEqual([{ currency: 'JPY', amount: 100 }]);

    const matrix = await get<CampaignCrossSite>('/api/admin/campaigns/cross-site?range=7d');
    const cell = matrix.offer_sites.find((c) => c.offer_id === offers.USD!.id && c.site_id === siteId);
    expect(cell?.earnings).toEqual([{ currency: 'EUR', amount: 5.4 }]);

    const dashboard = await get<DashboardSummary>(`/api/admin/dashboard/summary?site_id=${siteId}`);
    expect(dashboard.earnings).toEqual([
      { currency: 'EUR', amount: 6.4 },
      { currency: 'JPY', amount: 100 },
    ]);
  });
});
