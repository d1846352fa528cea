import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { migrateAndSeed } from '../src/db/setup';
import { readEnv } from '../src/env';
import { createTemplate, dropAll } from './postgres-databases';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Tarball of a migrated and seeded PGlite data directory ('' on PostgreSQL: a template database). */
    seedDump: string;
  }
}

export default async function setup(project: TestProject) {
  const databaseUrl = readEnv().DATABASE_URL;
  if (databaseUrl) {
    project.provide('seedDump', '');
    await createTemplate(databaseUrl, async (url) => {
      const database = await openDatabase({ databaseUrl: url });
      await migrateAndSeed(database, { demo: true, demoTraffic: false });
      await database.close();
    });
    return () => dropAll(databaseUrl);
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'sitenet-api-test-'));
  // PostgreSQL keeps 80 MB of used WAL segments by default: seeding left 145 MB of WAL in a
  // 175 MB dump, which each of the ~100 test files restored (3 s each on a busy machine). With
  // 32 MB kept and a checkpoint, the dump is 66 MB and restores in under a second. Uncompressed:
  // gunzip cost each restore more than the disk read it saved.
  const database = await openDatabase({ postgresqlConf: ['min_wal_size = 32MB', 'max_wal_size = 32MB'] });
  await migrateAndSeed(database, { demo: true, demoTraffic: false });
  await database.pglite!.exec('CHECKPOINT');
  const dump = await database.pglite!.dumpDataDir('none');
  const file = path.join(dir, 'seed.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('seedDump', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
