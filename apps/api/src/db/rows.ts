import { sql, type SQL } from 'drizzle-orm';

/**
 * The rows of a raw statement (`db.execute()`): PGlite and node-postgres both answer `{ rows }`;
 * a driver that answers the array itself is read as is.
 */
export const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/**
 * A timestamptz as epoch milliseconds (float8: both drivers answer a number), so JS reads the
 * time as it wrote it instead of parsing PostgreSQL's text.
 */
export const epochMs = (timestamp: SQL) => sql`(extract(epoch from ${timestamp}) * 1000)::float8`;
