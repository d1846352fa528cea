/**
 * Batched writes on PGlite: COPY from a blob (PGlite's /dev/blob). The database reads COPY's
 * input with less work than a JSON document (about a quarter less CPU per row for its text
 * format, less still for the binary one of copy-binary.ts). PGlite's own transaction object is
 * the one under Drizzle's (drizzle-orm/pglite: tx.session.client), so the COPY is part of the
 * caller's transaction. node-postgres has no blob: PostgreSQL takes the callers' JSON inserts.
 */
export async function copyFromBlob(
  tx: unknown,
  table: string,
  columns: string,
  /** COPY's text format, or its binary one (copy-binary.ts). */
  data: string | Uint8Array<ArrayBuffer>,
): Promise<void> {
  const client = (tx as { session: { client: { query(sql: string, params: unknown[], options: { blob: Blob }): Promise<unknown> } } })
    .session.client;
  await client.query(copyStatement(table, columns, data), [], { blob: new Blob([data]) });
}

/**
 * A COPY from the blob and the statements after it in one exchange with PGlite (Drizzle's
 * database: its client is PGlite or the worker's stand-in, pglite-remote.ts): one simple-protocol
 * query, which PostgreSQL runs as a single transaction, all or nothing, with nothing else between
 * its statements. Each exchange with PGlite has a fixed cost (and, from the server's thread, a
 * round trip to the database worker): a batch of clicks paid six. `after` is written into the
 * query's text, so it holds only values the server made itself (sqlLiteral).
 */
export async function copyFromBlobThen(
  db: unknown,
  table: string,
  columns: string,
  /** COPY's text format, or its binary one (copy-binary.ts). */
  data: string | Uint8Array<ArrayBuffer>,
  after: string[],
): Promise<void> {
  const client = (db as { $client: { exec(sql: string, options: { blob: Blob }): Promise<unknown> } }).$client;
  await client.exec([copyStatement(table, columns, data), ...after].join(';\n'), { blob: new Blob([data]) });
}

function copyStatement(table: string, columns: string, data: string | Uint8Array): string {
  return `copy ${table} (${columns}) from '/dev/blob'${typeof data === 'string' ? '' : ' with (format binary)'}`;
}

/** A string as an SQL literal (quotes doubled; standard_conforming_strings, PostgreSQL's default). */
export function sqlLiteral(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}
