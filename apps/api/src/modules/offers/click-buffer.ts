import { and, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { BinaryCopy } from '../../db/copy-binary';
import { copyFromBlobThen, sqlLiteral } from '../../db/copy-blob';
import { ADVISORY_LOCKS } from '../../db/locks';
import { offerClickRolledDays, offerClicks, offers, type DeviceClass } from '../../db/schema';
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

type Row = typeof offerClicks.$inferInsert;

/** Clicks kept while the database refuses them (a blip); beyond this the oldest batches are dropped and logged. */
const MAX_WAITING = 50_000;
/** offer_clicks' columns in the order a batch lists them (COPY and the JSON insert alike). */
const COLUMNS = 'id, offer_id, site_id, post_id, tip_id, locale, clicked_at, visitor, path, device';

/**
 * The clicks of one write, kept in the form the database takes: on PGlite already in COPY's
 * binary format, so no object per click waits for the write (under a flood of clicks those
 * waiting rows, each a few objects, outlived the young generation and made every garbage
 * collection longer); on PostgreSQL as rows for the JSON insert. Beside them what the write needs
 * to know of them.
 */
class ClickBatch {
  count = 0;
  readonly offerIds = new Set<number>();
  /** UTC days (days since 1970) the clicks fall on. */
  readonly days = new Set<number>();
  earliest = Number.POSITIVE_INFINITY;
  /** The smallest and the largest click id (each starts with its time). */
  first = '';
  last = '';
  readonly rows: Row[] | null;
  private readonly copy: BinaryCopy | null;

  constructor(binary: boolean, expected: number) {
    this.copy = binary ? new BinaryCopy(10, expected * 120) : null;
    this.rows = binary ? null : [];
  }

  add(id: string, click: OfferClick): void {
    const at = click.at.getTime();
    if (this.count === 0 || id < this.first) this.first = id;
    if (this.count === 0 || id > this.last) this.last = id;
    this.count += 1;
    this.offerIds.add(click.offerId);
    this.days.add(Math.floor(at / DAY_MS));
    if (at < this.earliest) this.earliest = at;
    if (this.copy) {
      this.copy
        .row()
        .text(id)
        .int4(click.offerId)
        .int4(click.siteId)
        .int4(click.postId)
        .text(click.tipId)
        .text(click.locale)
        .timestamptz(at)
        .text(click.visitor)
        .text(click.counted?.path ?? null)
        .text(click.counted?.device ?? null);
    } else {
      this.rows!.push({
        id,
        offerId: click.offerId,
        siteId: click.siteId,
        postId: click.postId,
        tipId: click.tipId,
        locale: click.locale,
        clickedAt: click.at,
        visitor: click.visitor,
        path: click.counted?.path ?? null,
        device: click.counted?.device ?? null,
      });
    }
  }

  /** The COPY's input (binary batches only). */
  binary(): Uint8Array<ArrayBuffer> {
    return this.copy!.finish();
  }

  dayNames(): string[] {
    return [...this.days].map((day) => dayOf(day * DAY_MS));
  }
}

/**
 * Clicks of live offers, written in batches like the analytics events: a click gets its id at
 * once (it travels in the redirect) and its row is written within `flushMs`, so a reader's
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
      /** PGlite: the rows go in with a binary COPY (db/copy-blob.ts, db/copy-binary.ts). */
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
    return new ClickBatch(this.options.copy ?? false, Math.min(this.maxRows, 5000));
  }

  /**
   * The batch's rows, and its days un-marked as rolled up (offer_click_rolled_days) in the same
   * transaction: a click that reaches a day already rolled (late, after an outage) makes reports
   * read that day raw until the next roll-up pass, so it is never missed (the open day, rolled up
   * to a minute ago, only when the batch holds a click older than that).
   *
   * The offers are checked once per batch, not per row (offer_clicks has no foreign key: its
   * per-row check cost as much as the rest of the row): the clicks of an offer deleted meanwhile
   * go, as its stored clicks do.
   */
  private async write(batch: ClickBatch): Promise<void> {
    if (batch.rows === null) return this.copy(batch);
    const days = batch.dayNames();
    const offerIds = [...batch.offerIds];
    // The open day is rolled up to a minute ago: only a click older than that un-marks it.
    const earliest = new Date(batch.earliest);
    await this.db.transaction(async (tx) => {
      // The shared lock waits for a roll-up running now, which otherwise could mark the day
      // without this batch; the offers are locked as their key would lock them, so none is
      // deleted before the commit.
      await tx.execute(sql`select pg_advisory_xact_lock_shared(${ADVISORY_LOCKS.CLICK_ROLLUP})`);
      const live = new Set(
        (await tx.select({ id: offers.id }).from(offers).where(inArray(offers.id, offerIds)).for('key share')).map((row) => row.id),
      );
      const rows = live.size < offerIds.length ? batch.rows!.filter((row) => live.has(row.offerId)) : batch.rows!;
      if (rows.length === 0) return;
      // One JSON parameter read with json_to_recordset: building the SQL costs nothing per row
      // (a query builder's multi-row VALUES cost more CPU than the insert itself, on the thread
      // that answers the clicks), as the analytics event buffer does.
      await tx.execute(sql`
        insert into ${offerClicks} (${sql.raw(COLUMNS)})
        select c.i, c.o, c.s, c.p, c.t, c.l, to_timestamp(c.a / 1000.0), c.v, c.f, c.d
        from json_to_recordset(${clicksJson(rows)}::json)
          as c(i text, o int, s int, p int, t text, l text, a float8, v text, f text, d text)
        on conflict do nothing`);
      await tx
        .delete(offerClickRolledDays)
        .where(
          and(
            inArray(offerClickRolledDays.day, days),
            or(isNull(offerClickRolledDays.rolledUntil), gt(offerClickRolledDays.rolledUntil, earliest)),
          ),
        );
    });
  }

  /**
   * PGlite: the same in one exchange (db/copy-blob.ts), a binary COPY then the deletes of
   * offer_clicks_batch_written (migration 0039: planned once, not at every batch), run as one
   * transaction on PGlite's one session, so no roll-up and no offer's deletion comes between them
   * (neither lock is needed). The clicks of offers gone are removed after the COPY, within the
   * batch's range of ids. A click id is 96 random bits, so no batch meets an id already stored (a
   * failed batch is rolled back whole before it is written again): COPY needs no conflict clause.
   */
  private async copy(batch: ClickBatch): Promise<void> {
    const offerIds = `{${[...batch.offerIds].map(Math.trunc).join(',')}}`;
    const days = `{${batch.dayNames().join(',')}}`;
    const earliest = new Date(batch.earliest).toISOString();
    await copyFromBlobThen(this.db, 'offer_clicks', COLUMNS, batch.binary(), [
      `select offer_clicks_batch_written(${[batch.first, batch.last, offerIds, days, earliest].map(sqlLiteral).join(', ')})`,
    ]);
  }
}

/** The batch as json_to_recordset reads it: one-letter keys, the time in milliseconds. */
function clicksJson(batch: Row[]): string {
  return JSON.stringify(
    batch.map((row) => ({
      i: row.id,
      o: row.offerId,
      s: row.siteId,
      p: row.postId,
      t: row.tipId,
      l: row.locale,
      a: row.clickedAt!.getTime(),
      v: row.visitor ?? undefined,
      f: row.path ?? undefined,
      d: row.device ?? undefined,
    })),
  );
}
