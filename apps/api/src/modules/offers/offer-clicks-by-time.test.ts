import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPostDetail, Offer, PlacementsResponse } from '../../contract';
import { call, type TestContext } from '../../../test/helpers';
import { storeClicks } from '../../../test/clicks';
import { rollupPendingDays } from '../campaign-reports/click-rollup';
import { campaignFixture, type CampaignFixture } from '../campaign-reports/fixture';
import { rowsOf } from '../../db/rows';
import { DAY_MS, dayOf } from '../../lib/days';
import { articleWithTips } from './fixture';

/**
 * offer_clicks has no index by offer (migration 0040): an offer's placements count its clicks from
 * the daily rollup where a day is rolled and from the raw clicks, found by time, everywhere else.
 * Clicks on days rolled whole, on a day a late click un-marked, on the open day before and after
 * its roll-up, and long before the reports' window: each counted once, and each gone with its
 * offer, nobody else's.
 */
let f: CampaignFixture;
let t: TestContext;
let post: AdminPostDetail;
let one: Offer;
let other: Offer;

async function request<T>(method: 'GET' | 'DELETE', url: string, status = 200): Promise<T> {
  const res = await call<T>(t.app, { method, url, headers: f.admin });
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body;
}

let clickCount = 0;
async function clickAt(offer: Offer, tip: string, locale: string, at: number): Promise<void> {
  clickCount += 1;
  await storeClicks(t.database.db, [
    {
      id: `${f.stamp}-by-time-${clickCount}`,
      offerId: offer.id,
      siteId: f.siteId,
      postId: post.id,
      tipId: tip,
      locale,
      clickedAt: new Date(at),
      visitor: `visitor-${clickCount}`,
    },
  ]);
}

/** The clicks of each placement as stored, one `locale tip: clicks` per row that has some. */
async function placed(offer: Offer): Promise<string[]> {
  const { data } = await request<PlacementsResponse>(
    'GET',
    `/api/admin/offers/${offer.id}/placements`,
  );
  return data
    .filter((row) => row.clicks > 0)
    .map((row) => `${row.locale} ${row.tip_id}: ${row.clicks}`)
    .sort();
}

async function clicksOf(offer: Offer): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await t.database.db.execute(
      sql`select count(*)::int as n from offer_clicks where offer_id = ${offer.id}`,
    ),
  );
  return Number(row!.n);
}

beforeAll(async () => {
  f = await campaignFixture('clicks-by-time');
  t = f.t;
  one = await f.offer('One', { model: 'per_click', rate: 0.1, currency: 'EUR' });
  other = await f.offer('Other', { model: 'per_click', rate: 0.1, currency: 'EUR' });
  post = await articleWithTips(t, f.admin, f.siteId, `By time ${f.stamp}`, [
    { offer_id: one.id, cta_link: 'https://fallback.example/' },
    { offer_id: other.id, cta_link: 'https://fallback.example/' },
  ]);
  const { today } = f;
  await clickAt(one, 't1', 'en', today - 400 * DAY_MS); // long before the reports' window
  await clickAt(one, 't1', 'en', today - 3 * DAY_MS);
  await clickAt(one, 't1', 'en', today - 3 * DAY_MS + 60_000);
  await clickAt(other, 't2', 'es', today - 3 * DAY_MS);
  await clickAt(one, 't1', 'es', today - 2 * DAY_MS);
  await clickAt(one, 't1', 'en', today - 3_600_000); // the open day, before its roll-up
  await rollupPendingDays(t.database.db, today);
  // A late click of two days ago un-marks that day: it is read raw until the next pass.
  await t.database.db.execute(
    sql`delete from offer_click_rolled_days where day = ${dayOf(today - 2 * DAY_MS)}::date`,
  );
  await clickAt(one, 't1', 'es', today - 2 * DAY_MS + 60_000);
  await clickAt(one, 't1', 'es', today - 10_000); // the open day, after its roll-up
});

afterAll(async () => {
  await t?.close();
});

describe('offer clicks found by time', () => {
  it('count in the placements once each, rolled up or raw', async () => {
    expect(
      rowsOf<{ n: number }>(
        await t.database.db.execute(
          sql`select count(*)::int as n from offer_click_rolled_days where rolled_until is not null`,
        ),
      )[0]!.n,
    ).toBe(1);
    expect(await placed(one)).toEqual(['en t1: 4', 'es t1: 3']);
    expect(await placed(other)).toEqual(['es t2: 1']);
  });

  it('go with their offer when it is deleted, and no other offer’s go', async () => {
    await request('DELETE', `/api/admin/offers/${one.id}`, 409);
    // Out of the trash no tip points to it any more.
    await request('DELETE', `/api/admin/posts/${post.id}`);
    expect(await clicksOf(one)).toBe(7);
    await request('DELETE', `/api/admin/offers/${one.id}`);
    expect(await clicksOf(one)).toBe(0);
    expect(await clicksOf(other)).toBe(1);
  });
});
