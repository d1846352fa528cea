import { HttpError } from './errors';

/** Slots per bucket: a key lives in one bucket, and the bucket's least recently used slot goes first. */
const WAYS = 8;

/**
 * A fixed-window counter per client key, in memory (per instance: a flood hits one instance at a
 * time, and the limits are generous enough for people), bounded: when a key's bucket is full, the
 * window not used for longest goes first.
 *
 * The windows live in typed arrays (about 3 MB at 50,000 keys, touched as keys come), found by a
 * hash of the key, not in a Map of strings and objects: a flood of new keys (a click or a beacon
 * per reader address) otherwise left a string, an object and a map entry per request alive for
 * the garbage collector to copy, and on /go those copies (with the visitor memo's) made most of
 * the server thread's pauses. Two keys share a window only when they fall in the same bucket with
 * the same 32-bit tag: about one chance in 4 billion per pair.
 */
export class RateLimiter {
  private readonly mask: number;
  /** Per slot: the fingerprint's second half (0: free), the window's start and count, its last use. */
  private readonly tags: Uint32Array;
  private readonly startedAt: Float64Array;
  private readonly counts: Uint32Array;
  private readonly usedAt: Float64Array;
  private uses = 0;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    maxKeys = 50_000,
    private readonly now: () => number = Date.now,
  ) {
    // Twice the keys in slots, so a bucket rarely fills before its keys are old.
    let buckets = 1;
    while (buckets * WAYS < maxKeys * 2) buckets *= 2;
    this.mask = buckets - 1;
    const slots = buckets * WAYS;
    this.tags = new Uint32Array(slots);
    this.startedAt = new Float64Array(slots);
    this.counts = new Uint32Array(slots);
    this.usedAt = new Float64Array(slots);
  }

  /** Counts one request of `key`; throws 429 with Retry-After past the limit. */
  take(key: string, message = 'Too many requests. Please try again later.'): void {
    const now = this.now();
    const slot = this.slotOf(key);
    if (this.counts[slot] === 0 || now - this.startedAt[slot]! >= this.windowMs) {
      this.startedAt[slot] = now;
      this.counts[slot] = 0;
    }
    const count = (this.counts[slot] = this.counts[slot]! + 1);
    if (count > this.limit) {
      const retryAfter = Math.max(
        1,
        Math.ceil((this.startedAt[slot]! + this.windowMs - now) / 1000),
      );
      throw new HttpError(429, message, {}, { 'Retry-After': String(retryAfter) });
    }
  }

  /** The key's slot, taken over from the bucket's least recently used one when the key is new. */
  private slotOf(key: string): number {
    // Two 32-bit multiplicative hashes of the key in one pass (cyrb53's mixing), one for the
    // bucket and one as the tag (never 0, the free mark).
    let h1 = 0xdeadbeef;
    let h2 = 0x41c6ce57;
    for (let i = 0; i < key.length; i += 1) {
      const code = key.charCodeAt(i);
      h1 = Math.imul(h1 ^ code, 2654435761);
      h2 = Math.imul(h2 ^ code, 1597334677);
    }
    h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
    h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
    const tag = h2 >>> 0 || 1;
    const first = (h1 & this.mask) * WAYS;
    let oldest = first;
    for (let slot = first; slot < first + WAYS; slot += 1) {
      if (this.tags[slot] === tag) {
        this.usedAt[slot] = ++this.uses;
        return slot;
      }
      if (this.usedAt[slot]! < this.usedAt[oldest]!) oldest = slot;
    }
    this.tags[oldest] = tag;
    this.counts[oldest] = 0;
    this.usedAt[oldest] = ++this.uses;
    return oldest;
  }
}
