import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offerClickBatches, offerClicks, offers, partners, sites } from '../../db/schema';
import { createTestContext, openSeededPglite, type TestContext } from '../../../test/helpers';
import { rowsOf } from '../../db/rows';
import { ClickBuffer } from './click-buffer';
import { clicksBetween, clicksWithIds } from './stored-clicks';

let t: TestContext;
let offerId: number;
let siteId: number;
beforeAll(async () => {
  t = await createTestContext();
  const [site] = await t.database.db.select({ id: sites.id }).from(sites).limit(1);
  siteId = site!.id;
  const [partner] = await t.database.db.insert(partners).values({ name: 'Buffer partner' }).returning();
  const [offer] = await t.database.db
    .insert(offers)
    .values({
      partnerId: partner!.id,
      name: 'Buffer offer',
      destinationUrl: 'https://shop.example/',
      commissionModel: 'per_click',
      commissionRate: '0.1',
      commissionCurrency: 'EUR',
    })
    .returning();
  offerId = offer!.id;
});
afterAll(async () => {
  await t.database.close();
});

const click = () => ({ offerId, siteId, postId: 1, tipId: 't1', locale: 'es', at: new Date(), visitor: null });
const stored = (id: string) =>
  t.database.db.select().from(offerClicks).where(eq(offerClicks.id, id));

describe('offer clicks in batches', () => {
  it('gives each click its id at once and stores every one at the flush', async () => {
    const errors: unknown[] = [];
    const buffer = new ClickBuffer(t.database.db, { flushMs: 60_000, onError: (e) => errors.push(e) });
    const ids = Array.from({ length: 30 }, () => buffer.add(click()));
    expect(new Set(ids).size).toBe(30);
    expect(await stored(ids[0]!)).toHaveLength(0);
    await buffer.flush();
    for (const id of ids) expect(await stored(id)).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('writes on its own once a batch is full', async () => {
    const buffer = new ClickBuffer(t.database.db, { flushMs: 60_000, maxRows: 5, onError: () => {} });
    const ids = Array.from({ length: 5 }, () => buffer.add(click()));
    // The fifth click started the write; flush() waits for it (and has nothing more to write).
    await buffer.flush();
    for (const id of ids) expect(await stored(id)).toHaveLength(1);
  });

  it('keeps the clicks a failed write could not store and writes them at the next flush', async () => {
    for (const copy of [false, ...(t.database.kind === 'pglite' ? [true] : [])]) {
      const errors: unknown[] = [];
      let failing = true;
      // A database that refuses the first write (a batch is one transaction, or on PGlite one
      // exchange), as during a short outage.
      const refuse = () => {
        failing = false;
        return Promise.reject(new Error('connection lost'));
      };
      const flaky = new Proxy(t.database.db, {
        get(target, name, receiver) {
          const real = Reflect.get(target, name, receiver) as unknown;
          if (name === 'transaction' && !copy && failing) return refuse;
          if (name === '$client' && copy) {
            const client = real as { exec: (...args: unknown[]) => Promise<unknown> };
            return { exec: (...args: unknown[]) => (failing ? refuse() : client.exec(...args)) };
          }
          return real;
        },
      });
      const buffer = new ClickBuffer(flaky, { flushMs: 60_000, copy, onError: (e) => errors.push(e) });
      const ids = [buffer.add(click()), buffer.add(click())];
      await buffer.flush();
      expect(errors, `copy: ${copy}`).toHaveLength(1);
      expect(await stored(ids[0]!)).toHaveLength(0);
      // A click that comes meanwhile goes in its own batch; the next flush writes both.
      ids.push(buffer.add(click()));
      await buffer.flush();
      for (const id of ids) expect(await stored(id), `copy: ${copy}`).toHaveLength(1);
      expect(errors).toHaveLength(1);
    }
  });
});

describe('offer clicks and their placements', () => {
  it('reads each click of a batch back with its own article, tip, language, page and device, by time and by id', async () => {
    const at = new Date(Date.UTC(2026, 10, 29, 12, 0, 0, 7));
    const placements = [
      { postId: 11, tipId: 't1', locale: 'es', counted: { path: '/es/a', device: 'desktop' as const } },
      // Another article's tip, in English, from a path holding what ends an element ("},{", "}]") and a space.
      { postId: 12, tipId: 't-2', locale: 'en', counted: { path: '/a b},{"x"}]', device: 'mobile' as const } },
      // A bot's click on the first tip: recorded, not counted (no page, no device).
      { postId: 11, tipId: 't1', locale: 'es', counted: null },
      { postId: 11, tipId: 't1', locale: 'es', counted: { path: '/es/b', device: 'desktop' as const } },
    ];
    for (const copy of [false, ...(t.database.kind === 'pglite' ? [true] : [])]) {
      const buffer = new ClickBuffer(t.database.db, { flushMs: 60_000, copy, onError: (e) => { throw e; } });
      // Interleaved, as readers' clicks on several articles come: three rounds over the four.
      const clicks = Array.from({ length: 12 }, (_, n) => ({
        ...click(),
        ...placements[n % 4]!,
        at: new Date(at.getTime() + n),
        visitor: n === 5 ? null : `reader-${n}`,
      }));
      const ids = clicks.map((one) => buffer.add(one));
      await buffer.flush();
      const expected = clicks.map((one, n) => ({
        id: ids[n],
        post_id: one.postId,
        tip_id: one.tipId,
        locale: one.locale,
        clicked_at: new Date(one.at).toISOString(),
        visitor: one.visitor,
        path: one.counted?.path ?? null,
        device: one.counted?.device ?? null,
      }));
      const columns = sql`id, post_id, tip_id, locale, to_char(clicked_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as clicked_at, visitor, path, device`;
      const read = async (from: SQL) =>
        rowsOf(await t.database.db.execute(sql`select ${columns} from ${from} c order by clicked_at`));
      expect(await read(clicksBetween(at, new Date(at.getTime() + 12))), `copy: ${copy}`).toEqual(expected);
      // By id (a postback, an import): the batch's first and last, one with no visitor, a bot's.
      const picked = [0, 5, 6, 11];
      expect(await read(clicksWithIds(picked.map((n) => ids[n]!))), `copy: ${copy}`).toEqual(
        picked.map((n) => expected[n]),
      );
      await t.database.db.delete(offerClickBatches).where(eq(offerClickBatches.firstAt, at));
    }
  });
});

describe('offer clicks and their offer', () => {
  it('drops the clicks of an offer deleted before the flush, and deleting an offer deletes its clicks', async () => {
    const offerOf = async (name: string) =>
      (
        await t.database.db
          .insert(offers)
          .values({ partnerId: (await t.database.db.select().from(partners).limit(1))[0]!.id, name, destinationUrl: 'https://shop.example/', commissionModel: 'per_click', commissionRate: '0.1', commissionCurrency: 'EUR' })
          .returning()
      )[0]!.id;
    const gone = await offerOf('Deleted before the flush');
    const later = await offerOf('Deleted after the flush');
    for (const copy of [false, ...(t.database.kind === 'pglite' ? [true] : [])]) {
      const buffer = new ClickBuffer(t.database.db, { flushMs: 60_000, copy, onError: (e) => { throw e; } });
      const kept = buffer.add(click());
      const lost = buffer.add({ ...click(), offerId: gone });
      const laterClick = buffer.add({ ...click(), offerId: later });
      if (!copy) await t.database.db.delete(offers).where(eq(offers.id, gone));
      await buffer.flush();
      expect(await stored(kept), `copy: ${copy}`).toHaveLength(1);
      expect(await stored(lost), `copy: ${copy}`).toHaveLength(0);
      expect(await stored(laterClick), `copy: ${copy}`).toHaveLength(1);
    }
    await t.database.db.delete(offers).where(eq(offers.id, later));
    expect(await t.database.db.select().from(offerClicks).where(eq(offerClicks.offerId, later))).toHaveLength(0);
    expect((await t.database.db.select().from(offerClicks).where(eq(offerClicks.offerId, offerId))).length).toBeGreaterThan(0);
  });
});

describe('offer clicks on PGlite', () => {
  it('stores the same rows with COPY as with the JSON insert, odd characters and nulls included', async () => {
    // COPY is PGlite's path (app.ts): on PGlite even when the suite runs on PostgreSQL.
    const database = await openSeededPglite();
    try {
      const [site] = await database.db.select({ id: sites.id }).from(sites).limit(1);
      const [partner] = await database.db.insert(partners).values({ name: 'Copy partner' }).returning();
      const [offer] = await database.db
        .insert(offers)
        .values({ partnerId: partner!.id, name: 'Copy offer', destinationUrl: 'https://shop.example/', commissionModel: 'per_click', commissionRate: '0.1', commissionCurrency: 'EUR' })
        .returning();
      const at = new Date(Date.UTC(2026, 10, 23, 10, 0, 0, 123));
      const odd = [
        { offerId: offer!.id, siteId: site!.id, postId: 1, tipId: 'tip\\1\t', locale: 'es', at, visitor: 'v\\is\nitor' },
        { offerId: offer!.id, siteId: site!.id, postId: 2, tipId: 't2', locale: 'zh', at, visitor: null },
        { offerId: offer!.id, siteId: site!.id, postId: 3, tipId: 't3', locale: 'en', at: new Date(at.getTime() + 1), visitor: 'plain' },
      ];
      const rows = async () =>
        (
          (await database.db.execute(
            sql`select offer_id, site_id, post_id, tip_id, locale, clicked_at::text, visitor from offer_clicks order by post_id`,
          )) as unknown as { rows: unknown[] }
        ).rows;
      const viaJson = new ClickBuffer(database.db, { flushMs: 60_000, onError: (e) => { throw e; } });
      for (const row of odd) viaJson.add(row);
      await viaJson.flush();
      const expected = await rows();
      expect(expected).toHaveLength(3);
      await database.db.delete(offerClickBatches);
      const viaCopy = new ClickBuffer(database.db, { flushMs: 60_000, copy: true, onError: (e) => { throw e; } });
      const ids = odd.map((row) => viaCopy.add(row));
      await viaCopy.flush();
      expect(await rows()).toEqual(expected);
      const [first] = await database.db.select().from(offerClicks).where(eq(offerClicks.id, ids[0]!));
      expect(first).toMatchObject({ tipId: 'tip\\1\t', visitor: 'v\\is\nitor' });
    } finally {
      await database.close();
    }
  });
});
