/** What campaign-report modules read the same way: many rows as one JSON value. */
import { sql, type SQL } from 'drizzle-orm';
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
