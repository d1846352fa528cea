/** What campaign-report modules read the same way: many rows as one JSON value, clicks by time. */
import { or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

/**
 * Runs a statement answering many rows (a report's groups, days, labels) as one JSON array, and
 * answers its rows as `db.execute()` would. PGlite builds each row's object field by field in JS
 * (some 15 µs a row: 300 rows took longer than planning and running the statement); one json
 * value is one JSON.parse. Columns keep their JSON types (numbers, booleans, strings, null).
 */
export async function executeAsJson(db: Db, query: SQL): Promise<{ rows: unknown[] }> {
  const [row] = rowsOf<{ rows: unknown[] | string }>(
    await db.execute(sql`select coalesce(json_agg(x), '[]'::json) as rows from (${query}) x`),
  );
  const rows = row?.rows ?? [];
  return { rows: typeof rows === 'string' ? (JSON.parse(rows) as unknown[]) : rows };
}

/**
 * The clicks `c` whose time falls in one of the ranges [from, to) (times, or timestamptz texts
 * such as '-infinity'), as constants, so the planner finds them through the BRIN index on
 * clicked_at; false when there is none.
 */
export function clickedIn(ranges: [Date | string, Date | string][]): SQL {
  const at = (time: Date | string) =>
    sql`${typeof time === 'string' ? time : time.toISOString()}::timestamptz`;
  return (
    or(
      ...ranges.map(
        ([from, to]) => sql`(c.clicked_at >= ${at(from)} and c.clicked_at < ${at(to)})`,
      ),
    ) ?? sql`false`
  );
}
