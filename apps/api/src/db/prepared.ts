import { badRequest } from '../lib/errors';
import type { Database } from './client';

export type Param = number | string;

/**
 * Named prepared statements for the hot public reads. Planning a join costs more than running it
 * (several times more inside PGlite's WebAssembly), and an uncached public read is a handful of
 * small joins. PostgreSQL: node-postgres prepares a named statement once per connection.
 * PGlite (one session): PREPARE once, then EXECUTE with the parameters written as SQL literals,
 * because PGlite's query API has no named statements.
 */
export interface PreparedRunner {
  run<T>(name: string, text: string, params: Param[]): Promise<T[]>;
}

/** Only integers and strings reach here; strings become standard-conforming SQL literals. */
export function sqlLiteral(value: Param): string {
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new Error(`Not an integer parameter: ${value}`);
    return String(value);
  }
  if (value.includes('\0')) throw badRequest('Invalid characters in request');
  return `'${value.replace(/'/g, "''")}'`;
}

export function createPreparedRunner(database: Database): PreparedRunner {
  if (database.pool) {
    const pool = database.pool;
    return {
      async run<T>(name: string, text: string, params: Param[]) {
        const result = await pool.query({ name, text, values: params });
        return result.rows as T[];
      },
    };
  }

  const client = database.pglite;
  if (!client) throw new Error('database has neither a pool nor a PGlite client');
  const prepared = new Map<string, Promise<void>>();
  // One generic plan per statement instead of re-planning each execution (see client.ts for
  // PostgreSQL). Affects named prepared statements only; drizzle's queries are unnamed.
  let session: Promise<void> | null = null;
  const ensureSession = (): Promise<void> =>
    (session ??= client
      .exec('set plan_cache_mode = force_generic_plan')
      .then(() => undefined)
      .catch((error: unknown) => {
        session = null;
        throw error;
      }));
  return {
    async run<T>(name: string, text: string, params: Param[]) {
      let ready = prepared.get(name);
      if (!ready) {
        ready = ensureSession()
          .then(() => client.exec(`prepare ${name} as ${text}`))
          .then(() => undefined);
        prepared.set(name, ready);
        // A failed PREPARE (database down) is retried on the next request.
        ready.catch(() => prepared.delete(name));
      }
      await ready;
      const result = await client.query<T>(`execute ${name}(${params.map(sqlLiteral).join(', ')})`);
      return result.rows;
    },
  };
}
