/**
 * The stored clicks as relations to read from: their batches (offer_click_batches, migration
 * 0044) found by time or by click id, so a read opens only the batches that hold its clicks. The
 * view offer_clicks is every click, for what reads them all.
 */
import { sql, type SQL } from 'drizzle-orm';
import { DAY_MS } from '../../lib/days';

/** A time, or a timestamptz text such as '-infinity', as a timestamptz constant. */
const at = (time: Date | string) => sql`${typeof time === 'string' ? time : time.toISOString()}::timestamptz`;

/** The clicks of [from, to), with offer_clicks' columns. */
export function clicksBetween(from: Date | string, to: Date | string): SQL {
  return sql`offer_clicks_between(${at(from)}, ${at(to)})`;
}

/** The clicks of the ranges [from, to) (disjoint, as offer_click_raw_ranges gives them), as a subquery. */
export function clicksIn(ranges: [Date | string, Date | string][]): SQL {
  if (ranges.length === 0) return sql`(select * from offer_clicks where false)`;
  return sql`(${sql.join(
    ranges.map(([from, to]) => sql`select * from ${clicksBetween(from, to)}`),
    sql` union all `,
  )})`;
}

/** The clicks of these ids (absent ones left out). */
export function clicksWithIds(ids: readonly string[]): SQL {
  return sql`offer_clicks_with_ids(array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::text[])`;
}

/** The clicks of the UTC days [fromDay, toDay] ('YYYY-MM-DD'). */
export function clicksOnDays(fromDay: string, toDay: string): SQL {
  return clicksBetween(`${fromDay}T00:00:00Z`, new Date(Date.parse(`${toDay}T00:00:00Z`) + DAY_MS));
}
