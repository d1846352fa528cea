/**
 * Activity log benchmark (figures printed, not a timed test):
 *
 *   pnpm --filter @sitenet/api bench:activity [--entries 1000000] [--requests 200]
 *
 * An in-memory PGlite gets 20 sites, 50 people and `--entries` synthetic entries (one
 * INSERT ... SELECT generate_series), then GET /api/admin/activity is timed through app.inject,
 * `--requests` times each: unfiltered (the owner), by person, by site, by action, and a manager
 * of two sites. The target (issue 19): p95 <= 50 ms with 1 million entries.
 */
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { migrateDatabase, openDatabase } from '../src/db/client';
import { adminUsers, adminUserSites, sites } from '../src/db/schema';
import { parseEnv } from '../src/env';
import { sessionFor } from '../src/modules/people/fixture';

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    entries: { type: 'string', default: '1000000' },
    requests: { type: 'string', default: '200' },
  },
});
const ENTRIES = Number(args.entries);
const REQUESTS = Number(args.requests);
const SITES = 20;
const PEOPLE = 50;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main(): Promise<void> {
  const database = await openDatabase({});
  await migrateDatabase(database);
  const db = database.db;
  const siteRows = await db
    .insert(sites)
    .values(Array.from({ length: SITES }, (_, i) => ({ name: `Bench ${i + 1}`, domain: `bench-${i + 1}.localhost` })))
    .returning({ id: sites.id });
  const people = await db
    .insert(adminUsers)
    .values(Array.from({ length: PEOPLE }, (_, i) => ({ name: `Person ${i + 1}`, email: `p${i + 1}@bench.test`, passwordHash: 'x', role: i === 0 ? ('owner' as const) : ('member' as const) })))
    .returning({ id: adminUsers.id });
  const owner = people[0]!.id;
  const manager = people[1]!.id;
  await db.insert(adminUserSites).values(siteRows.slice(0, 2).map((site) => ({ adminUserId: manager, siteId: site.id, role: 'manager' as const })));

  const started = performance.now();
  // Indexes are built once after the load rather than row by row (minutes faster on PGlite); the
  // definitions are the migration's own, read back from the catalogue.
  const indexes = (await db.execute(sql`select indexdef from pg_indexes where tablename = 'activity_entries' and indexname <> 'activity_entries_pkey'`)) as unknown as
    | { rows: Array<{ indexdef: string }> }
    | Array<{ indexdef: string }>;
  const definitions = (Array.isArray(indexes) ? indexes : indexes.rows).map((row) => row.indexdef);
  for (const definition of definitions) await db.execute(sql.raw(`drop index ${/INDEX (\S+) ON/.exec(definition)![1]}`));
  // Ten percent network-wide entries (site null); the rest spread over the sites and people.
  await db.execute(sql`
    insert into activity_entries (at, user_id, user_name, site_id, action, target_type, target_id, target_label, changes)
    select now() - make_interval(secs => ${ENTRIES}::int - g),
           ${people[0]!.id}::int + (g % ${PEOPLE}), 'Person ' || (1 + g % ${PEOPLE}),
           case when g % 10 = 0 then null else ${siteRows[0]!.id}::int + (g % ${SITES}) end,
           (array['post.update','post.create','translation.publish','lead.status','site.settings.update'])[1 + g % 5],
           (array['post','post','translation','lead','site'])[1 + g % 5],
           (g % 5000)::text, 'Target ' || (g % 5000),
           jsonb_build_object('status', jsonb_build_object('before', 'draft', 'after', 'published'))
    from generate_series(1, ${ENTRIES}::int) g`);
  for (const definition of definitions) await db.execute(sql.raw(definition));
  await db.execute(sql`analyze activity_entries`);
  console.log(`${ENTRIES.toLocaleString('en')} entries inserted and indexed in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const app = await buildApp({ env: parseEnv({ NODE_ENV: 'development', LOG_LEVEL: 'silent', WEB_ROOT: '/nonexistent-web-root', DATA_DIR: '/nonexistent-data-dir' }), database, logger: false });
  await app.ready();
  const ownerToken = await sessionFor(db, owner);
  const managerToken = await sessionFor(db, manager);

  const cases: Array<[string, string, string]> = [
    ['unfiltered (owner)', '', ownerToken],
    ['by person', `?user_id=${people[7]!.id}`, ownerToken],
    ['by site', `?site_id=${siteRows[5]!.id}`, ownerToken],
    ['by person and site', `?user_id=${people[7]!.id}&site_id=${siteRows[7]!.id}`, ownerToken],
    ['by action', '?action=lead.status', ownerToken],
    ['manager of 2 sites', '', managerToken],
  ];
  console.log(`GET /api/admin/activity, ${REQUESTS} requests each (limit 50), app.inject on PGlite:`);
  for (const [label, query, token] of cases) {
    let cursor: string | null = null;
    const times: number[] = [];
    for (let i = 0; i < REQUESTS + 10; i += 1) {
      // Every fifth request asks the next page, as "Load more" does.
      const url = `/api/admin/activity${query}${i % 5 === 4 && cursor ? `${query ? '&' : '?'}before=${cursor}` : ''}`;
      const t0 = performance.now();
      const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      const elapsed = performance.now() - t0;
      if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body}`);
      const body = res.json() as { entries: unknown[]; next_before: string | null };
      if (body.entries.length === 0) throw new Error(`${label}: no entries`);
      cursor = body.next_before;
      if (i >= 10) times.push(elapsed); // the first ten warm up
    }
    times.sort((a, b) => a - b);
    console.log(`  ${label.padEnd(22)} p50 ${percentile(times, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(6)} ms   max ${times.at(-1)!.toFixed(1).padStart(6)} ms`);
  }
  await app.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
