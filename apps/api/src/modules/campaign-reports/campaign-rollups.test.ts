import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminPostDetail,
  CampaignCrossSite,
  CampaignGroup,
  CampaignReport,
  ImportConversionsResponse,
  Offer,
} from '../../contract';
import { dailyStats } from '../../db/schema';
import type { SettableClock } from '../../lib/clock';
import { call, type TestContext } from '../../../test/helpers';
import { storeClicks, type StoredClick } from '../../../test/clicks';
import { articleWithTips } from '../offers/fixture';
import { OPEN_DAY_LAG_MS, rollupPendingDays } from './click-rollup';
import { buildCampaignWindows, campaignWindowsAnchor } from './campaign-windows';
import { campaignFixture } from './fixture';
import { rowsOf } from '../../db/rows';
import { DAY_MS, dayOf } from '../../lib/days';
import { buildViewWindows } from './view-windows';

/**
 * The reports' bounded sources against what the raw rows say: the open day rolled up to a minute
 * ago (the rest read raw, a reader counted once), conversions from their trigger-kept daily rollup
 * (one landing on a day rolled long ago is in the next report; a deleted offer's leave), and the
 * page views of closed days from their windows (a late page row is counted at once).
 */
const GROUPS: CampaignGroup[] = ['offer', 'site', 'language', 'post'];
const RANGES = ['7d', '30d', '90d'] as const;

let t: TestContext;
let clock: SettableClock;
let admin: Record<string, string>;
let siteId: number;
let perClick: Offer;
let perLead: Offer;
/** Not placed by any tip (so it may be deleted), with clicks and a conversion of its own. */
let unplaced: Offer;
let article: AdminPostDetail;
let today: number;
let STAMP: string;

async function get<T>(url: string): Promise<T> {
  const res = await call<T>(t.app, { method: 'GET', url, headers: admin });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** Every view of this file's site: each grouping over each range, and the cross-site matrices. */
async function everyView() {
  const reports = [];
  for (const range of RANGES)
    for (const group of GROUPS) {
      const body = await get<CampaignReport>(`/api/admin/campaigns/report?site_id=${siteId}&range=${range}&group_by=${group}`);
      reports.push({ ...body, rows: [...body.rows].sort((a, b) => a.key.localeCompare(b.key)) });
    }
  const cross = await get<CampaignCrossSite>('/api/admin/campaigns/cross-site?range=90d');
  return {
    reports,
    offerSites: cross.offer_sites.filter((cell) => cell.site_id === siteId),
    siteLanguages: cross.site_languages.filter((cell) => cell.site_id === siteId),
  };
}

/** The same views read from the raw rows alone: no day marked rolled, no valid windows. */
async function rawViews() {
  await t.database.db.execute(sql`delete from offer_click_rolled_days`);
  await t.database.db.execute(sql`update page_view_windows_state set anchor = null`);
  await t.database.db.execute(sql`update campaign_windows_state set anchor = null`);
  return everyView();
}

/** The roll-up pass as the server runs it, and the view and campaign windows for yesterday. */
async function rollUp() {
  await rollupPendingDays(t.database.db, clock.now().getTime());
  const yesterday = dayOf(clock.now().getTime() - DAY_MS);
  await buildViewWindows(t.database.db, yesterday);
  expect(await buildCampaignWindows(t.database.db, yesterday)).toBe(true);
}

let clickCount = 0;
function clickAt(offer: Offer, at: number, visitor: string | null, locale = 'en'): StoredClick {
  clickCount += 1;
  return { id: `rollups-${STAMP}-${clickCount}`, offerId: offer.id, siteId, postId: article.id, tipId: 't1', locale, clickedAt: new Date(at), visitor };
}

async function importConversion(offer: Offer, clickId: string, date: string, amount: string) {
  const boundary = 'rollupsboundary';
  const csv = `date,offer,click_id,amount,currency\n${date},${offer.id},${clickId},${amount},EUR\n`;
  const res = await call<ImportConversionsResponse>(t.app, {
    method: 'POST',
    url: '/api/admin/conversions/import?dry_run=false',
    payload: Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="report.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
    ),
    headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

beforeAll(async () => {
  const fixture = await campaignFixture('rollups');
  ({ t, clock, admin, siteId, today, stamp: STAMP } = fixture);
  perClick = await fixture.offer('Rollups per click', { model: 'per_click', rate: 0.5, currency: 'EUR' });
  perLead = await fixture.offer('Rollups per lead', { model: 'per_lead', rate: 3, currency: 'EUR' });
  unplaced = await fixture.offer('Rollups unplaced', { model: 'per_lead', rate: 2, currency: 'EUR' });
  article = await articleWithTips(t, admin, siteId, `Rollups ${STAMP}`, [
    { offer_id: perClick.id, cta_link: 'https://fallback.example/' },
    { offer_id: perLead.id, cta_link: 'https://fallback.example/' },
  ]);

  // Clicks on closed days and this morning; page views of the article in two languages on most
  // of the last 100 days (ending yesterday: today's are added by the tests).
  const clicks = [];
  for (const back of [1, 3, 8, 40, 95]) {
    const at = Date.parse(`${dayOf(today - back * DAY_MS)}T10:00:00Z`);
    clicks.push(clickAt(perClick, at, `r1-${back}`), clickAt(perLead, at + 1000, `r1-${back}`), clickAt(perLead, at + 2000, `r2-${back}`, 'es'));
    clicks.push(clickAt(unplaced, at + 3000, `r3-${back}`, 'es'));
  }
  for (const hour of [1, 2, 3]) clicks.push(clickAt(perClick, today - hour * 3_600_000, 'morning'), clickAt(perLead, today - hour * 3_600_000, `m${hour}`, 'es'));
  await storeClicks(t.database.db, clicks);
  const views = [];
  for (let back = 1; back <= 100; back += back < 10 ? 1 : 7)
    for (const [path, n] of [['/rollups', 10 + back], ['/es/rollups', 3]] as const)
      views.push({ siteId, dimension: 'page' as const, day: dayOf(today - back * DAY_MS), value: path, postId: article.id, pageviews: n });
  await t.database.db.insert(dailyStats).values(views);
});
afterAll(() => t.close());

describe('the campaign reports’ rollups', () => {
  it('roll the open day up to a minute ago and read the rest raw, each reader counted once', async () => {
    const raw = await rawViews();
    await rollUp();
    const [mark] = rowsOf<{ until: number }>(
      await t.database.db.execute(sql`select (extract(epoch from rolled_until) * 1000)::float8 as until from offer_click_rolled_days where day = ${dayOf(today)}::date`),
    );
    expect(Number(mark!.until)).toBe(today - OPEN_DAY_LAG_MS);
    expect(await everyView()).toEqual(raw);

    // After the pass: a reader already counted this morning clicks again, a new one clicks once.
    await storeClicks(t.database.db, [clickAt(perClick, today - 30_000, 'morning'), clickAt(perClick, today - 20_000, 'new reader')]);
    const after = await everyView();
    const weekByOffer = after.reports[0]!;
    expect(weekByOffer.totals.current.clicks).toBe(raw.reports[0]!.totals.current.clicks + 2);
    expect(weekByOffer.totals.current.unique_clickers).toBe(raw.reports[0]!.totals.current.unique_clickers + 1);
    expect(after).toEqual(await rawViews());

    // A click older than the rolled part (kept in the buffer through an outage) un-marks the day,
    // which the next pass rolls again from its start.
    t.app.ctx.offerClicks.add({ offerId: perLead.id, siteId, postId: article.id, tipId: 't2', locale: 'fr', at: new Date(today - 5 * 3_600_000), visitor: 'late' });
    await rollUp();
    await t.app.ctx.offerClicks.flush();
    const withLate = await everyView();
    expect(withLate.reports[0]!.totals.current.clicks).toBe(weekByOffer.totals.current.clicks + 1);
    await rollUp();
    expect(await everyView()).toEqual(withLate);
    expect(withLate).toEqual(await rawViews());
  });

  it('count a conversion that lands on a day rolled long ago in the next report, and drop a deleted offer’s', async () => {
    await rollUp();
    const before = await everyView();
    const [old] = rowsOf<{ id: string }>(
      await t.database.db.execute(sql`select id from offer_clicks where offer_id = ${perLead.id} and visitor = 'r2-40'`),
    );
    await importConversion(perLead, old!.id, dayOf(today - 39 * DAY_MS), '20');
    const after = await everyView();
    const quarter = (views: typeof after) => views.reports.find((r) => r.range === '90d' && r.group_by === 'offer')!;
    const lead = (views: typeof after) => quarter(views).rows.find((row) => row.key === String(perLead.id))!.current;
    expect(lead(after).conversions).toBe(lead(before).conversions + 1);
    expect(after).toEqual(await rawViews());

    // Deleting an offer takes its clicks and conversions out of every figure, rollups included.
    const [its] = rowsOf<{ id: string }>(
      await t.database.db.execute(sql`select id from offer_clicks where offer_id = ${unplaced.id} and visitor = 'r3-8'`),
    );
    await importConversion(unplaced, its!.id, dayOf(today - 7 * DAY_MS), '10');
    await rollUp();
    const withUnplaced = await everyView();
    expect(quarter(withUnplaced).rows.find((row) => row.key === String(unplaced.id))!.current).toMatchObject({ clicks: 4, conversions: 1 });
    const res = await call(t.app, { method: 'DELETE', url: `/api/admin/offers/${unplaced.id}`, headers: admin });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const gone = await everyView();
    expect(quarter(gone).rows.map((row) => row.key)).not.toContain(String(unplaced.id));
    expect(quarter(gone).totals.current.clicks).toBe(quarter(withUnplaced).totals.current.clicks - 4);
    expect(quarter(gone).totals.current.conversions).toBe(quarter(withUnplaced).totals.current.conversions - 1);
    const [left] = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from offer_conversion_days where offer_id = ${unplaced.id}`),
    );
    expect(Number(left!.n)).toBe(0);
    await rollUp();
    expect(await everyView()).toEqual(gone);
    expect(gone).toEqual(await rawViews());
  });

  it('read closed days’ page views from their windows, and count a late page row at once', async () => {
    await rollUp();
    const [windows] = rowsOf<{ cur_7: number; prev_7: number }>(
      await t.database.db.execute(sql`select cur_7, prev_7 from page_view_windows where site_id = ${siteId} and post_id = ${article.id} and locale = 'en'`),
    );
    // The current week's closed days: back 1..6 (11 + ... + 16); the previous week: back 7..13,
    // of which 7, 8, 9 and 10 have views (17 + 18 + 19 + 20).
    expect(windows).toMatchObject({ cur_7: 81, prev_7: 74 });
    await t.database.db.insert(dailyStats).values({ siteId, dimension: 'page', day: dayOf(today), value: '/rollups', postId: article.id, pageviews: 7 });
    const week = await get<CampaignReport>(`/api/admin/campaigns/report?site_id=${siteId}&range=7d&group_by=language`);
    expect(week.rows.find((row) => row.key === 'en')!.current.views).toBe(81 + 7);
    expect(week.rows.find((row) => row.key === 'es')!.current.views).toBe(18);

    // A page row written late for a closed day is in the next report (the windows are set aside).
    await t.database.db.insert(dailyStats).values({ siteId, dimension: 'page', day: dayOf(today - 2 * DAY_MS), value: '/es/rollups-late', postId: article.id, pageviews: 5 });
    const late = await get<CampaignReport>(`/api/admin/campaigns/report?site_id=${siteId}&range=7d&group_by=language`);
    expect(late.rows.find((row) => row.key === 'es')!.current.views).toBe(18 + 5);
    const withLate = await everyView();
    await rollUp();
    expect(await everyView()).toEqual(withLate);
  });

  it('read closed days’ clicks, clickers and conversions from their windows, and set them aside at a late write', async () => {
    const db = t.database.db;
    await rollUp();
    const yesterday = dayOf(today - DAY_MS);
    expect(await campaignWindowsAnchor(db)).toBe(yesterday);
    // The per-click offer: r1 clicked it on back 1, 3, 8, 40 and 95 (fixture), one click a day.
    const [clicks] = rowsOf<Record<string, number>>(
      await db.execute(sql`select sum(cur_7)::int as cur_7, sum(prev_7)::int as prev_7, sum(cur_90)::int as cur_90, sum(prev_90)::int as prev_90
        from campaign_window_clicks where site_id = ${siteId} and offer_id = ${perClick.id}`),
    );
    expect(clicks).toMatchObject({ cur_7: 2, prev_7: 1, cur_90: 4, prev_90: 1 });
    const windowed = await everyView();
    expect(windowed).toEqual(await rawViews());

    // A conversion imported for a closed day clears the windows: the next report counts it.
    await rollUp();
    const [click] = rowsOf<{ id: string }>(
      await db.execute(sql`select id from offer_clicks where offer_id = ${perLead.id} and visitor = 'r1-3'`),
    );
    await importConversion(perLead, click!.id, dayOf(today - 3 * DAY_MS), '15');
    expect(await campaignWindowsAnchor(db)).toBeNull();
    const converted = await everyView();
    const week = (views: typeof converted) => views.reports.find((r) => r.range === '7d' && r.group_by === 'offer')!;
    expect(week(converted).totals.current.conversions).toBe(week(windowed).totals.current.conversions + 1);

    // So does a click flushed late for a closed day (the day is un-marked and read raw).
    await rollUp();
    t.app.ctx.offerClicks.add({ offerId: perClick.id, siteId, postId: article.id, tipId: 't1', locale: 'es', at: new Date(today - 2 * DAY_MS), visitor: 'windows-late' });
    await t.app.ctx.offerClicks.flush();
    expect(await campaignWindowsAnchor(db)).toBeNull();
    const late = await everyView();
    expect(week(late).totals.current).toMatchObject({
      clicks: week(converted).totals.current.clicks + 1,
      unique_clickers: week(converted).totals.current.unique_clickers + 1,
    });

    // The next pass rolls the day again and rebuilds the windows: the same figures, from them.
    await rollUp();
    expect(await campaignWindowsAnchor(db)).toBe(yesterday);
    expect(await everyView()).toEqual(late);
    expect(late).toEqual(await rawViews());
    // While a closed day is not rolled up whole, no windows are built (the reports read it raw).
    expect(await buildCampaignWindows(db, yesterday)).toBe(false);
  });
});
