/** The database the analytics benchmarks start from: two sites and one admin, nothing else. */
import { migrateDatabase, openDatabase } from '../../src/db/client';
import { adminUsers, adminUserSites, sites } from '../../src/db/schema';
import { hashPassword } from '../../src/modules/auth/password';

export const BENCH_ADMIN = { email: 'bench@bench.test', password: 'bench-password-2026' };

/** Events need only a known host (localhost); the dashboards need an admin of both sites. */
export async function freshAnalyticsDatabase(dataDir: string) {
  const database = await openDatabase({ dataDir });
  await migrateDatabase(database);
  const [admin] = await database.db
    .insert(adminUsers)
    .values({
      name: 'Bench',
      email: BENCH_ADMIN.email,
      passwordHash: await hashPassword(BENCH_ADMIN.password),
    })
    .returning();
  const rows = await database.db
    .insert(sites)
    .values([
      { name: 'Bench', domain: 'localhost' },
      { name: 'Bench Two', domain: 'two.localhost' },
    ])
    .returning();
  await database.db
    .insert(adminUserSites)
    .values(rows.map((site) => ({ adminUserId: admin!.id, siteId: site.id })));
  return database;
}
