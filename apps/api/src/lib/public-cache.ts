import { createHash } from 'node:crypto';

export interface CachedReply {
  /** Serialized JSON as bytes: sent as is, no per-request encoding or length computation. */
  body: Buffer;
  /** Strong validator: a hash of the exact bytes. */
  etag: string;
  storedAt: number;
}

export function makeReply(payload: unknown): CachedReply {
  return makeRawReply(Buffer.from(JSON.stringify(payload)));
}

function makeRawReply(body: Buffer): CachedReply {
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
  return { body, etag, storedAt: Date.now() };
}

/** What a producer of a non-JSON reply (a rendered page) hands the cache. */
export interface RawReply {
  body: string | Buffer;
  status: number;
  contentType: string;
  headers?: Record<string, string>;
}

export type CachedRawReply = CachedReply & { status: number; contentType: string; headers: Record<string, string> };

/**
 * In-process cache of serialized public replies, keyed by site + locale + route + params.
 * Every write clears it; the TTL bounds staleness when several instances run (a write on one
 * instance cannot clear the others).
 */
export class PublicCache {
  private readonly entries = new Map<string, CachedReply>();
  private readonly rawEntries = new Map<string, CachedRawReply>();

  constructor(
    readonly enabled: boolean,
    private readonly ttlMs = 60_000,
    private readonly maxEntries = 5_000,
  ) {}

  async get(key: string, produce: () => Promise<unknown>): Promise<CachedReply> {
    if (this.enabled) {
      const hit = this.entries.get(key);
      if (hit && Date.now() - hit.storedAt < this.ttlMs) return hit;
    }
    const reply = makeReply(await produce());
    if (this.enabled) {
      // Crude bound: the key space is small (sites x locales x pages), so dropping all is fine.
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      this.entries.set(key, reply);
    }
    return reply;
  }

  /** Like get(), for replies that are not JSON (rendered pages): bytes, status, type and headers. */
  async getRaw(key: string, produce: () => Promise<RawReply>): Promise<CachedRawReply> {
    if (this.enabled) {
      const hit = this.rawEntries.get(key);
      if (hit && Date.now() - hit.storedAt < this.ttlMs) return hit;
    }
    const raw = await produce();
    const reply: CachedRawReply = {
      ...makeRawReply(typeof raw.body === 'string' ? Buffer.from(raw.body) : raw.body),
      status: raw.status,
      contentType: raw.contentType,
      headers: raw.headers ?? {},
    };
    if (this.enabled) {
      if (this.rawEntries.size >= this.maxEntries) this.rawEntries.clear();
      this.rawEntries.set(key, reply);
    }
    return reply;
  }

  clear(): void {
    this.entries.clear();
    this.rawEntries.clear();
  }

  get size(): number {
    return this.entries.size + this.rawEntries.size;
  }
}
