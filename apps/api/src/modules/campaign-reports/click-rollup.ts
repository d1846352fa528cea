import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ADVISORY_LOCKS } from '../../db/locks';

const DAY_MS = 86_400_000;
/** The oldest day a report reads: a 90-day range and its previous 90 days (today included). */
export const ROLLUP_WINDOW_DAYS = 181;
/**
 * A day is rolled once it has been over this long: far past the click buffer's flush window, so a
 * click of the day's last second is normally in. A click later than that (a database outage kept
 * it in the buffer) un-marks its day (ClickBuffer), which the next pass rolls again.
 */
export const ROLLUP_GRACE_MS = 10 * 60_000;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * Rebuilds the click rollup of the UTC days [fromDay, toDay] from the raw clicks and marks them
 * rolled, in one transaction under the roll-up lock: running it twice gives the same rows (each
 * day's rows are replaced, never added to), and a click written meanwhile is either read here or
 * un-marks its day after the commit. Unique clickers are distinct visitor hashes per day and site
 * at each report level (site, offer, language, article).
 */
export async function rollupClickDays(db: Db, fromDay: string, toDay: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.CLICK_ROLLUP})`);
    const from = sql`${fromDay}::date`;
    const to = sql`${toDay}::date`;
    await tx.execute(sql`delete from offer_click_days where day between ${from} and ${to}`);
    await tx.execute(sql`delete from offer_clicker_days where day between ${from} and ${to}`);
    const raw = sql`offer_clicks c where c.clicked_at >= ${from}::timestamp at time zone 'UTC'
      and c.clicked_at < (${to} + 1)::timestamp at time zone 'UTC'`;
    const day = sql`(c.clicked_at at time zone 'UTC')::date`;
    await tx.execute(sql`
      insert into offer_click_days (site_id, day, offer_id, post_id, tip_id, locale, clicks)
      select c.site_id, ${day}, c.offer_id, c.post_id, c.tip_id, c.locale, count(*)::int
      from ${raw} group by 1, 2, 3, 4, 5, 6`);
    await tx.execute(sql`
      insert into offer_clicker_days (site_id, day, dimension, value, clickers)
      select c.site_id, ${day},
        case when grouping(c.offer_id) = 0 then 'offer' when grouping(c.locale) = 0 then 'locale'
             when grouping(c.post_id) = 0 then 'post' else 'site' end,
        coalesce(c.offer_id::text, c.locale, c.post_id::text, ''),
        count(distinct c.visitor)::int
      from ${raw}
      group by grouping sets ((c.site_id, ${day}), (c.site_id, ${day}, c.offer_id),
        (c.site_id, ${day}, c.locale), (c.site_id, ${day}, c.post_id))
      having count(distinct c.visitor) > 0`);
    await tx.execute(sql`
      insert into offer_click_rolled_days (day)
      select generate_series(${from}, ${to}, interval '1 day')::date
      on conflict (day) do update set rolled_at = now()`);
  });
}

/**
 * Marks the pending days of [first, last] that hold no click as rolled, in one transaction under
 * the roll-up lock, after clearing any rows left for them (an offer deleted since). A fresh network
 * has 181 such days: rolling them one transaction each held a PGlite server's thread (the database
 * runs on it) for seconds a minute after every start, and readers' pages waited.
 */
async function markEmptyDays(db: Db, first: string, last: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.CLICK_ROLLUP})`);
    const empty = sql`select d::date as day
      from generate_series(${first}::date, ${last}::date, interval '1 day') d
      where not exists (select 1 from offer_click_rolled_days r where r.day = d::date)
        and not exists (select 1 from offer_clicks c
          where c.clicked_at >= d::date::timestamp at time zone 'UTC'
            and c.clicked_at < (d::date + 1)::timestamp at time zone 'UTC')`;
    await tx.execute(sql`delete from offer_click_days where day in (${empty})`);
    await tx.execute(sql`delete from offer_clicker_days where day in (${empty})`);
    await tx.execute(
      sql`insert into offer_click_rolled_days (day) ${empty} on conflict (day) do update set rolled_at = now()`,
    );
  });
}

/** Lets the server answer what waits (PGlite runs on this thread) before the next day's work. */
const yieldToServer = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * One pass of the scheduler: marks the closed days of the reports' window that hold no click, then
 * rolls every other closed day that is not rolled yet (the first pass after a deploy rolls the
 * whole window; then one day a day), one day per transaction so none holds the lock long, and
 * yielding between days. Returns how many days with clicks it rolled.
 */
export async function rollupPendingDays(db: Db, now: number): Promise<number> {
  const last = dayOf(now - ROLLUP_GRACE_MS - DAY_MS);
  const first = dayOf(now - ROLLUP_WINDOW_DAYS * DAY_MS);
  if (last < first) return 0;
  await markEmptyDays(db, first, last);
  const pending = rowsOf<{ day: string }>(
    await db.execute(sql`
      select to_char(d, 'YYYY-MM-DD') as day
      from generate_series(${first}::date, ${last}::date, interval '1 day') d
      where not exists (select 1 from offer_click_rolled_days r where r.day = d::date)
      order by d`),
  );
  for (const { day } of pending) {
    await yieldToServer();
    await rollupClickDays(db, day, day);
  }
  return pending.length;
}

/** The days of [fromDay, toDay] whose rollup is complete (the others are read raw). */
export async function rolledDays(db: Db, fromDay: string, toDay: string): Promise<Set<string>> {
  const rows = rowsOf<{ day: string }>(
    await db.execute(sql`
      select to_char(day, 'YYYY-MM-DD') as day from offer_click_rolled_days
      where day between ${fromDay}::date and ${toDay}::date`),
  );
  return new Set(rows.map((row) => row.day));
}
