import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { createPglite } from './pglite-create';
import { RemotePglite } from './pglite-remote';
import * as schema from './schema';

/** Both drivers share this type: the services never know which one they run on. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Present on PGlite on this thread only (tests dump and restore its data directory). */
  pglite?: PGlite;
  /** Present on PGlite in its worker thread only (the server, see OpenOptions.worker). */
  remote?: RemotePglite;
  /** Present on PostgreSQL only (named prepared statements, see prepared.ts). */
  pool?: pg.Pool;
  close: () => Promise<void>;
}

/**
 * src/db/client.ts under tsx and dist/main.js in the build both find the SQL next to them:
 * the build copies src/db/migrations to dist/migrations.
 */
export function migrationsFolder(): string {
  return fileURLToPath(new URL('./migrations/', import.meta.url));
}

export interface OpenOptions {
  databaseUrl?: string;
  /** PGlite data folder; undefined = in memory. */
  dataDir?: string;
  /** Restore a PGlite data directory dumped with dumpDataDir() (tests). */
  loadDataDir?: Blob;
  /** Lines added to a new PGlite data directory's postgresql.conf (tests). */
  postgresqlConf?: string[];
  onPoolError?: (error: Error) => void;
  /**
   * PGlite in a worker thread (pglite-remote.ts), as the server runs it: its statements no longer
   * hold the thread that answers requests. Tests and the CLI keep it on their own thread.
   */
  worker?: boolean;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // Fail fast while PostgreSQL is down so requests get a 503 instead of hanging.
      connectionTimeoutMillis: 3000,
      idleTimeoutMillis: 30_000,
      // The hot public reads are named prepared statements (prepared.ts): keep one generic plan
      // each instead of re-planning every execution. Unnamed statements are unaffected.
      options: '-c plan_cache_mode=force_generic_plan',
    });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', (error) => options.onPoolError?.(error));
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return { db, kind: 'postgres', pool, close: () => pool.end() };
  }

  const pgliteOptions = { dataDir: options.dataDir, loadDataDir: options.loadDataDir, postgresqlConf: options.postgresqlConf };
  if (options.worker) {
    const remote = await RemotePglite.open(pgliteOptions);
    // Drizzle's PGlite driver calls query() and transaction(), which the remote answers alike.
    const db = drizzlePglite({ client: remote as unknown as PGlite, schema }) as unknown as Db;
    return { db, kind: 'pglite', remote, close: () => remote.close() };
  }
  const client = await createPglite(pgliteOptions);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return { db, kind: 'pglite', pglite: client, close: () => client.close() };
}

export async function migrateDatabase(database: Database): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  if (database.kind === 'postgres') {
    await migratePg(database.db as unknown as Parameters<typeof migratePg>[0], config);
  } else {
    await migratePglite(database.db as unknown as Parameters<typeof migratePglite>[0], config);
  }
}
