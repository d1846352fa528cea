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

describe('EventBuffer during a burst', () => {
  const at = (occurredAt: number): CountedEvent => ({ ...event, occurredAt });

  it('waits for a quiet moment to write, then writes everything', async () => {
    const { db, batches } = countingDb();
    let now = 1_000_000;
    const buffer = new EventBuffer(db, { quietMs: 40, batchSize: 2 }, () => now);
    buffer.start();
    for (let i = 0; i < 5; i += 1) buffer.push(at(now));
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(batches).toHaveLength(0);
    now += 40;
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(batches).toHaveLength(3);
    expect(buffer.size).toBe(0);
    await buffer.close();
  });

  it('writes while busy once deferUpTo events wait, and flush() writes all of them', async () => {
    const { db, batches } = countingDb();
    const now = 1_000_000;
    const buffer = new EventBuffer(db, { deferUpTo: 4, batchSize: 2 }, () => now);
    for (let i = 0; i < 3; i += 1) buffer.push(at(now));
    await Promise.resolve();
    expect(batches).toHaveLength(0);
    buffer.push(at(now));
    await new Promise((resolve) => setTimeout(resolve, 10));
    // One batch brings it under the bound; the rest waits for a quiet moment.
    expect(batches).toHaveLength(1);
    expect(buffer.size).toBe(2);
    await buffer.flush();
    expect(buffer.size).toBe(0);
  });

  it('writes a flood that never pauses once its oldest event waited maxDelayMs', async () => {
    const { db, batches } = countingDb();
    let now = 1_000_000;
    const buffer = new EventBuffer(db, { quietMs: 20, maxDelayMs: 100 }, () => now);
    buffer.start();
    buffer.push(at(now));
    now += 100;
    buffer.push(at(now));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(batches).toHaveLength(1);
    expect(buffer.size).toBe(0);
    await buffer.close();
  });
});
