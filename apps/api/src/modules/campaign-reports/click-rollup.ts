import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ADVISORY_LOCKS } from '../../db/locks';
import { epochMs, rowsOf } from '../../db/rows';
import { DAY_MS, dayOf } from '../../lib/days';
import { clicksBetween, clicksOnDays } from '../offers/stored-clicks';

/** The oldest day a report reads: a 90-day range and its previous 90 days (today included). */
export const ROLLUP_WINDOW_DAYS = 181;
/**
 * A day is rolled once it has been over this long: far past the click buffer's flush window, so a
 * click of the day's last second is normally in. A click later than that (a database outage kept
 * it in the buffer) un-marks its day (ClickBuffer), which the next pass rolls again.
 */
export const ROLLUP_GRACE_MS = 10 * 60_000;

/** rolled_until as epoch milliseconds (JS dates, as written), null for a day rolled whole. */
const untilMs = epochMs(sql`rolled_until`);

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
    // The clicks are read out of their batches once, for both rollups.
    const day = sql`(c.clicked_at at time zone 'UTC')::date`;
    await tx.execute(sql`
      with c as materialized (select * from ${clicksOnDays(fromDay, toDay)}),
      clicks as (
        insert into offer_click_days (site_id, day, offer_id, post_id, tip_id, locale, clicks)
        select c.site_id, ${day}, c.offer_id, c.post_id, c.tip_id, c.locale, count(*)::int
        from c group by 1, 2, 3, 4, 5, 6
      )
      insert into offer_clicker_days (site_id, day, dimension, value, clickers)
      select c.site_id, ${day},
        case when grouping(c.offer_id) = 0 then 'offer' when grouping(c.locale) = 0 then 'locale'
             when grouping(c.post_id) = 0 then 'post' else 'site' end,
        coalesce(c.offer_id::text, c.locale, c.post_id::text, ''),
        count(distinct c.visitor)::int
      from c
      group by grouping sets ((c.site_id, ${day}), (c.site_id, ${day}, c.offer_id),
        (c.site_id, ${day}, c.locale), (c.site_id, ${day}, c.post_id))
      having count(distinct c.visitor) > 0`);
    // A day rolled whole needs no set of visitors seen (only the open day's roll-up adds to it).
    await tx.execute(sql`delete from offer_clicker_seen where day between ${from} and ${to}`);
    await tx.execute(sql`
      insert into offer_click_rolled_days (day)
      select generate_series(${from}, ${to}, interval '1 day')::date
      on conflict (day) do update set rolled_at = now(), rolled_until = null`);
  });
}

/**
 * The open day's clicks are rolled up to this long ago, each pass adding the clicks since the
 * last one: a report reads the rest of the day raw (a minute or two of clicks, whatever the day's
 * volume). A click flushed later than this for a time already rolled (the buffer kept it through
 * an outage) un-marks the day (ClickBuffer), which the next pass rolls again from its start.
 */
export const OPEN_DAY_LAG_MS = 60_000;

/**
 * Adds the clicks of [from, to) (one UTC day) to the day's rollup rows: clicks are added to, and
 * unique clickers grow by the visitors not yet in offer_clicker_seen at each level, which are
 * added there, so the day's counts stay distinct counts.
 */
async function addClicks(tx: Db, day: string, from: Date, to: Date): Promise<void> {
  // The clicks are read out of their batches once, for both rollups.
  await tx.execute(sql`
    with c as materialized (select * from ${clicksBetween(from, to)}),
    clicks as (
      insert into offer_click_days (site_id, day, offer_id, post_id, tip_id, locale, clicks)
      select c.site_id, ${day}::date, c.offer_id, c.post_id, c.tip_id, c.locale, count(*)::int
      from c group by 1, 3, 4, 5, 6
      on conflict (site_id, day, offer_id, post_id, tip_id, locale)
        do update set clicks = offer_click_days.clicks + excluded.clicks
    ),
    fresh as (
      insert into offer_clicker_seen (site_id, day, dimension, value, visitor)
      select distinct c.site_id, ${day}::date, l.dimension, l.value, c.visitor
      from c
      cross join lateral (values ('site', ''), ('offer', c.offer_id::text), ('locale', c.locale),
        ('post', c.post_id::text)) as l(dimension, value)
      where c.visitor is not null
      on conflict do nothing
      returning site_id, dimension, value
    )
    insert into offer_clicker_days (site_id, day, dimension, value, clickers)
    select site_id, ${day}::date, dimension, value, count(*)::int from fresh group by 1, 3, 4
    on conflict (site_id, day, dimension, value)
      do update set clickers = offer_clicker_days.clickers + excluded.clickers`);
}

/**
 * Rolls the open day up to OPEN_DAY_LAG_MS ago, in one transaction under the roll-up lock: from
 * where its last pass stopped (offer_click_rolled_days.rolled_until), or from the day's start when
 * it is not marked (a new day, or one a late click un-marked: its rows are cleared first).
 */
export async function rollupOpenDay(db: Db, now: number): Promise<void> {
  const until = new Date(now - OPEN_DAY_LAG_MS);
  const day = dayOf(until.getTime());
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.CLICK_ROLLUP})`);
    const [mark] = rowsOf<{ until: number | null }>(
      await tx.execute(sql`
        select ${untilMs} as until from offer_click_rolled_days where day = ${day}::date`),
    );
    if (mark && mark.until === null) return;
    let from = new Date(`${day}T00:00:00Z`);
    if (mark) from = new Date(Number(mark.until));
    else {
      await tx.execute(sql`delete from offer_click_days where day = ${day}::date`);
      await tx.execute(sql`delete from offer_clicker_days where day = ${day}::date`);
      await tx.execute(sql`delete from offer_clicker_seen where day = ${day}::date`);
    }
    if (from >= until) return;
    await addClicks(tx as unknown as Db, day, from, until);
    await tx.execute(sql`
      insert into offer_click_rolled_days (day, rolled_until) values (${day}::date, ${until.toISOString()}::timestamptz)
      on conflict (day) do update set rolled_at = now(), rolled_until = excluded.rolled_until`);
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
        and not exists (select 1 from offer_clicks_between(d::date::timestamp at time zone 'UTC',
          (d::date + 1)::timestamp at time zone 'UTC'))`;
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
 * One pass of the scheduler: marks the closed days of the reports' window that hold no click, then rolls every other closed day
 * that is not rolled yet (the first pass after a deploy rolls the whole window; then one day a
 * day), one day per transaction so none holds the lock long, and yielding between days. Returns
 * how many days with clicks it rolled.
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
      where not exists (select 1 from offer_click_rolled_days r where r.day = d::date and r.rolled_until is null)
      order by d`),
  );
  for (const { day } of pending) {
    await yieldToServer();
    await rollupClickDays(db, day, day);
  }
  await yieldToServer();
  await rollupOpenDay(db, now);
  return pending.length;
}

/**
 * The days of [fromDay, toDay] in the rollup, each with the time its clicks are rolled up to (the
 * open day) or null (the whole day); the other days are read raw. In the same read, the days the
 * campaign windows and the page-view windows are valid for (campaign-windows.ts, view-windows.ts),
 * null while they are not: one round trip for everything a report decides before its figures.
 * With `windowsDay` (the day the windows must be valid for, when the range is one of theirs), the
 * days they cover are left out while they are valid for it: the report reads those from them.
 */
export async function rolledDays(
  db: Db,
  fromDay: string,
  toDay: string,
  windowsDay?: string,
): Promise<{ days: Map<string, Date | null>; windowsAnchor: string | null; viewsAnchor: string | null }> {
  const covered = windowsDay
    ? sql`and (s.anchor is null or s.anchor <> ${windowsDay}::date or r.day > s.anchor)`
    : sql``;
  const rows = rowsOf<{ anchor: string | null; views_anchor: string | null; day: string | null; until: number | null }>(
    await db.execute(sql`
      select to_char(s.anchor, 'YYYY-MM-DD') as anchor, to_char(v.anchor, 'YYYY-MM-DD') as views_anchor,
        to_char(r.day, 'YYYY-MM-DD') as day, ${untilMs} as until
      from campaign_windows_state s
      cross join page_view_windows_state v
      left join offer_click_rolled_days r on r.day between ${fromDay}::date and ${toDay}::date ${covered}
      where s.id = 1 and v.id = 1`),
  );
  const days = new Map<string, Date | null>();
  for (const row of rows)
    if (row.day) days.set(row.day, row.until === null ? null : new Date(Number(row.until)));
  return { days, windowsAnchor: rows[0]?.anchor ?? null, viewsAnchor: rows[0]?.views_anchor ?? null };
}
