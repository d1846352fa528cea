import { BoundedMap } from './bounded-map';
import { HttpError } from './errors';

/**
 * A fixed-window counter per client key, in memory (per instance: a flood hits one instance at a
 * time, and the limits are generous enough for people). The map is bounded (bounded-map.ts): when
 * it is full, the windows not used for longest go first.
 */
export class RateLimiter {
  private readonly windows: BoundedMap<{ startedAt: number; count: number }>;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    maxKeys = 50_000,
    private readonly now: () => number = Date.now,
  ) {
    this.windows = new BoundedMap(maxKeys);
  }

  /** Counts one request of `key`; throws 429 with Retry-After past the limit. */
  take(key: string, message = 'Too many requests. Please try again later.'): void {
    const now = this.now();
    let window = this.windows.get(key);
    if (!window || now - window.startedAt >= this.windowMs) {
      window = { startedAt: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    if (window.count > this.limit) {
      const retryAfter = Math.max(1, Math.ceil((window.startedAt + this.windowMs - now) / 1000));
      throw new HttpError(429, message, {}, { 'Retry-After': String(retryAfter) });
    }
  }
}
