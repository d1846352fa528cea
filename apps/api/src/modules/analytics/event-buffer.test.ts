import { describe, expect, it } from 'vitest';
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
