import { and, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { BinaryCopy } from '../../db/copy-binary';
import { copyFromBlobThen, sqlLiteral } from '../../db/copy-blob';
import { ADVISORY_LOCKS } from '../../db/locks';
import { offerClickRolledDays, offerClicks, offers } from '../../db/schema';
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
}

type Row = typeof offerClicks.$inferInsert;

/** Rows kept while the database refuses them (a blip); beyond this the oldest are dropped and logged. */
const MAX_WAITING = 50_000;

/**
 * Clicks of live offers, written in batches like the analytics events: a click gets its id at
 * once (it travels in the redirect) and its row is written within `flushMs`, so a reader's
 * redirect never waits for the database (one INSERT per click held /go to a twentieth of a bare
 * server). A clean shutdown writes what waits; a crash loses at most `flushMs` of clicks, whose
 * later conversions then answer 404 like any unknown click. A postback reads clicks after
 * flush(), so one that arrives within that window still finds its click on this instance.
 */
export class ClickBuffer {
  private rows: Row[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly options: {
      flushMs: number;
      maxRows?: number;
      /** PGlite: the rows go in with a binary COPY (db/copy-blob.ts, db/copy-binary.ts). */
      copy?: boolean;
      onError: (error: unknown, lost: number) => void;
    },
  ) {}

  /** Keeps the click and returns its id. */
  add(click: OfferClick): string {
    const id = newClickId();
    this.rows.push({
      id,
      offerId: click.offerId,
      siteId: click.siteId,
      postId: click.postId,
      tipId: click.tipId,
      locale: click.locale,
      clickedAt: click.at,
      visitor: click.visitor,
    });
    if (this.rows.length >= (this.options.maxRows ?? 500)) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), this.options.flushMs);
      this.timer.unref();
    }
    return id;
  }

  /** Writes every click kept so far (one INSERT per batch); resolves once they are stored. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.rows;
    this.rows = [];
    this.writing = this.writing.then(async () => {
      if (batch.length === 0) return;
      try {
        await this.write(batch);
      } catch (error) {
        // Kept for the next flush: a short database outage loses no click.
        const kept = [...batch, ...this.rows];
        this.rows = kept.slice(-MAX_WAITING);
        this.options.onError(error, kept.length - this.rows.length);
        if (!this.timer) {
          this.timer = setTimeout(() => void this.flush(), this.options.flushMs);
          this.timer.unref();
        }
      }
    });
    return this.writing;
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
  private async write(batch: Row[]): Promise<void> {
    const days = [...new Set(batch.map((row) => row.clickedAt!.toISOString().slice(0, 10)))];
    const offerIds = [...new Set(batch.map((row) => row.offerId))];
    // The open day is rolled up to a minute ago: only a click older than that un-marks it.
    const earliest = new Date(Math.min(...batch.map((row) => row.clickedAt!.getTime())));
    if (this.options.copy) return this.copy(batch, days, offerIds, earliest);
    await this.db.transaction(async (tx) => {
      // The shared lock waits for a roll-up running now, which otherwise could mark the day
      // without this batch; the offers are locked as their key would lock them, so none is
      // deleted before the commit.
      await tx.execute(sql`select pg_advisory_xact_lock_shared(${ADVISORY_LOCKS.CLICK_ROLLUP})`);
      const live = new Set(
        (await tx.select({ id: offers.id }).from(offers).where(inArray(offers.id, offerIds)).for('key share')).map((row) => row.id),
      );
      const rows = live.size < offerIds.length ? batch.filter((row) => live.has(row.offerId)) : batch;
      if (rows.length === 0) return;
      // One JSON parameter read with json_to_recordset: building the SQL costs nothing per row
      // (a query builder's multi-row VALUES cost more CPU than the insert itself, on the thread
      // that answers the clicks), as the analytics event buffer does.
      await tx.execute(sql`
        insert into ${offerClicks} (id, offer_id, site_id, post_id, tip_id, locale, clicked_at, visitor)
        select c.i, c.o, c.s, c.p, c.t, c.l, to_timestamp(c.a / 1000.0), c.v
        from json_to_recordset(${clicksJson(rows)}::json)
          as c(i text, o int, s int, p int, t text, l text, a float8, v text)
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
   * PGlite: the same in one exchange (db/copy-blob.ts), a binary COPY then two deletes, run as one
   * transaction on PGlite's one session, so no roll-up and no offer's deletion comes between
   * them (neither lock is needed). The clicks of offers gone are removed after the COPY: the
   * batch's ids span a short range of offer_clicks' key, each id starting with its time. A click
   * id is 96 random bits, so no batch meets an id already stored (a failed batch is rolled back
   * whole before it is written again): COPY needs no conflict clause.
   */
  private async copy(batch: Row[], days: string[], offerIds: number[], earliest: Date): Promise<void> {
    let first = batch[0]!.id!;
    let last = first;
    for (const { id } of batch) {
      if (id! < first) first = id!;
      else if (id! > last) last = id!;
    }
    await copyFromBlobThen(this.db, 'offer_clicks', 'id, offer_id, site_id, post_id, tip_id, locale, clicked_at, visitor', clicksBinary(batch), [
      `delete from offer_clicks where id between ${sqlLiteral(first)} and ${sqlLiteral(last)}
         and offer_id in (select unnest(array[${offerIds.map(Math.trunc).join(',')}]) except select id from offers)`,
      `delete from offer_click_rolled_days where day in (${days.map(sqlLiteral).join(',')})
         and (rolled_until is null or rolled_until > ${sqlLiteral(earliest.toISOString())})`,
    ]);
  }
}

/** The batch in COPY's binary format, the columns in the order copyFromBlob lists them. */
function clicksBinary(batch: Row[]): Uint8Array<ArrayBuffer> {
  const copy = new BinaryCopy(8, batch.length * 120);
  for (const row of batch) {
    copy
      .row()
      .text(row.id)
      .int4(row.offerId)
      .int4(row.siteId)
      .int4(row.postId)
      .text(row.tipId)
      .text(row.locale)
      .timestamptz(row.clickedAt!.getTime())
      .text(row.visitor ?? null);
  }
  return copy.finish();
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
    })),
  );
}
