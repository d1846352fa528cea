import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminPostDetail,
  CampaignCrossSite,
  CampaignReport,
  CampaignReportRow,
  DashboardSummary,
  Offer,
  Partner,
} from '../../contract';
import { campaignCrossSiteResponseSchema, campaignReportResponseSchema } from '../../contract';
import { dailyStats, offerClicks, offerConversions } from '../../db/schema';
import { SettableClock } from '../../lib/clock';
import { DAY_MS, dayOf } from '../../lib/days';
import {
  bearer,
  call,
  createOwnSite,
  createTestContext,
  login,
  type TestContext,
} from '../../../test/helpers';
import { articleWithTips, offerInput } from '../offers/fixture';
import { createMember, sessionFor } from '../people/fixture';
import { eq } from 'drizzle-orm';

/**
 * Campaign reports on two sites of this file's own: real clicks through /go (distinct readers by
 * address), page views in the daily rollup and conversions inserted as the postback would store
 * them. The figures a manager, an owner and the dashboard see, by offer, site, language and
 * article, this period against the previous one.
 */
const STAMP = Date.now().toString(36);
const A = `reports-a-${STAMP}.localhost`;
const B = `reports-b-${STAMP}.localhost`;

let t: TestContext;
let clock: SettableClock;
let admin: Record<string, string>;
let siteA: number;
let siteB: number;
let perClick: Offer;
let percent: Offer;
let postA: AdminPostDetail;
let postB: AdminPostDetail;

const api = <T>(url: string, headers = admin) => call<T>(t.app, { method: 'GET', url, headers });

async function post<T>(url: string, payload: object): Promise<T> {
  const res = await call<T>(t.app, { method: 'POST', url, headers: admin, payload });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const article = (siteId: number, title: string, offerIds: number[]) =>
  articleWithTips(t, admin, siteId, title, offerIds.map((offerId) => ({ offer_id: offerId, cta_link: 'https://fallback.example/' })));

/** One click as a reader at `ip` coming from `path` of the site. */
async function click(domain: string, postId: number, tip: string, ip: string, path = '/deals') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/go/${postId}/${tip}`,
    headers: {
      host: domain,
      referer: `http://${domain}${path}`,
      'user-agent': 'Mozilla/5.0 Chrome/150',
    },
    remoteAddress: ip,
  });
  expect(res.statusCode).toBe(302);
  // /go writes clicks in batches (offers/click-buffer.ts): this one now, for the reports to read.
  await t.app.ctx.offerClicks.flush();
  return new URL(res.headers.location as string).searchParams.get('sub')!;
}

async function views(siteId: number, postId: number, path: string, at: number, pageviews: number) {
  await t.database.db.insert(dailyStats).values({
    siteId,
    dimension: 'page',
    day: dayOf(at),
    value: path,
    postId,
    pageviews,
  });
}

async function convert(clickId: string, earnings: number, currency: string, at: Date) {
  const [row] = await t.database.db.select().from(offerClicks).where(eq(offerClicks.id, clickId));
  await t.database.db.insert(offerConversions).values({
    clickId,
    offerId: row!.offerId,
    siteId: row!.siteId,
    postId: row!.postId,
    locale: row!.locale,
    clickedAt: row!.clickedAt,
    amount: String(earnings * 10),
    currency,
    earnings: String(earnings),
    earningsCurrency: currency,
    source: 'postback',
    convertedAt: at,
  });
}

const rowOf = (report: CampaignReport, key: number | string) =>
  report.rows.find((row) => row.key === String(key)) as CampaignReportRow;

beforeAll(async () => {
  // Midday UTC: "10 days ago" and "today" are plainly in the previous and the current 7 days.
  const now = new Date();
  now.setUTCHours(12, 0, 0, 0);
  clock = new SettableClock(now);
  t = await createTestContext({}, { clock });
  siteA = (await createOwnSite(t, { domain: A, name: 'Reports A', languages: ['es'] })).id;
  siteB = (await createOwnSite(t, { domain: B, name: 'Reports B', languages: ['es'] })).id;
  admin = bearer(await login(t.app));

  const partner = await post<Partner>('/api/admin/partners', {
    name: `Reports partner ${STAMP}`,
    website: null,
    contact: null,
    notes: null,
  });
  perClick = await post<Offer>(
    '/api/admin/offers',
    offerInput(partner.id, { name: `Per click ${STAMP}`, site_id: siteA }),
  );
  percent = await post<Offer>(
    '/api/admin/offers',
    offerInput(partner.id, {
      name: `Percent ${STAMP}`,
      commission: { model: 'percent', rate: 10, currency: 'USD' },
    }),
  );
  // Article A places both offers; article B (the other site) the every-site one.
  postA = await article(siteA, `Deals A ${STAMP}`, [perClick.id, percent.id]);
  postB = await article(siteB, `Deals B ${STAMP}`, [percent.id]);

  const today = clock.now().getTime();
  // The previous 7 days: one click of the per-click offer, 20 views of article A.
  await clock.set(new Date(today - 10 * DAY_MS));
  await click(A, postA.id, 't1', '198.51.100.9');
  await clock.set(new Date(today));
  await views(siteA, postA.id, '/deals-a', today - 10 * DAY_MS, 20);

  // This period: 3 English clicks by two readers and one Spanish click on the per-click offer,
  // one click on the percent offer (converted: 4.5 USD), one on site B.
  await click(A, postA.id, 't1', '198.51.100.1');
  await click(A, postA.id, 't1', '198.51.100.1');
  await click(A, postA.id, 't1', '198.51.100.2');
  const spanish = await click(A, postA.id, 't1', '198.51.100.3', '/es/ofertas');
  const sale = await click(A, postA.id, 't2', '198.51.100.4');
  await click(B, postB.id, 't1', '198.51.100.5');
  await views(siteA, postA.id, '/deals-a', today, 100);
  await views(siteA, postA.id, '/es/ofertas-a', today, 50);
  await views(siteB, postB.id, '/deals-b', today, 40);
  await convert(sale, 4.5, 'USD', clock.now());
  // A per-click offer's conversion counts as one; its earnings are its clicks', not added again.
  await convert(spanish, 9, 'EUR', clock.now());
});
afterAll(() => t.close());

describe('GET /api/admin/campaigns/report', () => {
  it('groups by offer: clicks, unique clickers, CTR on the placing pages, conversions, earnings per model, against the previous period', async () => {
    const { status, body } = await api<CampaignReport>(
      `/api/admin/campaigns/report?site_id=${siteA}&range=7d`,
    );
    expect(status, JSON.stringify(body)).toBe(200);
    expect(campaignReportResponseSchema.parse(body)).toBeTruthy();
    expect(body.group_by).toBe('offer');
    expect(body.daily).toHaveLength(7);
    expect(body.period.end).toBe(dayOf(clock.now().getTime()));
    expect(body.previous_period.end).toBe(dayOf(clock.now().getTime() - 7 * DAY_MS));

    const own = rowOf(body, perClick.id);
    expect(own.label).toBe(perClick.name);
    expect(own.current).toEqual({
      clicks: 4,
      unique_clickers: 3,
      views: 150,
      ctr: 0.0267,
      conversions: 1,
      earnings: [{ currency: 'EUR', amount: 2 }],
      earnings_per_1000_views: [{ currency: 'EUR', amount: 13.3333 }],
    });
    expect(own.previous).toMatchObject({
      clicks: 1,
      unique_clickers: 1,
      views: 20,
      ctr: 0.05,
      conversions: 0,
      earnings: [{ currency: 'EUR', amount: 0.5 }],
    });

    const shared = rowOf(body, percent.id);
    expect(shared.current).toMatchObject({
      clicks: 1,
      views: 150,
      conversions: 1,
      earnings: [{ currency: 'USD', amount: 4.5 }],
    });
    // Most clicks first.
    expect(body.rows[0]!.key).toBe(String(perClick.id));

    // Article A counted once in the totals though it places both offers; site B not at all.
    expect(body.totals.current).toMatchObject({
      clicks: 5,
      unique_clickers: 4,
      views: 150,
      conversions: 2,
      earnings: [
        { currency: 'EUR', amount: 2 },
        { currency: 'USD', amount: 4.5 },
      ],
    });
    expect(body.totals.previous).toMatchObject({ clicks: 1, views: 20 });
    expect(body.daily.at(-1)).toMatchObject({ clicks: 5, conversions: 2 });
    expect(body.daily.reduce((sum, point) => sum + point.previous_clicks, 0)).toBe(1);
  });

  it('groups by language, article and site', async () => {
    const byLanguage = await api<CampaignReport>(
      `/api/admin/campaigns/report?site_id=${siteA}&range=7d&group_by=language`,
    );
    expect(byLanguage.status).toBe(200);
    expect(rowOf(byLanguage.body, 'en').current).toMatchObject({
      clicks: 4,
      views: 100,
      conversions: 1,
    });
    expect(rowOf(byLanguage.body, 'es').current).toMatchObject({
      clicks: 1,
      views: 50,
      ctr: 0.02,
      conversions: 1,
    });

    const byPost = await api<CampaignReport>(
      `/api/admin/campaigns/report?site_id=${siteA}&range=30d&group_by=post`,
    );
    expect(byPost.status).toBe(200);
    // 30 days hold the click of 10 days ago too.
    expect(rowOf(byPost.body, postA.id)).toMatchObject({
      label: postA.translations.en!.title,
      current: { clicks: 6, views: 170 },
    });

    const bySite = await api<CampaignReport>(`/api/admin/campaigns/report?range=7d&group_by=site`);
    expect(bySite.status).toBe(200);
    expect(rowOf(bySite.body, siteA)).toMatchObject({
      label: A,
      current: { clicks: 5, views: 150 },
    });
    expect(rowOf(bySite.body, siteB)).toMatchObject({
      label: B,
      current: { clicks: 1, views: 40, ctr: 0.025, earnings: [] },
    });
  });

  it('scopes to the site asked for and to the sites where the person manages offers', async () => {
    const onB = await api<CampaignReport>(`/api/admin/campaigns/report?site_id=${siteB}&range=7d`);
    expect(onB.body.rows.map((row) => row.key)).toEqual([String(percent.id)]);
    expect(onB.body.totals.current).toMatchObject({ clicks: 1, conversions: 0, views: 40 });

    const managerId = await createMember(t.database.db, siteB, 'manager', {
      label: `rep-mgr-${STAMP}`,
    });
    const manager = bearer(await sessionFor(t.database.db, managerId));
    const mine = await api<CampaignReport>(
      '/api/admin/campaigns/report?range=7d&group_by=site',
      manager,
    );
    expect(mine.status).toBe(200);
    expect(mine.body.rows.map((row) => row.key)).toEqual([String(siteB)]);
    expect((await api(`/api/admin/campaigns/report?site_id=${siteA}`, manager)).status).toBe(403);

    // An editor reads traffic, not earnings.
    const editorId = await createMember(t.database.db, siteA, 'editor', {
      label: `rep-ed-${STAMP}`,
    });
    const editor = bearer(await sessionFor(t.database.db, editorId));
    expect((await api(`/api/admin/campaigns/report?site_id=${siteA}`, editor)).status).toBe(403);
    expect((await call(t.app, { method: 'GET', url: '/api/admin/campaigns/report' })).status).toBe(
      401,
    );
  });

  it('refuses bad input with 400', async () => {
    for (const query of ['range=1y', 'group_by=partner', 'site_id=abc', 'limit=5']) {
      const res = await api<{ message: string }>(`/api/admin/campaigns/report?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
  });
});

describe('GET /api/admin/campaigns/cross-site', () => {
  it('puts offers x sites and sites x languages side by side', async () => {
    const { status, body } = await api<CampaignCrossSite>(
      '/api/admin/campaigns/cross-site?range=7d',
    );
    expect(status, JSON.stringify(body)).toBe(200);
    expect(campaignCrossSiteResponseSchema.parse(body)).toBeTruthy();
    expect(body.sites.map((site) => site.domain)).toEqual(expect.arrayContaining([A, B]));
    expect(body.offers).toEqual(
      expect.arrayContaining([
        { id: perClick.id, name: perClick.name },
        { id: percent.id, name: percent.name },
      ]),
    );
    const cell = (offerId: number, siteId: number) =>
      body.offer_sites.find((c) => c.offer_id === offerId && c.site_id === siteId);
    expect(cell(perClick.id, siteA)).toEqual({
      offer_id: perClick.id,
      site_id: siteA,
      clicks: 4,
      conversions: 1,
      earnings: [{ currency: 'EUR', amount: 2 }],
    });
    expect(cell(percent.id, siteA)).toMatchObject({
      clicks: 1,
      earnings: [{ currency: 'USD', amount: 4.5 }],
    });
    expect(cell(percent.id, siteB)).toMatchObject({ clicks: 1, conversions: 0, earnings: [] });
    expect(cell(perClick.id, siteB)).toBeUndefined();

    const lang = (siteId: number, locale: string) =>
      body.site_languages.find((c) => c.site_id === siteId && c.locale === locale);
    expect(lang(siteA, 'en')).toMatchObject({ clicks: 4, conversions: 1 });
    expect(lang(siteA, 'es')).toMatchObject({ clicks: 1, conversions: 1 });
    expect(lang(siteB, 'en')).toMatchObject({ clicks: 1 });
    expect(body.languages).toEqual(expect.arrayContaining(['en', 'es']));
  });

  it('is for owners and administrators only, and refuses a bad range', async () => {
    const managerId = await createMember(t.database.db, siteA, 'manager', {
      label: `rep-mgr2-${STAMP}`,
    });
    const manager = bearer(await sessionFor(t.database.db, managerId));
    expect((await api('/api/admin/campaigns/cross-site', manager)).status).toBe(403);
    expect((await api('/api/admin/campaigns/cross-site?range=365d')).status).toBe(400);
    expect((await api('/api/admin/campaigns/cross-site?site_id=1')).status).toBe(400);
  });
});

describe('the dashboard', () => {
  it('shows the 7 days of earnings and the offers that brought them', async () => {
    const { status, body } = await api<DashboardSummary>(
      `/api/admin/dashboard/summary?site_id=${siteA}`,
    );
    expect(status).toBe(200);
    expect(body.earnings).toEqual([
      { currency: 'EUR', amount: 2 },
      { currency: 'USD', amount: 4.5 },
    ]);
    expect(body.earnings_by_offer).toEqual([
      {
        offer_id: perClick.id,
        name: perClick.name,
        clicks: 4,
        earnings: [{ currency: 'EUR', amount: 2 }],
      },
      {
        offer_id: percent.id,
        name: percent.name,
        clicks: 1,
        earnings: [{ currency: 'USD', amount: 4.5 }],
      },
    ]);
  });
});
