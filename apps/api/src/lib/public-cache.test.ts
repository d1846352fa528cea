import { describe, expect, it } from 'vitest';
import { cacheKey, PublicCache } from './public-cache';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What node-postgres throws when PostgreSQL cannot be reached. */
const unreachable = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

/** A producer that counts its runs and answers `{ n }` with the run number. */
function counter() {
  let runs = 0;
  const produce = async () => {
    runs += 1;
    await sleep(5);
    return { n: runs };
  };
  return { produce, runs: () => runs };
}

const bodyOf = (reply: { body: Buffer }) => JSON.parse(reply.body.toString()) as { n: number };

describe('PublicCache', () => {
  it('produces once for concurrent misses of one key (single flight)', async () => {
    const cache = new PublicCache({ enabled: true });
    const { produce, runs } = counter();
    const replies = await Promise.all(Array.from({ length: 20 }, () => cache.get(cacheKey(1, 'en', 'homepage'), produce)));
    expect(runs()).toBe(1);
    expect(new Set(replies.map((reply) => reply.etag)).size).toBe(1);
  });

  it('evicts the least recently used entry when full, not everything', async () => {
    const cache = new PublicCache({ enabled: true, maxEntries: 2 });
    const a = counter();
    const b = counter();
    const c = counter();
    await cache.get('1|a', a.produce);
    await cache.get('1|b', b.produce);
    await cache.get('1|a', a.produce); // a is now the most recent
    await cache.get('1|c', c.produce); // evicts b
    expect(cache.size).toBe(2);
    await cache.get('1|a', a.produce);
    await cache.get('1|b', b.produce);
    expect(a.runs()).toBe(1);
    expect(b.runs()).toBe(2);
  });

  it('bounds the bytes held, dropping the least recently used entries', async () => {
    const cache = new PublicCache({ enabled: true, maxBytes: 250 });
    const page = (size: number) => async () => ({ body: 'x'.repeat(size), status: 200, contentType: 'text/html' });
    await cache.getRaw('1|a', page(100));
    await cache.getRaw('1|b', page(100));
    await cache.getRaw('1|c', page(100)); // 300 bytes: a goes
    expect(cache.size).toBe(2);
    let runs = 0;
    await cache.getRaw('1|a', async () => {
      runs += 1;
      return { body: 'x', status: 200, contentType: 'text/html' };
    });
    expect(runs).toBe(1);
    cache.invalidate();
    await cache.getRaw('1|d', page(200));
    await cache.getRaw('1|e', page(40));
    expect(cache.size).toBe(2);
  });

  it('serves an expired entry at once and refreshes it behind the reply', async () => {
    const cache = new PublicCache({ enabled: true, ttlMs: 20, staleWhileRevalidateMs: 60_000 });
    const { produce, runs } = counter();
    expect(bodyOf(await cache.get('1|k', produce)).n).toBe(1);
    await sleep(30);
    expect(bodyOf(await cache.get('1|k', produce)).n).toBe(1);
    await sleep(20);
    expect(runs()).toBe(2);
    expect(bodyOf(await cache.get('1|k', produce)).n).toBe(2);
  });

  it('waits for a fresh reply once an entry is older than the revalidation window', async () => {
    const cache = new PublicCache({ enabled: true, ttlMs: 10, staleWhileRevalidateMs: 0 });
    const { produce } = counter();
    await cache.get('1|k', produce);
    await sleep(20);
    expect(bodyOf(await cache.get('1|k', produce)).n).toBe(2);
  });

  it('keeps serving expired entries while the database is unreachable; uncached keys fail', async () => {
    const cache = new PublicCache({ enabled: true, ttlMs: 10, staleWhileRevalidateMs: 0 });
    const first = await cache.get('1|k', async () => ({ n: 1 }));
    await sleep(20);
    let attempts = 0;
    const down = async () => {
      attempts += 1;
      throw unreachable();
    };
    const during = await cache.get('1|k', down);
    expect(during.etag).toBe(first.etag);
    // Within the outage pause, further reads do not wait on the database at all.
    await cache.get('1|k', down);
    expect(attempts).toBe(1);
    await expect(cache.get('1|other', down)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('stops serving an entry past the stale-if-error window', async () => {
    const cache = new PublicCache({ enabled: true, ttlMs: 10, staleWhileRevalidateMs: 0, staleIfErrorMs: 10 });
    await cache.get('1|k', async () => ({ n: 1 }));
    await sleep(30);
    await expect(
      cache.get('1|k', async () => {
        throw unreachable();
      }),
    ).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('drops an expired entry when the refresh fails for another reason (the page is gone)', async () => {
    const cache = new PublicCache({ enabled: true, ttlMs: 10, staleWhileRevalidateMs: 0 });
    await cache.get('1|k', async () => ({ n: 1 }));
    await sleep(20);
    const gone = async () => {
      throw new Error('Article not found');
    };
    await expect(cache.get('1|k', gone)).rejects.toThrow('Article not found');
    expect(cache.size).toBe(0);
  });

  it('invalidates one site, or all sites', async () => {
    const cache = new PublicCache({ enabled: true });
    const one = counter();
    const two = counter();
    await cache.get(cacheKey(1, 'en', 'homepage'), one.produce);
    await cache.get(cacheKey(2, 'en', 'homepage'), two.produce);
    await cache.get(cacheKey(12, 'en', 'homepage'), two.produce);
    cache.invalidate(1);
    expect(cache.size).toBe(2);
    await cache.get(cacheKey(1, 'en', 'homepage'), one.produce);
    await cache.get(cacheKey(2, 'en', 'homepage'), two.produce);
    expect(one.runs()).toBe(2);
    expect(two.runs()).toBe(2);
    cache.invalidate();
    expect(cache.size).toBe(0);
  });

  it('does not store a reply whose reads began before a write', async () => {
    const cache = new PublicCache({ enabled: true });
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const before = cache.get('1|k', async () => {
      await gate;
      return { n: 'before the write' };
    });
    cache.invalidate(1);
    release();
    expect(JSON.parse((await before).body.toString())).toEqual({ n: 'before the write' });
    const after = await cache.get('1|k', async () => ({ n: 'after the write' }));
    expect(JSON.parse(after.body.toString())).toEqual({ n: 'after the write' });
  });

  it('caches raw replies with their status, type, headers and a strong ETag', async () => {
    const cache = new PublicCache({ enabled: true });
    let runs = 0;
    const produce = async () => {
      runs += 1;
      return { body: '<p>Hola</p>', status: 404, contentType: 'text/html; charset=utf-8', headers: { 'x-robots-tag': 'noindex' } };
    };
    const first = await cache.getRaw('1|es|page|/es/nada', produce);
    const second = await cache.getRaw('1|es|page|/es/nada', produce);
    expect(runs).toBe(1);
    expect(second).toMatchObject({ status: 404, contentType: 'text/html; charset=utf-8', headers: { 'x-robots-tag': 'noindex' } });
    expect(second.body.toString()).toBe('<p>Hola</p>');
    expect(second.etag).toMatch(/^"[\w-]{27}"$/);
    expect(second.etag).toBe(first.etag);
  });

  it('produces every time when disabled', async () => {
    const cache = new PublicCache({ enabled: false });
    const { produce, runs } = counter();
    await cache.get('1|k', produce);
    await cache.get('1|k', produce);
    expect(runs()).toBe(2);
    expect(cache.size).toBe(0);
  });
});
