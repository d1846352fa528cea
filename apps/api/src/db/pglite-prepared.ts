import { parse, protocol, type PGlite } from '@electric-sql/pglite';

/** Runs a named prepared statement with its parameters as text (prepared.ts checks them first). */
export type RunPrepared = <T>(name: string, text: string, values: string[]) => Promise<T[]>;

/**
 * PGlite (one session): PREPARE once, then Bind/Execute through PGlite's wire-protocol API, so the
 * parameters travel as bound values, never spliced into SQL text. Used on the thread that owns
 * the PGlite: the server's own (tests, the CLI) or the database worker (pglite-worker.ts).
 */
export function pglitePrepared(client: PGlite, parsers = client.parsers): RunPrepared {
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
  return async <T>(name: string, text: string, values: string[]) => {
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
        return (parse.parseResults(messages, parsers)[0]?.rows ?? []) as T[];
      }),
    );
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
