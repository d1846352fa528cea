import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { BinaryCopy } from '../../db/copy-binary';
import { copyFromBlobThen, sqlLiteral } from '../../db/copy-blob';
import { ADVISORY_LOCKS } from '../../db/locks';
import { offerClickBatches, type DeviceClass } from '../../db/schema';
import { DAY_MS, dayOf } from '../../lib/days';
import { newClickId } from './service';

export interface OfferClick {
  offerId: number;
  siteId: number;
  postId: number;
  tipId: string;
  locale: string;
  at: Date;
  /** The clicker's daily visitor hash (analytics' scheme), for unique clickers; null when unknown. */
  visitor: string | null;
  /**
   * The click as analytics counts it (its CTA click: the page it came from, the reader's device
   * class), or null when it is not counted (a bot). A counted click's only raw row is this one.
   */
  counted?: { path: string; device: DeviceClass } | null;
}

/** Clicks kept while the database refuses them (a blip); beyond this the oldest batches are dropped and logged. */
const MAX_WAITING = 50_000;
/** offer_click_batches' columns in the order a batch's COPY lists them. */
const COLUMNS = 'first_id, last_id, first_at, last_at, clicks';

/** A string value in JSON, or null. */
function text(value: string | null): string {
  return value === null ? 'null' : JSON.stringify(value);
}

/**
 * A batch stores its clicks as one JSON array of two kinds of element (read back by migration
 * 0045's offer_click_batch_rows), one-letter keys, absent values null. A placement, written once
 * before its first click: what the batch's clicks of one tip on one page share (the offer, site,
 * article, tip, language, the page's path and the reader's device class). A click: its id, its
 * placement's number, its time in epoch milliseconds, its visitor. Under a flood of clicks most of
 * a batch's clicks share a few placements: under bench --go a click takes 86 bytes instead of the
 * 139 it took with every field of its own, and the database's write costs in proportion (README).
 */
function placementJson(number: number, click: OfferClick): string {
  return (
    `{"k":${number},"o":${click.offerId},"s":${click.siteId},"p":${click.postId},"t":${text(click.tipId)},` +
    `"l":${text(click.locale)},"f":${text(click.counted?.path ?? null)},"d":${text(click.counted?.device ?? null)}}`
  );
}

function clickJson(id: string, placement: number, click: OfferClick): string {
  return `{"i":${text(id)},"c":${placement},"a":${click.at.getTime()},"v":${text(click.visitor)}}`;
}

/**
 * A placement's key in its batch: the numbers and codes hold no space, the tip comes with its
 * length, and the page's path (which may hold anything) comes last, so two placements never
 * share a key. A counted click always has a device class, so '' means not counted.
 */
function placementKey(click: OfferClick): string {
  return (
    `${click.offerId} ${click.siteId} ${click.postId} ${click.locale} ${click.counted?.device ?? ''} ` +
    `${click.tipId.length} ${click.tipId}${click.counted?.path ?? ''}`
  );
}

/**
 * The clicks of one write as the JSON array their batch row stores (placementJson), kept as
 * UTF-8 bytes in one growing buffer from the first click: no object per click waits for the write
 * (under a flood of clicks, waiting objects outlived the young generation and made every garbage
 * collection longer). Beside them what the write needs to know of them.
 */
export class ClickBatch {
  count = 0;
  /** UTC days (days since 1970) the clicks fall on. */
  readonly days = new Set<number>();
  earliest = Number.POSITIVE_INFINITY;
  latest = Number.NEGATIVE_INFINITY;
  /** The smallest and the largest click id, compared as bytes (each starts with its time). */
  first = '';
  last = '';
  /** The placements written so far, numbered from 0 in their order. */
  private readonly placements = new Map<string, number>();
  private buffer: Buffer;
  private length = 1;

  constructor(expected: number) {
    this.buffer = Buffer.allocUnsafe(expected * 100);
    this.buffer[0] = 0x5b; // [
  }

  add(id: string, click: OfferClick): void {
    const at = click.at.getTime();
    if (this.count === 0 || id < this.first) this.first = id;
    if (this.count === 0 || id > this.last) this.last = id;
    this.days.add(Math.floor(at / DAY_MS));
    if (at < this.earliest) this.earliest = at;
    if (at > this.latest) this.latest = at;
    const key = placementKey(click);
    let placement = this.placements.get(key);
    if (placement === undefined) {
      placement = this.placements.size;
      this.placements.set(key, placement);
      this.append(placementJson(placement, click));
    }
    this.append(clickJson(id, placement, click));
    this.count += 1;
  }

  /** The batch's JSON array, as UTF-8 bytes (the same bytes again for a retry). */
  clicks(): Buffer {
    this.reserve(1);
    this.buffer[this.length] = 0x5d; // ]
    return this.buffer.subarray(0, this.length + 1);
  }

  /** The batch's row of offer_click_batches. */
  row(): typeof offerClickBatches.$inferInsert {
    return {
      firstId: this.first,
      lastId: this.last,
      firstAt: new Date(this.earliest),
      lastAt: new Date(this.latest),
      clicks: this.clicks(),
    };
  }

  /** offer_click_batch_written's arguments: the clicks' UTC days as an SQL array literal, the earliest click's time. */
  writtenArgs(): [days: string, earliest: string] {
    return [`{${[...this.days].map((day) => dayOf(day * DAY_MS)).join(',')}}`, new Date(this.earliest).toISOString()];
  }

  /** An element of the array, after a comma unless it is the first. */
  private append(json: string): void {
    this.reserve(json.length * 3 + 2);
    if (this.length > 1) this.buffer[this.length++] = 0x2c; // ,
    this.length += this.buffer.write(json, this.length, 'utf8');
  }

  private reserve(bytes: number): void {
    if (this.length + bytes <= this.buffer.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.length + bytes));
    this.buffer.copy(grown, 0, 0, this.length);
    this.buffer = grown;
  }
}

/**
 * Clicks of live offers, written in batches like the analytics events: a click gets its id at
 * once (it travels in the redirect) and its batch is written within `flushMs`, so a reader's
 * redirect never waits for the database (one INSERT per click held /go to a twentieth of a bare
 * server). A clean shutdown writes what waits; a crash loses at most `flushMs` of clicks, whose
 * later conversions then answer 404 like any unknown click. A postback reads clicks after
 * flush(), so one that arrives within that window still finds its click on this instance.
 */
export class ClickBuffer {
  private batch: ClickBatch;
  /** Batches closed and not written yet, oldest first (more than one only while writes fail). */
  private waiting: ClickBatch[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  private readonly maxRows: number;

  constructor(
    private readonly db: Db,
    private readonly options: {
      flushMs: number;
      maxRows?: number;
      /** PGlite: a batch's row goes in with a binary COPY (db/copy-blob.ts, db/copy-binary.ts). */
      copy?: boolean;
      onError: (error: unknown, lost: number) => void;
    },
  ) {
    // A batch's write costs less per click the more it holds (an exchange with the database, its
    // deletes, its commit): under bench --go the database thread spent 0.15 of a core on a
    // thousand a batch, 0.09 on four thousand. A batch of that size takes ~15 ms of the database's
    // time, which a read arriving meanwhile waits for.
    this.maxRows = options.maxRows ?? 4000;
    this.batch = this.newBatch();
  }

  /** Keeps the click and returns its id. */
  add(click: OfferClick): string {
    const id = newClickId();
    this.batch.add(id, click);
    if (this.batch.count >= this.maxRows) void this.flush();
    else if (!this.timer) this.flushLater();
    return id;
  }

  /** Writes every click kept so far (a batch at a time); resolves once they are stored or kept for the next try. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.batch.count > 0) {
      this.waiting.push(this.batch);
      this.batch = this.newBatch();
    }
    this.writing = this.writing.then(() => this.writeWaiting());
    return this.writing;
  }

  private async writeWaiting(): Promise<void> {
    while (this.waiting.length > 0) {
      try {
        await this.write(this.waiting[0]!);
      } catch (error) {
        // Kept for the next flush: a short database outage loses no click.
        let kept = this.waiting.reduce((sum, batch) => sum + batch.count, 0);
        let lost = 0;
        while (kept > MAX_WAITING && this.waiting.length > 1) {
          const dropped = this.waiting.shift()!;
          kept -= dropped.count;
          lost += dropped.count;
        }
        this.options.onError(error, lost);
        if (!this.timer) this.flushLater();
        return;
      }
      this.waiting.shift();
    }
  }

  private flushLater(): void {
    this.timer = setTimeout(() => void this.flush(), this.options.flushMs);
    this.timer.unref();
  }

  private newBatch(): ClickBatch {
    // Room for a full batch at once (grown if a batch of long values needs more).
    return new ClickBatch(Math.min(this.maxRows, 5000));
  }

  /**
   * The batch's row, and its days un-marked as rolled up (offer_click_rolled_days) in the same
   * transaction: a click that reaches a day already rolled (late, after an outage) makes reports
   * read that day raw until the next roll-up pass, so it is never missed (the open day, rolled up
   * to a minute ago, only when the batch holds a click older than that). Clicks of an offer
   * deleted meanwhile are stored too: the view offer_clicks leaves them out (migration 0044).
   */
  private async write(batch: ClickBatch): Promise<void> {
    if (this.options.copy) return this.copy(batch);
    await this.db.transaction(async (tx) => {
      // The shared lock waits for a roll-up running now, which otherwise could mark the day
      // without this batch.
      await tx.execute(sql`select pg_advisory_xact_lock_shared(${ADVISORY_LOCKS.CLICK_ROLLUP})`);
      await tx.insert(offerClickBatches).values(batch.row());
      const [days, earliest] = batch.writtenArgs();
      await tx.execute(sql`select offer_click_batch_written(${days}::date[], ${earliest}::timestamptz)`);
    });
  }

  /**
   * PGlite: the same in one exchange (db/copy-blob.ts): the batch's row by a binary COPY, then
   * offer_click_batch_written (migration 0044: planned once, not at every batch), run as one
   * transaction on PGlite's one session, so no roll-up comes between them (no lock is needed).
   * A click id is 96 random bits, so no batch meets a first id already stored (a failed batch
   * is rolled back whole before it is written again).
   */
  private async copy(batch: ClickBatch): Promise<void> {
    const clicks = batch.clicks();
    const row = new BinaryCopy(5, clicks.length + 256)
      .row()
      .text(batch.first)
      .text(batch.last)
      .timestamptz(batch.earliest)
      .timestamptz(batch.latest)
      .bytes(clicks);
    await copyFromBlobThen(this.db, 'offer_click_batches', COLUMNS, row.finish(), [
      `select offer_click_batch_written(${batch.writtenArgs().map(sqlLiteral).join(', ')})`,
    ]);
  }
}
