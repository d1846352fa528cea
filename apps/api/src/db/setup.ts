import { setTimeout as sleep } from 'node:timers/promises';
import { count, sql } from 'drizzle-orm';
import { isDatabaseUnavailable } from '../lib/errors';
import { migrateDatabase, openDatabase, type Database, type OpenOptions } from './client';
import { adminUsers } from './schema';
import { seedDemo } from './seed/demo';
import { seedSyntheticTraffic } from './seed/traffic';
import { backfillTranslationMemory } from '../modules/translation-memory/record';
import { ensureAllSiteStrings } from '../modules/strings/seed';

export interface SetupOptions {
  /** Seed the demo network (sites, articles, demo accounts) when the database is empty. Never implied. */
  demo: boolean;
  /** With the demo: 90 days of synthetic traffic (marked `synthetic`) so the dashboards have a history. */
  demoTraffic?: boolean;
}

export interface SetupResult {
  /** The demo network went in on this start. */
  seeded: boolean;
  /** No admin account exists: nobody can sign in until one is created (see cli/admin-create.ts). */
  noAdmin: boolean;
}

/**
 * Migrate, seed the demo network only when asked, and refresh planner statistics. PGlite has no
 * autovacuum, so without the ANALYZE its planner would guess (and cache) plans for empty tables.
 */
export async function migrateAndSeed(database: Database, options: SetupOptions): Promise<SetupResult> {
  await migrateWithRetry(database);
  const seeded = options.demo ? await seedDemo(database.db) : false;
  if (seeded && options.demoTraffic !== false) await seedSyntheticTraffic(database.db);
  // A database from before the translation memory gets its translations in once (a no-op after).
  await backfillTranslationMemory(database.db);
  // Sites older than the stored interface strings (and the demo's) get the shipped translations.
  await ensureAllSiteStrings(database.db);
  await database.db.execute(sql`analyze`);
  const [admins] = await database.db.select({ n: count() }).from(adminUsers);
  return { seeded, noAdmin: (admins?.n ?? 0) === 0 };
}

/** PostgreSQL may still be starting (containers, CI): wait up to ~30 s before giving up. */
export async function migrateWithRetry(database: Database): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await migrateDatabase(database);
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error) || attempt >= 15) throw error;
      console.warn(`Database unavailable, retrying (${attempt}/15) ...`);
      await sleep(2000);
    }
  }
}

/** Open, then migrateAndSeed: the first start on an empty DATA_DIR creates the schema (and the demo when asked). */
export async function prepareDatabase(
  options: OpenOptions & SetupOptions,
): Promise<{ database: Database } & SetupResult> {
  const database = await openDatabase(options);
  try {
    return { database, ...(await migrateAndSeed(database, options)) };
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}
