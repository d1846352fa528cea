import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import { badRequest } from '../lib/errors';
import type { Database } from './client';

export type Param = number | string;

/**
 * Named prepared statements for the hot public reads. Planning a join costs more than running it
 * (several times more inside PGlite's WebAssembly), and an uncached public read is a handful of
 * small joins. PostgreSQL: node-postgres prepares a named statement once per connection.
 * PGlite (one session): PREPARE once, then Bind/Execute through PGlite's wire-protocol API, so the
 * parameters travel as bound values, never spliced into SQL text.
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
  const client = database.pglite;
  if (!client) throw new Error('database has neither a pool nor a PGlite client');
  return pgliteRunner(client);
}

function pgliteRunner(client: PGlite): PreparedRunner {
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
      const values = params.map(paramText);
      let ready = prepared.get(name);
      if (!ready) {
        ready = ensureSession()
          .then(() => client.exec(`prepare ${name} as ${text}`))
          .then(
            () => undefined,
            (error: unknown) => {
              // Another app on the same PGlite (a second API instance in tests) prepared the
              // same statement in the one session: the same text under the same name.
              if ((error as { code?: string }).code !== '42P05') throw error;
            },
          );
        prepared.set(name, ready);
        // A failed PREPARE (database down) is retried on the next request.
        ready.catch(() => prepared.delete(name));
      }
      await ready;
      // The same locks PGlite's own query() takes: never inside another caller's transaction,
      // never interleaved with another statement. Bind, Describe, Execute and Sync go in one
      // exchange (each exchange with PGlite's WebAssembly has a fixed cost); Sync ends it, error
      // or not, and an error is thrown once the exchange is over.
      const exchange = concat([
        protocol.serialize.bind({ statement: name, values }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]);
      return client._runExclusiveTransaction(() =>
        client._runExclusiveQuery(async () => {
          const messages = await client.execProtocolStream(exchange, { syncToFs: false });
          return (parse.parseResults(messages, client.parsers)[0]?.rows ?? []) as T[];
        }),
      );
    },
  };
}

function concat(parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.length;
  }
  return whole;
}
