import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampaignGroup, CampaignReport, Offer } from '../../contract';
import type { SettableClock } from '../../lib/clock';
import { call, type TestContext } from '../../../test/helpers';
import { storeClicks, type StoredClick } from '../../../test/clicks';
import { rollupClickDays, rollupPendingDays } from './click-rollup';
import { campaignFixture } from './fixture';
import { rowsOf } from '../../db/rows';
import { DAY_MS, dayOf } from '../../lib/days';

/**
 * The daily click rollup against the raw clicks: a report spanning rolled days and today answers
 * what the raw clicks say (clicks and unique clickers at every level), rolling a day again counts
 * nothing twice, and a click that arrives late for a rolled day is still counted, once.
 */
const GROUPS: CampaignGroup[] = ['offer', 'site', 'language', 'post'];

let t: TestContext;
let clock: SettableClock;
let admin: Record<string, string>;
let siteId: number;
let offers: Offer[];
let today: number;
let STAMP: string;

async function report(group: CampaignGroup): Promise<CampaignReport> {
  const res = await call<CampaignReport>(t.app, {
    method: 'GET',
    url: `/api/admin/campaigns/report?site_id=${siteId}&range=30d&group_by=${group}`,
    headers: admin,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** What each report level must say, counted on the raw clicks of this file's site (30 days). */
async function rawFigures() {
  const since = new Date(Date.parse(`${dayOf(today - 29 * DAY_MS)}T00:00:00Z`));
  const [row] = rowsOf<{ clicks: number; clickers: number }>(
    await t.database.db.execute(sql`
      select count(*)::int as clicks,
        count(distinct (clicked_at at time zone 'UTC')::date || ':' || visitor)::int as clickers
      from offer_clicks where site_id = ${siteId} and clicked_at >= ${since.toISOString()}::timestamptz`),
  );
  const byOffer = rowsOf<{ key: string; clicks: number; clickers: number }>(
    await t.database.db.execute(sql`
      select offer_id::text as key, count(*)::int as clicks,
        count(distinct (clicked_at at time zone 'UTC')::date || ':' || visitor)::int as clickers
      from offer_clicks where site_id = ${siteId} and clicked_at >= ${since.toISOString()}::timestamptz
      group by 1 order by 1`),
  );
  return { clicks: Number(row!.clicks), clickers: Number(row!.clickers), byOffer };
}

const figuresOf = (body: CampaignReport) => ({
  totals: body.totals,
  rows: [...body.rows].sort((a, b) => a.key.localeCompare(b.key)),
  daily: body.daily,
});

async function everyReport() {
  return Promise.all(GROUPS.map(async (group) => figuresOf(await report(group))));
}

/** The days rolled up whole (the open day is rolled up to a minute ago only). */
async function rolledDays(): Promise<string[]> {
  return rowsOf<{ day: string }>(
    await t.database.db.execute(
      sql`select to_char(day, 'YYYY-MM-DD') as day from offer_click_rolled_days where rolled_until is null order by day`,
    ),
  ).map((row) => row.day);
}

beforeAll(async () => {
  const fixture = await campaignFixture('rollup');
  ({ t, clock, admin, siteId, today, stamp: STAMP } = fixture);
  offers = [
    await fixture.offer('Rollup per click', { model: 'per_click', rate: 0.5, currency: 'EUR' }),
    await fixture.offer('Rollup other per click', { model: 'per_click', rate: 0.25, currency: 'EUR' }),
  ];

  // Five closed days and today: per day, reader r1 clicks both offers (one clicker at the site and
  // language levels, one per offer), r2 clicks twice in Spanish on another article, a click of an
  // unknown reader (no hash) counts as a click only; the same hash on two days is two clickers.
  const rows: StoredClick[] = [];
  for (const back of [0, 1, 2, 3, 6, 12]) {
    const at = (hour: number) =>
      new Date(Date.parse(`${dayOf(today - back * DAY_MS)}T00:00:00Z`) + hour * 3_600_000);
    const add = (
      offer: Offer,
      postId: number,
      locale: string,
      visitor: string | null,
      hour: number,
    ) =>
      rows.push({
        id: `rollup-${STAMP}-${rows.length}`,
        offerId: offer.id,
        siteId,
        postId,
        tipId: 't1',
        locale,
        clickedAt: at(hour),
        visitor,
      });
    add(offers[0]!, 1, 'en', `r1-${back}`, 1);
    add(offers[1]!, 1, 'en', `r1-${back}`, 2);
    add(offers[0]!, 2, 'es', `r2-${back}`, 3);
    add(offers[0]!, 2, 'es', `r2-${back}`, back === 0 ? 11 : 23);
    add(offers[1]!, 2, 'en', null, 4);
  }
  await storeClicks(t.database.db, rows);
});
afterAll(() => t.close());

describe('the daily click rollup', () => {
  it('answers, over rolled days and today, what the raw clicks say', async () => {
    // Every day read raw first: the figures the rollup must reproduce.
    await t.database.db.execute(sql`delete from offer_click_rolled_days`);
    const raw = await everyReport();
    const expected = await rawFigures();
    expect(expected).toMatchObject({ clicks: 30, clickers: 12 });
    expect(raw[0]!.totals.current).toMatchObject({ clicks: 30, unique_clickers: 12 });
    expect(
      raw[0]!.rows.map((row) => [row.key, row.current.clicks, row.current.unique_clickers]),
    ).toEqual(expected.byOffer.map((row) => [row.key, row.clicks, row.clickers]));

    // (Another test file on the same PostgreSQL database may roll some of them first.)
    await rollupPendingDays(t.database.db, today);
    const rolled = await rolledDays();
    expect(rolled).toContain(dayOf(today - DAY_MS));
    expect(rolled).toContain(dayOf(today - 12 * DAY_MS));
    // Today is open: rolled up to a minute ago only, the rest read raw (campaign-rollups.test.ts).
    expect(rolled).not.toContain(dayOf(today));

    expect(await everyReport()).toEqual(raw);
    const byLanguage = await report('language');
    expect(byLanguage.rows.find((row) => row.key === 'es')!.current).toMatchObject({
      clicks: 12,
      unique_clickers: 6,
    });
    expect(byLanguage.rows.find((row) => row.key === 'en')!.current).toMatchObject({
      clicks: 18,
      unique_clickers: 6,
    });
  });

  it('rolls a day again without counting anything twice', async () => {
    const before = await everyReport();
    const from = dayOf(today - 12 * DAY_MS);
    const to = dayOf(today - DAY_MS);
    await rollupClickDays(t.database.db, from, to);
    await rollupClickDays(t.database.db, from, to);
    await rollupPendingDays(t.database.db, today);
    expect(await everyReport()).toEqual(before);
    const [sums] = rowsOf<{ clicks: number }>(
      await t.database.db.execute(
        sql`select coalesce(sum(clicks), 0)::int as clicks from offer_click_days where site_id = ${siteId}`,
      ),
    );
    // 25 on the closed days, and today's 5 rolled up to a minute ago (all from before 11:59).
    expect(Number(sums!.clicks)).toBe(30);
  });

  it('counts a click that arrives late for a rolled day, once', async () => {
    const late = today - 3 * DAY_MS;
    t.app.ctx.offerClicks.add({
      offerId: offers[1]!.id,
      siteId,
      postId: 3,
      tipId: 't1',
      locale: 'fr',
      at: new Date(late),
      visitor: `late-${STAMP}`,
    });
    await t.app.ctx.offerClicks.flush();
    // The flush took the day out of the rollup: read raw until the next pass.
    expect(await rolledDays()).not.toContain(dayOf(late));
    const unrolled = await everyReport();
    expect(unrolled[0]!.totals.current).toMatchObject({ clicks: 31, unique_clickers: 13 });
    expect((await rawFigures()).clicks).toBe(31);

    // The scheduler's next pass (a jump of the clock runs it) rolls the day again.
    await clock.set(new Date(today + 1000));
    expect(await rolledDays()).toContain(dayOf(late));
    expect(await everyReport()).toEqual(unrolled);
  });

  it('marks a closed day without clicks in one pass, and a click written later for it is still counted', async () => {
    const quiet = today - 20 * DAY_MS;
    await t.database.db.execute(sql`delete from offer_click_rolled_days`);
    await rollupPendingDays(t.database.db, today);
    // Every closed day of the window is rolled, the empty ones with no rows of their own.
    expect(await rolledDays()).toContain(dayOf(quiet));
    const [left] = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from offer_clicker_days where day = ${dayOf(quiet)}::date`,
      ),
    );
    expect(Number(left!.n)).toBe(0);

    const before = await report('offer');
    t.app.ctx.offerClicks.add({
      offerId: offers[0]!.id,
      siteId,
      postId: 9,
      tipId: 't9',
      locale: 'en',
      at: new Date(quiet),
      visitor: `quiet-${STAMP}`,
    });
    await t.app.ctx.offerClicks.flush();
    expect(await rolledDays()).not.toContain(dayOf(quiet));
    await rollupPendingDays(t.database.db, today);
    expect(await rolledDays()).toContain(dayOf(quiet));
    expect((await report('offer')).totals.current.clicks).toBe(before.totals.current.clicks + 1);
  });
});
