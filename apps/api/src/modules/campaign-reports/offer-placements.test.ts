import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPostDetail, CampaignReport, Offer } from '../../contract';
import { dailyStats } from '../../db/schema';
import { call, type TestContext } from '../../../test/helpers';
import { articleWithTips, type TipTarget } from '../offers/fixture';
import { campaignFixture, type CampaignFixture } from './fixture';
import { rowsOf } from '../../db/rows';
import { dayOf } from '../../lib/days';

/**
 * offer_placements (kept by a trigger on posts) against the scan of every post's tips it replaced
 * in the reports: after each way a post's placements change (created, tips edited, duplicated,
 * trashed, restored, deleted for good), the table holds exactly what the scan finds.
 */
let f: CampaignFixture;
let t: TestContext;
let offers: Offer[];

/** What the reports read before the table: the offers of every tip of the site's posts out of the trash. */
async function scanned(): Promise<string[]> {
  const rows = rowsOf<{ offer_id: number; post_id: number }>(
    await t.database.db.execute(sql`
      select distinct (tip->>'offer_id')::int as offer_id, p.id as post_id
      from posts p cross join lateral jsonb_array_elements(p.tips_meta) as tip
      where p.site_id = ${f.siteId} and p.deleted_at is null and tip->>'offer_id' is not null`),
  );
  return rows.map((row) => `${row.offer_id}:${row.post_id}`).sort();
}

async function stored(): Promise<string[]> {
  const rows = rowsOf<{ offer_id: number; post_id: number }>(
    await t.database.db.execute(sql`select offer_id, post_id from offer_placements where site_id = ${f.siteId}`),
  );
  return rows.map((row) => `${row.offer_id}:${row.post_id}`).sort();
}

async function expectSame(expected: string[]) {
  expect(await scanned()).toEqual([...expected].sort());
  expect(await stored()).toEqual([...expected].sort());
}

const pair = (offer: Offer, post: AdminPostDetail) => `${offer.id}:${post.id}`;
const tips = (...targets: (Offer | null)[]): TipTarget[] =>
  targets.map((offer) => ({ offer_id: offer?.id ?? null, cta_link: 'https://fallback.example/' }));

async function request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, status = 200) {
  const res = await call<T>(t.app, { method, url, headers: f.admin, ...(payload ? { payload } : {}) });
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body;
}

/** Saves the post with its tips (every language: the original's decide) pointing to `targets`. */
async function retarget(post: AdminPostDetail, targets: (Offer | null)[]): Promise<AdminPostDetail> {
  const { id: _id, updated_at: _u, deleted_at: _d, ...rest } = post;
  const translations = Object.fromEntries(
    Object.entries(rest.translations).map(([code, text]) => [
      code,
      {
        ...text!,
        content: (text!.content as { offer_id: number | null }[]).map((tip, index) => ({
          ...tip,
          offer_id: targets[index]?.id ?? null,
        })),
      },
    ]),
  );
  return (await request<{ post: AdminPostDetail }>('PUT', `/api/admin/posts/${post.id}`, { ...rest, translations })).post;
}

beforeAll(async () => {
  f = await campaignFixture('placements');
  t = f.t;
  offers = [];
  for (const name of ['One', 'Two', 'Three'])
    offers.push(await f.offer(name, { model: 'per_click', rate: 0.1, currency: 'EUR' }));
});

afterAll(async () => {
  await t?.close();
});

describe('offer placements', () => {
  it('hold what the scan of the posts finds after every edit, trash, restore and delete', async () => {
    const [one, two, three] = offers as [Offer, Offer, Offer];
    await expectSame([]);
    let first = await articleWithTips(t, f.admin, f.siteId, `First ${f.stamp}`, tips(one, two, one));
    const second = await articleWithTips(t, f.admin, f.siteId, `Second ${f.stamp}`, tips(three, null));
    await expectSame([pair(one, first), pair(two, first), pair(three, second)]);

    // A tip stops placing an offer, another starts; a save that changes no tip changes nothing.
    first = await retarget(first, [three, null, one]);
    await expectSame([pair(three, first), pair(one, first), pair(three, second)]);
    first = await retarget(first, [three, null, one]);
    await expectSame([pair(three, first), pair(one, first), pair(three, second)]);

    const copy = (await request<{ post: AdminPostDetail }>('POST', `/api/admin/posts/${first.id}/duplicate`, undefined, 201)).post;
    await expectSame([pair(three, first), pair(one, first), pair(three, second), pair(three, copy), pair(one, copy)]);

    await request('DELETE', `/api/admin/posts/${second.id}`);
    await expectSame([pair(three, first), pair(one, first), pair(three, copy), pair(one, copy)]);
    await request('POST', `/api/admin/posts/${second.id}/restore`, { as: 'published' });
    await expectSame([pair(three, first), pair(one, first), pair(three, second), pair(three, copy), pair(one, copy)]);

    await request('DELETE', `/api/admin/posts/${copy.id}`);
    await request('DELETE', `/api/admin/posts/${copy.id}/permanent`);
    await expectSame([pair(three, first), pair(one, first), pair(three, second)]);
  });

  it('put an article that starts placing an offer in the next report, and take it out when it stops', async () => {
    const [one, two] = offers as [Offer, Offer];
    let article = await articleWithTips(t, f.admin, f.siteId, `Views ${f.stamp}`, tips(one));
    await t.database.db.insert(dailyStats).values({
      siteId: f.siteId,
      dimension: 'page',
      day: dayOf(f.today),
      value: `/views-${f.stamp}`,
      postId: article.id,
      pageviews: 40,
    });
    const viewsOf = async (offer: Offer) => {
      const report = await request<CampaignReport>('GET', `/api/admin/campaigns/report?site_id=${f.siteId}&range=7d&group_by=offer`);
      return report.rows.find((row) => row.key === String(offer.id))?.current.views ?? 0;
    };
    const before = await viewsOf(two);
    article = await retarget(article, [two]);
    expect(await viewsOf(two)).toBe(before + 40);
    await retarget(article, [null]);
    expect(await viewsOf(two)).toBe(before);
  });
});
