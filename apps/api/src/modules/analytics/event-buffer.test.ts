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
