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

  private async write(batch: CountedEvent[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      for (let start = 0; start < batch.length; start += 500) {
        await tx.insert(events).values(
          batch.slice(start, start + 500).map((event) => ({
            siteId: event.siteId,
            occurredAt: new Date(event.occurredAt),
            kind: event.kind,
            path: event.path,
            postId: event.postId,
            tipId: event.tipId,
            locale: event.locale,
            referrerHost: event.referrerHost,
            device: event.device,
            visitor: event.visitor,
            synthetic: event.synthetic ?? false,
          })),
        );
      }

      // Which visitors are new today: their first event of the day carries the visitor count.
      const visits = new Map<string, CountedEvent>();
      for (const event of batch) {
        const key = `${event.siteId}|${dayOf(event.occurredAt)}|${event.visitor}`;
        if (!visits.has(key)) visits.set(key, event);
      }
      const fresh = new Set<string>();
      const visitRows = [...visits.values()].map((event) => ({ siteId: event.siteId, day: dayOf(event.occurredAt), visitor: event.visitor }));
      for (let start = 0; start < visitRows.length; start += 500) {
        const inserted = await tx
          .insert(dailyVisitors)
          .values(visitRows.slice(start, start + 500))
          .onConflictDoNothing()
          .returning();
        for (const row of inserted) fresh.add(`${row.siteId}|${row.day}|${row.visitor}`);
      }

      const rollup = new Map<string, typeof dailyStats.$inferInsert>();
      for (const event of batch) {
        const day = dayOf(event.occurredAt);
        const isNewVisitor = fresh.delete(`${event.siteId}|${day}|${event.visitor}`);
        for (const [dimension, value] of dimensionsOf(event)) {
          const key = `${event.siteId}|${dimension}|${day}|${value}`;
          let row = rollup.get(key);
          if (!row) {
            row = { siteId: event.siteId, dimension, day, value, postId: 0, pageviews: 0, ctaClicks: 0, visitors: 0 };
            rollup.set(key, row);
          }
          if (dimension === 'page' && event.postId) row.postId = event.postId;
          if (event.kind === 'pageview') row.pageviews! += 1;
          else row.ctaClicks! += 1;
          if (isNewVisitor) row.visitors! += 1;
        }
      }
      const rows = [...rollup.values()];
      for (let start = 0; start < rows.length; start += 500) {
        await tx
          .insert(dailyStats)
          .values(rows.slice(start, start + 500))
          .onConflictDoUpdate({
            target: [dailyStats.siteId, dailyStats.dimension, dailyStats.day, dailyStats.value],
            set: {
              pageviews: sql`${dailyStats.pageviews} + excluded.pageviews`,
              ctaClicks: sql`${dailyStats.ctaClicks} + excluded.cta_clicks`,
              visitors: sql`${dailyStats.visitors} + excluded.visitors`,
              postId: sql`greatest(${dailyStats.postId}, excluded.post_id)`,
            },
          });
      }

      // posts.views is the real count of page views of each article.
      const views = new Map<number, number>();
      for (const event of batch) {
        if (event.kind === 'pageview' && event.postId) views.set(event.postId, (views.get(event.postId) ?? 0) + 1);
      }
      for (const [postId, n] of views) {
        await tx.update(posts).set({ views: sql`${posts.views} + ${n}` }).where(sql`${posts.id} = ${postId}`);
      }
    });
  }
}
