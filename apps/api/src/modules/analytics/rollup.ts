import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { DAY_MS, dayOf } from '../../lib/days';
import { clicksOnDays } from '../offers/stored-clicks';

/**
 * Rebuilds the rollup rows of a day range from the raw events, in SQL, with the buffer's rules:
 * page views and CTA clicks are counted per dimension, and a visitor is counted once a day on the
 * row of their first page view (views of the same millisecond in the order they were written:
 * their place in the table, events having no key). A reader's click of a live offer has its raw
 * row in offer_clicks (with its page and device; a click keeps no referrer), other events in
 * events. Used for bulk-generated (synthetic) events, which skip the buffer, and by the tests that
 * hold the rollup against the raw counts.
 */
export async function rollupFromRaw(db: Db, fromDay: string, toDay: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from daily_stats where day between ${fromDay}::date and ${toDay}::date`);
    await tx.execute(sql`delete from daily_visitors where day between ${fromDay}::date and ${toDay}::date`);
    await tx.execute(sql`
      with e as (
        select site_id, (occurred_at at time zone 'UTC')::date as day, path, coalesce(post_id, 0) as post_id, locale,
               referrer_host, device, kind,
               kind = 'pageview' and row_number() over (
                 partition by site_id, (occurred_at at time zone 'UTC')::date, visitor, kind order by occurred_at, ctid) = 1 as first_visit
        from events
        where occurred_at >= ${fromDay}::date and occurred_at < ${toDay}::date + 1
        union all
        select site_id, (clicked_at at time zone 'UTC')::date, path, post_id, locale, '', device, 'cta_click', false
        from ${clicksOnDays(fromDay, toDay)}
        where device is not null
      ),
      d as (
        select site_id, day, 'site' as dimension, '' as value, 0 as post_id, kind, first_visit from e
        union all select site_id, day, 'page', path, post_id, kind, first_visit from e
        union all select site_id, day, 'source', referrer_host, 0, kind, first_visit from e
        union all select site_id, day, 'locale', locale, 0, kind, first_visit from e
        union all select site_id, day, 'device', device, 0, kind, first_visit from e
      )
      insert into daily_stats (site_id, dimension, day, value, post_id, pageviews, cta_clicks, visitors)
      select site_id, dimension, day, value, max(post_id),
             count(*) filter (where kind = 'pageview'), count(*) filter (where kind = 'cta_click'), count(*) filter (where first_visit)
      from d group by site_id, dimension, day, value`);
    // Only the last two days' visitors are needed to keep counting uniques correctly.
    await tx.execute(sql`
      insert into daily_visitors (site_id, day, visitor)
      select distinct site_id, (occurred_at at time zone 'UTC')::date, visitor from events
      where kind = 'pageview' and occurred_at >= greatest(${fromDay}::date, current_date - 1) and occurred_at < ${toDay}::date + 1
      on conflict do nothing`);
  });
}

/** Raw events deleted per statement by purgeRaw. */
const PURGE_SLICE = 5000;

/**
 * Raw events older than `days` and visitor hashes older than yesterday are deleted; rollups stay.
 * Events go in slices (rows found by their place in the table: events have no key), with a turn
 * of the event loop between them: a large backlog (the first purge, a long stop) never holds the
 * database for long, so beacons' batches and dashboards are served in between.
 */
export async function purgeRaw(db: Db, days: number, now = Date.now(), slice = PURGE_SLICE): Promise<void> {
  const cutoff = new Date(now - days * DAY_MS);
  for (;;) {
    const result = await db.execute(sql`
      with gone as (
        delete from events where ctid = any (array(select ctid from events where occurred_at < ${cutoff} limit ${slice}))
        returning 1
      )
      select count(*)::int as n from gone`);
    if ((result as unknown as { rows: { n: number }[] }).rows[0]!.n < slice) break;
    await new Promise((resolve) => setImmediate(resolve));
  }
  await db.execute(sql`delete from daily_visitors where day < (${dayOf(now - DAY_MS)})::date`);
}
