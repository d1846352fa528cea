import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openSeededPglite } from '../../../test/helpers';
import type { Db } from '../../db/client';
import { EventBuffer, type CountedEvent } from './event-buffer';

const event: CountedEvent = {
  siteId: 1,
  occurredAt: Date.UTC(2026, 10, 23, 10),
  kind: 'pageview',
  path: '/',
  postId: null,
  tipId: null,
  locale: 'en',
  referrerHost: '',
  device: 'desktop',
  visitor: 'v1',
};

/** Only the buffer's bookkeeping is under test here: a database that counts the batches it gets. */
function countingDb() {
  const batches: number[] = [];
  const db = { transaction: async () => void batches.push(1) } as unknown as Db;
  return { db, batches };
}

describe('EventBuffer.flush', () => {
  it('writes what arrives after a flush that found nothing (a quiet first tick must not jam it)', async () => {
    const { db, batches } = countingDb();
    const buffer = new EventBuffer(db);
    await buffer.flush();
    buffer.push(event);
    await buffer.flush();
    expect(batches).toHaveLength(1);
    expect(buffer.size).toBe(0);
    buffer.push(event);
    await buffer.flush();
    expect(batches).toHaveLength(2);
  });

  it('shares one write between concurrent flushes', async () => {
    const { db, batches } = countingDb();
    const buffer = new EventBuffer(db);
    buffer.push(event);
    await Promise.all([buffer.flush(), buffer.flush()]);
    expect(batches).toHaveLength(1);
  });
});

describe('EventBuffer cadence', () => {
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('writes what waits every flushMs, without a flush or a shutdown', async () => {
    const { db, batches } = countingDb();
    const buffer = new EventBuffer(db, { flushMs: 30 });
    buffer.start();
    for (let i = 0; i < 3; i += 1) buffer.push(event);
    expect(batches).toHaveLength(0);
    await wait(80);
    expect(batches).toHaveLength(1);
    expect(buffer.size).toBe(0);
    buffer.push(event);
    await wait(80);
    expect(batches).toHaveLength(2);
    await buffer.close();
  });

  it('writes a full batch at once, before the cadence, and leaves a partial one for it', async () => {
    const { db, batches } = countingDb();
    const buffer = new EventBuffer(db, { flushMs: 60_000, batchSize: 2 });
    buffer.start();
    buffer.push(event);
    await wait(5);
    expect(batches).toHaveLength(0);
    buffer.push(event);
    await wait(5);
    expect(batches).toHaveLength(1);
    buffer.push(event);
    await wait(5);
    expect(batches).toHaveLength(1);
    expect(buffer.size).toBe(1);
    // A clean shutdown writes the rest.
    await buffer.close();
    expect(batches).toHaveLength(2);
    expect(buffer.size).toBe(0);
  });

  it('with the database down keeps at most maxPending events, counts the drops, and writes the kept ones once it is back', async () => {
    let down = true;
    const written: number[] = [];
    const db = {
      transaction: async () => {
        if (down) throw new Error('connection refused');
        written.push(1);
      },
    } as unknown as Db;
    const buffer = new EventBuffer(db, { flushMs: 20, batchSize: 2, maxPending: 4 });
    buffer.start();
    for (let i = 0; i < 10; i += 1) buffer.push(event);
    await wait(50);
    expect(buffer.size).toBe(4);
    expect(buffer.dropped).toBe(6);
    await expect(buffer.flush()).rejects.toThrow('connection refused');
    expect(buffer.size).toBe(4);
    down = false;
    await wait(50);
    expect(buffer.size).toBe(0);
    expect(written).toHaveLength(2);
    await buffer.close();
  });
});

describe('EventBuffer on PGlite', () => {
  it('stores the same raw rows with COPY as with the JSON insert, odd characters and nulls included', async () => {
    // COPY is PGlite's path (app.ts): on PGlite even when the suite runs on PostgreSQL.
    const database = await openSeededPglite();
    try {
      const odd: CountedEvent[] = [
        { ...event, path: '/tab\there\\back\\slash\nline\rret', visitor: 'odd' },
        { ...event, kind: 'cta_click', postId: 7, tipId: 'tip\\1\t', referrerHost: 'example.org', locale: 'es', device: 'mobile', visitor: 'odd' },
        { ...event, path: '/ünïcödé/文章', synthetic: true, occurredAt: event.occurredAt + 123, visitor: 'odd' },
      ];
      const rows = async () =>
        (
          (await database.db.execute(
            sql`select site_id, occurred_at::text, kind, path, post_id, tip_id, locale, referrer_host, device, synthetic from events where visitor = 'odd' order by occurred_at, kind`,
          )) as unknown as { rows: unknown[] }
        ).rows;
      const viaJson = new EventBuffer(database.db);
      for (const e of odd) viaJson.push(e);
      await viaJson.close();
      const expected = await rows();
      expect(expected).toHaveLength(3);
      await database.db.execute(sql`delete from events where visitor = 'odd'`);
      const viaCopy = new EventBuffer(database.db, { copyRaw: true });
      for (const e of odd) viaCopy.push(e);
      await viaCopy.close();
      expect(await rows()).toEqual(expected);
    } finally {
      await database.close();
    }
  });

  it('counts a visitor once a day, on their first page view; a click adds none', async () => {
    const database = await openSeededPglite();
    try {
      const click = { ...event, kind: 'cta_click' as const, postId: 7, tipId: 't1' };
      const buffer = new EventBuffer(database.db, { copyRaw: true });
      buffer.push({ ...click, path: '/visit-click-only', visitor: 'only-clicked' });
      buffer.push({ ...event, path: '/visit-first', visitor: 'reader' });
      buffer.push({ ...click, path: '/visit-first', visitor: 'reader' });
      buffer.push({ ...event, path: '/visit-second', visitor: 'reader' });
      await buffer.close();
      const { rows } = (await database.db.execute(
        sql`select value, pageviews, cta_clicks, visitors from daily_stats
            where dimension = 'page' and day = '2026-11-23' and value like '/visit-%' order by value`,
      )) as unknown as { rows: unknown[] };
      expect(rows).toEqual([
        { value: '/visit-click-only', pageviews: 0, cta_clicks: 1, visitors: 0 },
        { value: '/visit-first', pageviews: 1, cta_clicks: 1, visitors: 1 },
        { value: '/visit-second', pageviews: 1, cta_clicks: 0, visitors: 0 },
      ]);
    } finally {
      await database.close();
    }
  });
});
