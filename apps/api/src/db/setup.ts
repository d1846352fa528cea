import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { isDatabaseUnavailable } from '../lib/errors';
import { migrateDatabase, openDatabase, type Database, type OpenOptions } from './client';
import { seedDemo } from './seed/demo';

/**
 * Migrate, seed when empty, and refresh planner statistics. PGlite has no autovacuum, so without
 * the ANALYZE its planner would guess (and cache) plans for empty tables.
 */
export async function migrateAndSeed(database: Database): Promise<boolean> {
  // PostgreSQL may still be starting (containers, CI): wait up to ~30 s before giving up.
  for (let attempt = 1; ; attempt += 1) {
    try {
      await migrateDatabase(database);
      break;
    } catch (error) {
      if (!isDatabaseUnavailable(error) || attempt >= 15) throw error;
      console.warn(`Database unavailable, retrying (${attempt}/15) ...`);
      await sleep(2000);
    }
  }
  const seeded = await seedDemo(database.db);
  await database.db.execute(sql`analyze`);
  return seeded;
}

/** Open, then migrateAndSeed: the first start on an empty DATA_DIR creates everything. */
export async function prepareDatabase(options: OpenOptions): Promise<{ database: Database; seeded: boolean }> {
  const database = await openDatabase(options);
  try {
    const seeded = await migrateAndSeed(database);
    return { database, seeded };
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}
