import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export interface PgliteOptions {
  /** Data folder; undefined = in memory. */
  dataDir?: string;
  /** A data directory dumped with dumpDataDir() (tests). */
  loadDataDir?: Blob;
  /** Lines added to a new data directory's postgresql.conf (tests). */
  postgresqlConf?: string[];
}

/** The embedded database, as the server's thread or the database worker opens it. */
export async function createPglite(options: PgliteOptions): Promise<PGlite> {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  return PGlite.create(options.dataDir, {
    // The translation memory's fuzzy matches (migration 0031); a restored dump needs it loaded too.
    extensions: { pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    ...(options.postgresqlConf ? { postgresqlconf: options.postgresqlConf } : {}),
  });
}
