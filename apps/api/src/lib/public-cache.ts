import { createHash } from 'node:crypto';
import { keepCompressed } from './content-encoding';
import { isDatabaseUnavailable } from './errors';

export interface CachedReply {
  /** The exact bytes to send: no per-request encoding or length computation. */
  body: Buffer;
  /** Strong validator: a hash of the exact bytes. */
  etag: string;
  storedAt: number;
}

/** A reply that is not JSON (a rendered page, XML): its own status, type and headers. */
export interface RawReply extends CachedReply {
  status: number;
  contentType: string;
  headers: Record<string, string>;
  /** JSON made with the body and kept with it (a page's hydration state), under its version. */
  companion?: { version: string; reply: CachedReply };
}

export interface RawContent {
  body: string | Buffer;
  status: number;
  contentType: string;
  headers?: Record<string, string>;
  companion?: { version: string; json: string };
}

function etagOf(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

export function makeReply(payload: unknown): CachedReply {
  return makeJsonReply(JSON.stringify(payload));
}

function makeJsonReply(json: string): CachedReply {
  const body = Buffer.from(json);
  return { body, etag: etagOf(body), storedAt: Date.now() };
}

export function makeRawReply(content: RawContent): RawReply {
  const body = Buffer.isBuffer(content.body) ? content.body : Buffer.from(content.body);
  return {
    body,
    etag: etagOf(body),
    storedAt: Date.now(),
    status: content.status,
    contentType: content.contentType,
    headers: content.headers ?? {},
    ...(content.companion && {
      companion: { version: content.companion.version, reply: makeJsonReply(content.companion.json) },
    }),
  };
}

/** The bytes an entry holds, its companion's with it. */
const sizeOf = (entry: CachedReply) => entry.body.length + ((entry as RawReply).companion?.reply.body.length ?? 0);

/** Keys start with the site, so one site's entries can be dropped alone: `cacheKey(3, 'en', 'homepage')`. */
export function cacheKey(siteId: number, ...parts: Array<string | number>): string {
  return [siteId, ...parts].join('|');
}

export interface PublicCacheOptions {
  enabled: boolean;
  /** How long an entry is served without asking the database again. */
  ttlMs?: number;
  /** How long past the TTL an entry is served at once while it is refreshed behind the reply. */
  staleWhileRevalidateMs?: number;
  /** How long past the TTL an entry may still be served while the database cannot be reached. */
  staleIfErrorMs?: number;
  maxEntries?: number;
  /** Rendered pages are large: the bytes held are bounded too. */
  maxBytes?: number;
}

/** The same windows as the Cache-Control announced to browsers and CDNs (http-cache.ts). */
export const DEFAULT_TTL_MS = 60_000;
export const DEFAULT_STALE_WHILE_REVALIDATE_MS = 300_000;
export const DEFAULT_STALE_IF_ERROR_MS = 86_400_000;
/** After a refresh found the database unreachable, stale entries are served without retrying for this long. */
const OUTAGE_RETRY_MS = 5_000;

/**
 * In-process cache of serialized public replies, keyed by site + locale + route + params.
 *
 * - Writes drop what they affect (`invalidate(siteId)`), here and, through PostgreSQL NOTIFY,
 *   on every other instance (cache-bus.ts); the TTL only covers changes that arrive without a
 *   write (a scheduled publication time passing, a missed notification).
 * - An entry that expired recently is served at once while one refresh runs behind it
 *   (stale-while-revalidate), so readers of a busy key never wait on the database.
 * - When the database cannot be reached, expired entries keep being served (stale-if-error),
 *   without waiting on a connection timeout for every request; only keys not cached fail.
 * - Concurrent misses for one key run `produce` once (single flight).
 * - Bounded in entries and bytes: least recently used entries go first.
 */
export class PublicCache {
  readonly enabled: boolean;
  private readonly ttlMs: number;
  private readonly staleWhileRevalidateMs: number;
  private readonly staleIfErrorMs: number;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private bytes = 0;
  /** Map order is recency order: a hit moves its key to the end, eviction takes the first. */
  private readonly entries = new Map<string, CachedReply>();
  private readonly inFlight = new Map<string, Promise<CachedReply>>();
  /**
   * Bumped by every invalidation: a reply produced from reads that began before a write is
   * handed to its waiters but not stored.
   */
  private generation = 0;
  /** Set when a refresh failed because the database is unreachable. */
  private outageUntil = 0;

  constructor(options: PublicCacheOptions) {
    this.enabled = options.enabled;
    this.ttlMs = options.ttlMs ?? DEFAULT_TTL_MS;
    this.staleWhileRevalidateMs = options.staleWhileRevalidateMs ?? DEFAULT_STALE_WHILE_REVALIDATE_MS;
    this.staleIfErrorMs = options.staleIfErrorMs ?? DEFAULT_STALE_IF_ERROR_MS;
    this.maxEntries = options.maxEntries ?? 5_000;
    this.maxBytes = options.maxBytes ?? 256 * 1024 * 1024;
  }

  /** A JSON reply (the payload is serialized once and stored as bytes). */
  get(key: string, produce: () => Promise<unknown>): Promise<CachedReply> {
    return this.lookup(key, async () => makeReply(await produce()));
  }

  /** A reply of any type (a server-rendered page, a sitemap), with its status and headers. */
  getRaw(key: string, produce: () => Promise<RawContent>): Promise<RawReply> {
    return this.lookup(key, async () => makeRawReply(await produce())) as Promise<RawReply>;
  }

  /** Drops one site's entries, or every entry without a site. */
  invalidate(siteId?: number): void {
    this.generation += 1;
    const prefix = siteId === undefined ? null : `${siteId}|`;
    for (const key of [...this.entries.keys(), ...this.inFlight.keys()]) {
      if (prefix === null || key.startsWith(prefix)) {
        this.drop(key);
        this.inFlight.delete(key);
      }
    }
  }

  clear(): void {
    this.invalidate();
  }

  get size(): number {
    return this.entries.size;
  }

  private async lookup(key: string, produce: () => Promise<CachedReply>): Promise<CachedReply> {
    if (!this.enabled) return produce();
    const hit = this.entries.get(key);
    if (!hit) return this.refresh(key, produce);

    this.entries.delete(key);
    this.entries.set(key, hit);
    const age = Date.now() - hit.storedAt;
    if (age < this.ttlMs) return hit;
    if (Date.now() < this.outageUntil && this.servableDuringOutage(hit)) return hit;
    if (age < this.ttlMs + this.staleWhileRevalidateMs) {
      this.refresh(key, produce).catch(() => undefined);
      return hit;
    }
    return this.refresh(key, produce);
  }

  private servableDuringOutage(entry: CachedReply): boolean {
    return Date.now() - entry.storedAt < this.ttlMs + this.staleIfErrorMs;
  }

  private refresh(key: string, produce: () => Promise<CachedReply>): Promise<CachedReply> {
    const running = this.inFlight.get(key);
    if (running) return running;
    const generation = this.generation;
    const task = produce()
      .then((reply) => {
        this.outageUntil = 0;
        if (generation === this.generation) this.store(key, reply);
        return reply;
      })
      .catch((error: unknown) => {
        const stale = this.entries.get(key);
        if (isDatabaseUnavailable(error)) {
          this.outageUntil = Date.now() + OUTAGE_RETRY_MS;
          if (stale && this.servableDuringOutage(stale)) return stale;
        }
        // Anything else (the article is gone, a bug): the old reply must not outlive it.
        if (stale && generation === this.generation) this.drop(key);
        throw error;
      })
      .finally(() => {
        if (this.inFlight.get(key) === task) this.inFlight.delete(key);
      });
    this.inFlight.set(key, task);
    return task;
  }

  private store(key: string, reply: CachedReply): void {
    keepCompressed(reply);
    const companion = (reply as RawReply).companion;
    if (companion) keepCompressed(companion.reply);
    this.drop(key);
    this.entries.set(key, reply);
    this.bytes += sizeOf(reply);
    while (this.entries.size > this.maxEntries || (this.bytes > this.maxBytes && this.entries.size > 1)) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.drop(oldest);
    }
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= sizeOf(entry);
  }
}
