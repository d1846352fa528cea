/**
 * Batched writes on PGlite: COPY from a blob (PGlite's /dev/blob). The database reads COPY's
 * tab-separated text with less work than a JSON document (about a quarter less CPU per row), on
 * the thread that also answers the requests. PGlite's own transaction object is the one under
 * Drizzle's (drizzle-orm/pglite: tx.session.client), so the COPY is part of the caller's
 * transaction. node-postgres has no blob: PostgreSQL takes the callers' JSON inserts.
 */
export async function copyFromBlob(tx: unknown, table: string, columns: string, text: string): Promise<void> {
  const client = (tx as { session: { client: { query(sql: string, params: unknown[], options: { blob: Blob }): Promise<unknown> } } })
    .session.client;
  await client.query(`copy ${table} (${columns}) from '/dev/blob'`, [], { blob: new Blob([text]) });
}

const COPY_SPECIAL = /[\\\t\n\r]/;
const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** A value in COPY's text format: backslash, tab and line breaks escaped. */
export function copyText(value: string): string {
  return COPY_SPECIAL.test(value) ? value.replace(/[\\\t\n\r]/g, (c) => COPY_ESCAPES[c]!) : value;
}
