import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dailyStats, dailyVisitors, events, posts, type RollupDimension } from '../../db/schema';
import { dayOf } from './visitor-hash';

export interface CountedEvent {
  siteId: number;
  occurredAt: number;
  kind: 'pageview' | 'cta_click';
  path: string;
  postId: number | null;
  tipId: string | null;
  locale: string;
  referrerHost: string;
  device: 'mobile' | 'tablet' | 'desktop';
  visitor: string;
  synthetic?: boolean;
}

/** The rollup rows one event adds to (schema.ts, daily_stats). */
function dimensionsOf(event: CountedEvent): [RollupDimension, string][] {
  return [
    ['site', ''],
    ['page', event.path],
    ['source', event.referrerHost],
    ['locale', event.locale],
    ['device', event.device],
  ];
}

export interface EventBufferOptions {
  /** Flush at least this often. */
  intervalMs?: number;
  /** Flush as soon as this many events wait. */
  batchSize?: number;
  /** Memory bound: beyond this many waiting events (database down), new ones are dropped and counted. */
  maxPending?: number;
}

/**
 * Events wait in memory and are written in batches: one transaction inserts the raw events,
 * marks the day's new visitors, adds to the daily rollup and to posts.views. A request only
 * appends to an array, so counting never slows a page; a failed flush keeps the events for the
 * next try (up to maxPending); close() flushes what is left (clean shutdown).
 */
export class EventBuffer {
  private pending: CountedEvent[] = [];
  private flushing: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  /** Events dropped because the buffer was full (the database was away too long). */
  dropped = 0;
  readonly intervalMs: number;
  readonly batchSize: number;
  readonly maxPending: number;

  constructor(
    private readonly db: Db,
    options: EventBufferOptions = {},
  ) {
    this.intervalMs = options.intervalMs ?? 2000;
    this.batchSize = options.batchSize ?? 1000;
    this.maxPending = options.maxPending ?? 100_000;
  }

  start(): void {
    this.timer ??= setInterval(() => void this.flush().catch(() => undefined), this.intervalMs);
    this.timer.unref();
  }

  get size(): number {
    return this.pending.length;
  }

  push(event: CountedEvent): void {
    if (this.pending.length >= this.maxPending) {
      this.dropped += 1;
      return;
    }
    this.pending.push(event);
    if (this.pending.length >= this.batchSize) void this.flush().catch(() => undefined);
  }

  /** Writes everything waiting; concurrent calls share one write. */
  flush(): Promise<void> {
    // Cleared in a later microtask, after the assignment (a synchronous reset would be overwritten).
    this.flushing ??= this.drain().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async drain(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, this.batchSize * 5);
      try {
        await this.write(batch);
      } catch (error) {
        // Keep them for the next try, ahead of newer events.
        this.pending = batch.concat(this.pending).slice(0, this.maxPending);
        throw error;
      }
    }
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }

  /**
   * One transaction of four statements, whatever the batch size: each sends its rows as one JSON
   * parameter read with json_to_recordset, so building the SQL costs nothing per row (a query
   * builder's multi-row VALUES cost more CPU than the database's own work at a few thousand
   * events a second, on the thread that answers the beacons).
   */
  private async write(batch: CountedEvent[]): Promise<void> {
    // Which visitors are new today: their first event of the day carries the visitor count.
    const visits = new Map<string, { siteId: number; day: string; visitor: string }>();
    for (const event of batch) {
      const day = dayOf(event.occurredAt);
      const key = `${event.siteId}|${day}|${event.visitor}`;
      if (!visits.has(key)) visits.set(key, { siteId: event.siteId, day, visitor: event.visitor });
    }
    const views = new Map<number, number>();
    for (const event of batch) {
      if (event.kind === 'pageview' && event.postId)
        views.set(event.postId, (views.get(event.postId) ?? 0) + 1);
    }

    await this.db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into ${events} (site_id, occurred_at, kind, path, post_id, tip_id, locale, referrer_host, device, visitor, synthetic)
        select e."siteId", to_timestamp(e."occurredAt" / 1000.0), e.kind, e.path, e."postId", e."tipId", e.locale,
               e."referrerHost", e.device, e.visitor, coalesce(e.synthetic, false)
        from json_to_recordset(${JSON.stringify(batch)}::json) as e("siteId" int, "occurredAt" float8, kind text, path text,
          "postId" int, "tipId" text, locale text, "referrerHost" text, device text, visitor text, synthetic boolean)`);

      const inserted = await tx.execute(sql`
        insert into ${dailyVisitors} (site_id, day, visitor)
        select v."siteId", v.day, v.visitor from json_to_recordset(${JSON.stringify([...visits.values()])}::json) as v("siteId" int, day date, visitor text)
        on conflict do nothing
        returning site_id, day::text as day, visitor`);
      const fresh = new Set<string>();
      for (const row of rowsOf<{ site_id: number; day: string; visitor: string }>(inserted))
        fresh.add(`${row.site_id}|${row.day}|${row.visitor}`);

      const rollup = new Map<string, RollupRow>();
      for (const event of batch) {
        const day = dayOf(event.occurredAt);
        const isNewVisitor = fresh.delete(`${event.siteId}|${day}|${event.visitor}`);
        for (const [dimension, value] of dimensionsOf(event)) {
          const key = `${event.siteId}|${dimension}|${day}|${value}`;
          let row = rollup.get(key);
          if (!row) {
            row = {
              siteId: event.siteId,
              dimension,
              day,
              value,
              postId: 0,
              pageviews: 0,
              ctaClicks: 0,
              visitors: 0,
            };
            rollup.set(key, row);
          }
          if (dimension === 'page' && event.postId) row.postId = event.postId;
          if (event.kind === 'pageview') row.pageviews += 1;
          else row.ctaClicks += 1;
          if (isNewVisitor) row.visitors += 1;
        }
      }
      await tx.execute(sql`
        insert into ${dailyStats} (site_id, dimension, day, value, post_id, pageviews, cta_clicks, visitors)
        select r."siteId", r.dimension, r.day, r.value, r."postId", r.pageviews, r."ctaClicks", r.visitors
        from json_to_recordset(${JSON.stringify([...rollup.values()])}::json) as r("siteId" int, dimension text, day date, value text,
          "postId" int, pageviews int, "ctaClicks" int, visitors int)
        on conflict (site_id, dimension, day, value) do update set
          pageviews = daily_stats.pageviews + excluded.pageviews,
          cta_clicks = daily_stats.cta_clicks + excluded.cta_clicks,
          visitors = daily_stats.visitors + excluded.visitors,
          post_id = greatest(daily_stats.post_id, excluded.post_id)`);

      // posts.views is the real count of page views of each article.
      if (views.size > 0) {
        await tx.execute(sql`
          update ${posts} p set views = p.views + v.n
          from json_to_recordset(${JSON.stringify([...views].map(([id, n]) => ({ id, n })))}::json) as v(id int, n int)
          where p.id = v.id`);
      }
    });
  }
}

interface RollupRow {
  siteId: number;
  dimension: RollupDimension;
  day: string;
  value: string;
  postId: number;
  pageviews: number;
  ctaClicks: number;
  visitors: number;
}

/** The rows of a raw query (PGlite and node-postgres both answer `{ rows }`). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
