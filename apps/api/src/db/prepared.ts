import { badRequest } from '../lib/errors';
import type { Database } from './client';
import { pglitePrepared, type RunPrepared } from './pglite-prepared';

export type Param = number | string;

/**
 * Named prepared statements for the hot public reads. Planning a join costs more than running it
 * (several times more inside PGlite's WebAssembly), and an uncached public read is a handful of
 * small joins. PostgreSQL: node-postgres prepares a named statement once per connection.
 * PGlite: pglite-prepared.ts, on the thread that owns the database.
 */
export interface PreparedRunner {
  run<T>(name: string, text: string, params: Param[]): Promise<T[]>;
}

/**
 * A parameter as the text the protocol sends. PostgreSQL text cannot hold NUL, so a NUL from a
 * request is a client error (400), not a database error (500).
 */
export function paramText(value: Param): string {
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new Error(`Not an integer parameter: ${value}`);
    return String(value);
  }
  if (value.includes('\0')) throw badRequest('Invalid characters in request');
  return value;
}

export function createPreparedRunner(database: Database): PreparedRunner {
  if (database.pool) {
    const pool = database.pool;
    return {
      async run<T>(name: string, text: string, params: Param[]) {
        const result = await pool.query({ name, text, values: params.map(paramText) });
        return result.rows as T[];
      },
    };
  }
  const run: RunPrepared | undefined = database.remote?.runPrepared ?? (database.pglite && pglitePrepared(database.pglite));
  if (!run) throw new Error('database has neither a pool nor a PGlite client');
  return { run: async (name, text, params) => run(name, text, params.map(paramText)) };
}
