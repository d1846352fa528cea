import { describe, expect, it } from 'vitest';
import type { HttpError } from './errors';
import { RateLimiter } from './rate-limit';

/** The 429 a take() throws, or null when it passed. */
function refusal(limit: RateLimiter, key: string): HttpError | null {
  try {
    limit.take(key);
    return null;
  } catch (error) {
    return error as HttpError;
  }
}

describe('RateLimiter', () => {
  it('lets each key through `limit` times per window, then answers 429 with Retry-After', () => {
    let now = 1_000_000;
    const limit = new RateLimiter(3, 60_000, 100, () => now);
    for (let i = 0; i < 3; i += 1) expect(refusal(limit, '203.0.113.7')).toBeNull();
    now += 15_000;
    const refused = refusal(limit, '203.0.113.7');
    expect(refused?.statusCode).toBe(429);
    expect(refused?.message).toBe('Too many requests. Please try again later.');
    expect(refused?.headers).toEqual({ 'Retry-After': '45' });
    // Another key has its own window.
    expect(refusal(limit, '203.0.113.8')).toBeNull();
    // The window ends: the key starts again.
    now += 45_000;
    expect(refusal(limit, '203.0.113.7')).toBeNull();
  });

  it('keeps the window of a key in use while a flood of other keys passes', () => {
    const limit = new RateLimiter(3, 60_000, 100);
    for (let i = 0; i < 3; i += 1) limit.take('flooder');
    for (let i = 0; i < 10_000; i += 1) {
      limit.take(`reader-${i}`);
      if (i % 40 === 0) expect(() => limit.take('flooder')).toThrow(/Too many requests/);
    }
  });

  it('stays bounded: a key not used while many others come is forgotten, and starts again', () => {
    const limit = new RateLimiter(1, 60_000, 100);
    limit.take('once');
    expect(refusal(limit, 'once')?.statusCode).toBe(429);
    for (let i = 0; i < 10_000; i += 1) limit.take(`reader-${i}`);
    expect(refusal(limit, 'once')).toBeNull();
  });
});
