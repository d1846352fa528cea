import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { BinaryCopy } from '../../db/copy-binary';
import { copyFromBlob } from '../../db/copy-blob';
import { rowsOf } from '../../db/rows';
import { dailyStats, dailyVisitors, events, posts, type DeviceClass, type RollupDimension } from '../../db/schema';
import { dayOf } from '../../lib/days';

export interface CountedEvent {
  siteId: number;
  occurredAt: number;
  kind: 'pageview' | 'cta_click';
  path: string;
  postId: number | null;
  tipId: string | null;
  locale: string;
  referrerHost: string;
  device: DeviceClass;
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
 * thousand costs a fraction of the CPU per event of small ones); dashboards lag about flushMs; a
 * crash loses at most that much; memory holds about a second of events.
 *
 * One transaction per batch inserts the raw events, marks the day's new visitors, adds to the
 * daily rollup and to posts.views. A request only adds its event to the open batch (EventBatch),
 * so counting never slows a page. A failed write keeps its batch for the next tick, ahead of newer
 * ones; past maxPending waiting events (the database down for a while) new ones are dropped and
 * counted in `dropped`, so memory stays bounded and the beacon still answers 202 at once. close()
 * writes what is left (clean shutdown).
 */
export class EventBuffer {
  private batch: EventBatch;
  /** Batches closed and not written yet, oldest first (the one being written included). */
  private waiting: EventBatch[] = [];
  private waitingEvents = 0;
  private flushing: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
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
    this.batch = new EventBatch(this.copyRaw);
  }

  start(): void {
    this.timer ??= setInterval(() => {
      if (this.size > 0) void this.write(true).catch(() => undefined);
    }, this.flushMs);
    this.timer.unref();
  }

  /** Events waiting to be written (the open batch's and the closed ones'). */
  get size(): number {
    return this.batch.count + this.waitingEvents;
  }

  /** Counts the event; `raw` false: it is tallied in the rollup, its raw row is stored elsewhere (an offer click). */
  push(event: CountedEvent, raw = true): void {
    if (this.size >= this.maxPending) {
      this.dropped += 1;
      return;
    }
    this.batch.add(event, raw);
    if (this.batch.count >= this.batchSize) {
      this.closeBatch();
      if (!this.flushing) void this.write(false).catch(() => undefined);
    }
  }

  /** Writes everything waiting now (and waits for a write under way); concurrent calls share one write. */
  async flush(): Promise<void> {
    // A write ending just as this is called may have missed the latest events: go until none wait.
    while (this.size > 0 || this.flushing) await this.write(true);
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }

  /** Writes the closed batches, and the open one too when `all` (a tick's or a flush's). */
  private write(all: boolean): Promise<void> {
    if (all) this.closeBatch();
    this.flushing ??= this.drain().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private closeBatch(): void {
    if (this.batch.count === 0) return;
    this.waiting.push(this.batch);
    this.waitingEvents += this.batch.count;
    this.batch = new EventBatch(this.copyRaw);
  }

  /** The closed batches in order; a failed one stays first, for the next tick. */
  private async drain(): Promise<void> {
    while (this.waiting.length > 0) {
      const batch = this.waiting[0]!;
      await this.insert(batch);
      this.waiting.shift();
      this.waitingEvents -= batch.count;
    }
  }

  /**
   * One transaction of four statements, whatever the batch size: each sends its rows as one JSON
   * parameter read with json(b)_to_recordset (on PGlite the raw rows as a binary COPY), so building
   * the SQL costs nothing per row (a query builder's multi-row VALUES cost more CPU than the
   * database's own work at a few thousand events a second, on the thread that answers the beacons).
   */
  private async insert(batch: EventBatch): Promise<void> {
    const { alike, visits, views } = batch;
    await this.db.transaction(async (tx) => {
      const raw = batch.binary();
      if (raw) await copyFromBlob(tx, 'events', RAW_COLUMNS, raw);
      else if (batch.rows?.length)
        await tx.execute(sql`
          insert into ${events} (site_id, occurred_at, kind, path, post_id, tip_id, locale, referrer_host, device, visitor, synthetic)
          select e.s, to_timestamp(e.t / 1000.0), e.k, e.p, e.o, e.i, e.l, e.r, e.d, e.v, coalesce(e.y, false)
          from jsonb_to_recordset(${rowsJson(batch.rows!)}::jsonb)
            as e(s int, t float8, k text, p text, o int, i text, l text, r text, d text, v text, y boolean)`);

      // Tallies are added to below: a retried batch must start from its own counts.
      const visitors = new Map<Tally, number>();
      if (visits.size > 0) {
        const rows = [...visits.values()].map(({ siteId, day, visitor }) => ({ siteId, day, visitor }));
        const inserted = await tx.execute(sql`
          insert into ${dailyVisitors} (site_id, day, visitor)
          select v."siteId", v.day, v.visitor from json_to_recordset(${JSON.stringify(rows)}::json) as v("siteId" int, day date, visitor text)
          on conflict do nothing
          returning site_id, day::text as day, visitor`);
        // A visitor new today counts on the tally of their first page view in the batch.
        for (const row of rowsOf<{ site_id: number; day: string; visitor: string }>(inserted)) {
          const { tally } = visits.get(`${row.site_id}|${row.day}|${row.visitor}`)!;
          visitors.set(tally, (visitors.get(tally) ?? 0) + 1);
        }
      }

      const rollup = new Map<string, RollupRow>();
      for (const tally of alike.values()) {
        const { event, day, pageviews, ctaClicks } = tally;
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
          row.visitors += visitors.get(tally) ?? 0;
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

/** Events alike in every dimension: they add to the same five rollup rows. */
interface Tally {
  /** The first of them (its dimensions are theirs). */
  event: CountedEvent;
  day: string;
  pageviews: number;
  ctaClicks: number;
}

/**
 * The events of one write, tallied as they come and kept in the form the database takes: on
 * PGlite the raw rows already in COPY's binary format, so no object per event waits for the write
 * (under /go's flood of clicks those waiting events outlived the young generation, and a garbage
 * collection took 2-12 ms), and the write has no work per event left to do on the thread that
 * answers the requests; on PostgreSQL the events themselves, for the JSON insert.
 *
 * Tallied: events alike in every dimension together (the rollup rows are then looked up once per
 * kind of event rather than five times per event); the day's visitors with the tally of their
 * first page view, which carries the visitor count if they are new today (clicks are left out: a
 * click comes from a page whose view counted its reader already, and looking its visitor up cost
 * the database more than the rest of the click); the page views per article.
 */
class EventBatch {
  count = 0;
  /** Events with a raw row in this batch (the others' raw rows are offer clicks). */
  private rawCount = 0;
  readonly alike = new Map<string, Tally>();
  readonly visits = new Map<string, { siteId: number; day: string; visitor: string; tally: Tally }>();
  readonly views = new Map<number, number>();
  readonly rows: CountedEvent[] | null;
  private readonly copy: BinaryCopy | null;

  constructor(binary: boolean) {
    this.copy = binary ? new BinaryCopy(RAW_COLUMN_COUNT) : null;
    this.rows = binary ? null : [];
  }

  add(event: CountedEvent, raw: boolean): void {
    this.count += 1;
    const day = dayOf(event.occurredAt);
    // The path last: it is the one part that may hold a '|'.
    const key = `${event.siteId}|${day}|${event.postId}|${event.referrerHost}|${event.locale}|${event.device}|${event.path}`;
    let tally = this.alike.get(key);
    if (!tally) {
      tally = { event, day, pageviews: 0, ctaClicks: 0 };
      this.alike.set(key, tally);
    }
    if (event.kind === 'pageview') {
      tally.pageviews += 1;
      const visit = `${event.siteId}|${day}|${event.visitor}`;
      if (!this.visits.has(visit)) this.visits.set(visit, { siteId: event.siteId, day, visitor: event.visitor, tally });
      if (event.postId) this.views.set(event.postId, (this.views.get(event.postId) ?? 0) + 1);
    } else {
      tally.ctaClicks += 1;
    }
    if (!raw) return;
    this.rawCount += 1;
    if (this.copy) {
      // No time to parse and no text to escape per row: the database read text COPY's
      // timestamps (ISO strings) with more work than the rest of the row.
      const copy = this.copy.row().int4(event.siteId).timestamptz(event.occurredAt).text(event.kind).text(event.path);
      if (event.postId === null) copy.null();
      else copy.int4(event.postId);
      copy.text(event.tipId).text(event.locale).text(event.referrerHost).text(event.device).text(event.visitor).bool(event.synthetic ?? false);
    } else {
      this.rows!.push(event);
    }
  }

  /** The raw rows as a binary COPY's input (PGlite), else null (none, or the rows are in `rows`). */
  binary(): Uint8Array<ArrayBuffer> | null {
    return this.rawCount > 0 ? (this.copy?.finish() ?? null) : null;
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
const RAW_COLUMN_COUNT = 11;
