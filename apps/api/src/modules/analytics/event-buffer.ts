import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { copyFromBlob, copyText } from '../../db/copy-blob';
import { rowsOf } from '../../db/rows';
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
  /** Everything waiting is written at least this often: how far dashboards lag, what a crash may lose. */
  flushMs?: number;
  /** Events per write: a write starts as soon as this many wait, without waiting for the cadence. */
  batchSize?: number;
  /** Memory bound: beyond this many waiting events (the database away), new ones are dropped and counted. */
  maxPending?: number;
  /** PGlite: the raw events go in with COPY (see copyRaw). */
  copyRaw?: boolean;
}

/**
 * Events wait in memory and are written in batches, on a short fixed cadence: every flushMs
 * everything waiting is written, and in between a full batch (batchSize) is written as soon as it
 * is there. So under load the writes run beside the replies, a batch at a time (a batch of a few
 * thousand costs a fraction of the CPU per event of small ones, and holds the thread for a few
 * ms); dashboards lag about flushMs; a crash loses at most that much; memory holds about a
 * second of events.
 *
 * One transaction per batch inserts the raw events, marks the day's new visitors, adds to the
 * daily rollup and to posts.views. A request only appends to an array, so counting never slows a
 * page. A failed write keeps its events for the next tick, ahead of newer ones; past maxPending
 * (the database down for a while) new events are dropped and counted in `dropped`, so memory
 * stays bounded and the beacon still answers 202 at once. close() writes what is left (clean
 * shutdown).
 */
export class EventBuffer {
  private pending: CountedEvent[] = [];
  private flushing: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  /** Events the current write must take however few they are (a tick's or a flush's). */
  private due = 0;
  /** Events dropped because the buffer was full (the database was away too long). */
  dropped = 0;
  readonly flushMs: number;
  readonly batchSize: number;
  readonly maxPending: number;
  private readonly copyRaw: boolean;

  constructor(
    private readonly db: Db,
    options: EventBufferOptions = {},
  ) {
    this.flushMs = options.flushMs ?? 1000;
    this.batchSize = options.batchSize ?? 5000;
    this.maxPending = Math.max(options.maxPending ?? 50_000, this.batchSize);
    this.copyRaw = options.copyRaw ?? false;
  }

  start(): void {
    this.timer ??= setInterval(() => {
      if (this.pending.length > 0) void this.write(this.pending.length).catch(() => undefined);
    }, this.flushMs);
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
    if (this.pending.push(event) === this.batchSize && !this.flushing) void this.write(0).catch(() => undefined);
  }

  /** Writes everything waiting now (and waits for a write under way); concurrent calls share one write. */
  async flush(): Promise<void> {
    // A write ending just as this is called may have missed the latest events: go until none wait.
    while (this.pending.length > 0 || this.flushing) await this.write(Number.POSITIVE_INFINITY);
  }

  private write(due: number): Promise<void> {
    this.due = Math.max(this.due, due);
    // Cleared in a later microtask, after the assignment (a synchronous reset would be overwritten).
    this.flushing ??= this.drain().finally(() => {
      this.flushing = null;
      this.due = 0;
    });
    return this.flushing;
  }

  /** Full batches while there are some, and whatever a tick or flush asked for. */
  private async drain(): Promise<void> {
    while (this.pending.length > 0 && (this.due > 0 || this.pending.length >= this.batchSize)) {
      const batch = this.pending.splice(0, this.batchSize);
      this.due -= batch.length;
      try {
        await this.insert(batch);
      } catch (error) {
        // Kept for the next tick, ahead of newer events; what no longer fits counts as dropped.
        const kept = batch.concat(this.pending);
        this.dropped += Math.max(0, kept.length - this.maxPending);
        this.pending = kept.slice(0, this.maxPending);
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
   * parameter read with json(b)_to_recordset, so building the SQL costs nothing per row (a query
   * builder's multi-row VALUES cost more CPU than the database's own work at a few thousand
   * events a second, on the thread that answers the beacons).
   */
  private async insert(batch: CountedEvent[]): Promise<void> {
    // Which visitors are new today: their first event of the day carries the visitor count.
    const visits = new Map<string, { siteId: number; day: string; visitor: string }>();
    const visitOf: string[] = [];
    for (const event of batch) {
      const day = dayOf(event.occurredAt);
      const key = `${event.siteId}|${day}|${event.visitor}`;
      visitOf.push(key);
      if (!visits.has(key)) visits.set(key, { siteId: event.siteId, day, visitor: event.visitor });
    }
    const views = new Map<number, number>();
    for (const event of batch) {
      if (event.kind === 'pageview' && event.postId)
        views.set(event.postId, (views.get(event.postId) ?? 0) + 1);
    }

    await this.db.transaction(async (tx) => {
      if (this.copyRaw) await copyRaw(tx, batch);
      else
        await tx.execute(sql`
          insert into ${events} (site_id, occurred_at, kind, path, post_id, tip_id, locale, referrer_host, device, visitor, synthetic)
          select e.s, to_timestamp(e.t / 1000.0), e.k, e.p, e.o, e.i, e.l, e.r, e.d, e.v, coalesce(e.y, false)
          from jsonb_to_recordset(${rowsJson(batch)}::jsonb)
            as e(s int, t float8, k text, p text, o int, i text, l text, r text, d text, v text, y boolean)`);

      const inserted = await tx.execute(sql`
        insert into ${dailyVisitors} (site_id, day, visitor)
        select v."siteId", v.day, v.visitor from json_to_recordset(${JSON.stringify([...visits.values()])}::json) as v("siteId" int, day date, visitor text)
        on conflict do nothing
        returning site_id, day::text as day, visitor`);
      const fresh = new Set<string>();
      for (const row of rowsOf<{ site_id: number; day: string; visitor: string }>(inserted))
        fresh.add(`${row.site_id}|${row.day}|${row.visitor}`);

      // Events alike in every dimension add to the same five rollup rows: tally them first, so
      // the rows are looked up once per kind of event rather than five times per event.
      const alike = new Map<string, { event: CountedEvent; day: string; pageviews: number; ctaClicks: number; visitors: number }>();
      batch.forEach((event, i) => {
        const day = dayOf(event.occurredAt);
        // The path last: it is the one part that may hold a '|'.
        const key = `${event.siteId}|${day}|${event.postId}|${event.referrerHost}|${event.locale}|${event.device}|${event.path}`;
        let tally = alike.get(key);
        if (!tally) {
          tally = { event, day, pageviews: 0, ctaClicks: 0, visitors: 0 };
          alike.set(key, tally);
        }
        if (event.kind === 'pageview') tally.pageviews += 1;
        else tally.ctaClicks += 1;
        if (fresh.delete(visitOf[i]!)) tally.visitors += 1;
      });
      const rollup = new Map<string, RollupRow>();
      for (const { event, day, pageviews, ctaClicks, visitors } of alike.values()) {
        for (const [dimension, value] of dimensionsOf(event)) {
          const key = `${event.siteId}|${dimension}|${day}|${value}`;
          let row = rollup.get(key);
          if (!row) {
            row = { siteId: event.siteId, dimension, day, value, postId: 0, pageviews: 0, ctaClicks: 0, visitors: 0 };
            rollup.set(key, row);
          }
          if (dimension === 'page' && event.postId) row.postId = event.postId;
          row.pageviews += pageviews;
          row.ctaClicks += ctaClicks;
          row.visitors += visitors;
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

/**
 * The raw events as the insert reads them: one-letter keys and no nulls (absent is null), as the
 * database parses every byte of every row (the long names took a third of the insert's time).
 */
function rowsJson(batch: CountedEvent[]): string {
  return JSON.stringify(
    batch.map((e) => ({
      s: e.siteId,
      t: e.occurredAt,
      k: e.kind,
      p: e.path,
      o: e.postId ?? undefined,
      i: e.tipId ?? undefined,
      l: e.locale,
      r: e.referrerHost,
      d: e.device,
      v: e.visitor,
      y: e.synthetic || undefined,
    })),
  );
}

const RAW_COLUMNS = 'site_id, occurred_at, kind, path, post_id, tip_id, locale, referrer_host, device, visitor, synthetic';

/** On PGlite, the raw events go in with COPY (db/copy-blob.ts). */
async function copyRaw(tx: unknown, batch: CountedEvent[]): Promise<void> {
  let text = '';
  // Events come in time order, dozens in the same millisecond: each time is formatted once.
  let time = Number.NaN;
  let stamp = '';
  for (const e of batch) {
    if (e.occurredAt !== time) {
      time = e.occurredAt;
      stamp = new Date(time).toISOString();
    }
    text += `${e.siteId}\t${stamp}\t${e.kind}\t${copyText(e.path)}\t${e.postId ?? '\\N'}\t${
      e.tipId === null ? '\\N' : copyText(e.tipId)
    }\t${copyText(e.locale)}\t${copyText(e.referrerHost)}\t${e.device}\t${copyText(e.visitor)}\t${e.synthetic ? 't' : 'f'}\n`;
  }
  await copyFromBlob(tx, 'events', RAW_COLUMNS, text);
}

