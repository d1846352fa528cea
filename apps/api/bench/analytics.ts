/**
 * Analytics benchmark (figures printed, not a timed test).
 *
 *   pnpm --filter @sitenet/api bench:analytics            POST /api/events vs bare node:http, events lost, RSS under a flood
 *   pnpm --filter @sitenet/api bench:analytics --views    every dashboard over 90 days at 1 and 10 million events
 *
 * Options: --duration <s> per slice (default 10), --rounds (2), --connections (100), --flood <s> (60),
 * --small / --large event counts for --views (1,000,000 / 10,000,000), --port (3290).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase } from '../src/db/client';
import { adminUsers, adminUserSites, sites } from '../src/db/schema';
import { rollupFromRaw } from '../src/modules/analytics/rollup';
import { hashPassword } from '../src/modules/auth/password';
import { HOST, replyHeaders, rssMb, startBaseline, startServer, stop, waitForPort } from './lib/processes';
import { writeResults } from './lib/results';

const { values: args } = parseArgs({
  options: {
    views: { type: 'boolean', default: false },
    duration: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '2' },
    connections: { type: 'string', default: '100' },
    flood: { type: 'string', default: '60' },
    small: { type: 'string', default: '1000000' },
    large: { type: 'string', default: '10000000' },
    port: { type: 'string', default: '3290' },
  },
});
const PORT = Number(args.port);
const BASELINE_PORT = PORT + 1;
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const PASSWORD = 'bench-password-2026';

/** A database with two sites and one admin, nothing else (events need only a known host). */
async function freshDatabase(dataDir: string) {
  const database = await openDatabase({ dataDir });
  await migrateDatabase(database);
  const [admin] = await database.db
    .insert(adminUsers)
    .values({ name: 'Bench', email: 'bench@bench.test', passwordHash: await hashPassword(PASSWORD) })
    .returning();
  const rows = await database.db
    .insert(sites)
    .values([
      { name: 'Bench', domain: 'localhost' },
      { name: 'Bench Two', domain: 'two.localhost' },
    ])
    .returning();
  await database.db.insert(adminUserSites).values(rows.map((site) => ({ adminUserId: admin!.id, siteId: site.id })));
  return database;
}

/** One load generator is one client address: lift the per-client beacon limit for the bench. */
const SERVER_ENV = { EVENTS_PER_MINUTE: '100000000' };

const EVENT = JSON.stringify({ kind: 'pageview', path: '/bench-article', locale: 'en', referrer: 'https://www.google.com/' });

async function post(port: number, seconds: number) {
  const result = await autocannon({
    url: `http://${HOST}:${port}/api/events`,
    method: 'POST',
    connections: Number(args.connections),
    duration: seconds,
    headers: { 'content-type': 'text/plain', 'user-agent': UA, host: 'localhost' },
    body: EVENT,
  });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, ok: result['2xx'], errors: result.errors + result.timeouts, non2xx: result.non2xx };
}

async function eventsMode(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sitenet-bench-events-'));
  const children: ChildProcess[] = [];
  try {
    (await freshDatabase(dataDir)).close();
    const server = startServer(dataDir, PORT, SERVER_ENV);
    children.push(server);
    await waitForPort(PORT);
    const sample = await fetch(`http://${HOST}:${PORT}/api/events`, { method: 'POST', headers: { 'content-type': 'text/plain', 'user-agent': UA }, body: EVENT });
    const baseline = startBaseline(BASELINE_PORT, await sample.text(), replyHeaders(sample), 202);
    children.push(baseline);
    await waitForPort(BASELINE_PORT);

    let accepted = 1; // the sample above
    const rows = { baseline: [] as Awaited<ReturnType<typeof post>>[], events: [] as Awaited<ReturnType<typeof post>>[] };
    await post(BASELINE_PORT, 2).catch(() => undefined);
    accepted += (await post(PORT, 2)).ok;
    for (let round = 0; round < Number(args.rounds); round += 1) {
      rows.baseline.push(await post(BASELINE_PORT, Number(args.duration)));
      const run = await post(PORT, Number(args.duration));
      accepted += run.ok;
      rows.events.push(run);
    }
    await stop(baseline);

    // A flood: memory stays bounded (events are written in batches, the buffer has a cap).
    const before = await rssMb(server.pid!);
    let peak = before;
    const sampler = setInterval(() => void rssMb(server.pid!).then((mb) => (peak = Math.max(peak, mb))), 500);
    const flood = await post(PORT, Number(args.flood));
    clearInterval(sampler);
    accepted += flood.ok;
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const after = await rssMb(server.pid!);

    await stop(server); // SIGTERM: a clean shutdown flushes the buffer
    const database = await openDatabase({ dataDir });
    const stored = Number(((await database.db.execute(sql`select count(*)::int as n from events`)) as unknown as { rows: { n: number }[] }).rows[0]!.n);
    await database.close();

    const avg = (list: { rps: number }[]) => Math.round(list.reduce((sum, row) => sum + row.rps, 0) / list.length);
    const base = avg(rows.baseline);
    const subject = avg(rows.events);
    const report = {
      baseline: { rps: base, p99Ms: Math.max(...rows.baseline.map((r) => r.p99)) },
      events: {
        rps: subject,
        p99Ms: Math.max(...rows.events.map((r) => r.p99)),
        errors: rows.events.reduce((s, r) => s + r.errors + r.non2xx, 0),
        ratio: Number((subject / base).toFixed(3)),
      },
      // autocannon counts the replies inside its window; a few more are answered as it stops, so
      // the database may hold more than were counted as accepted, never fewer.
      lost: { accepted, stored, lost: Math.max(0, accepted - stored) },
      flood: { seconds: Number(args.flood), rps: flood.rps, errors: flood.errors + flood.non2xx, rssMb: { before, peak, after } },
    };
    console.log(`\n  POST /api/events vs bare node:http (${args.connections} connections, ${args.rounds} x ${args.duration} s alternating)`);
    console.log(`  baseline ${base} req/s   events ${subject} req/s   ratio ${report.events.ratio}   errors ${report.events.errors}   p99 ${report.events.p99Ms} ms`);
    console.log(`  events acknowledged ${accepted}, stored after the shutdown flush ${stored}, lost ${Math.max(0, accepted - stored)}`);
    console.log(`  ${args.flood} s flood at ${flood.rps} req/s: RSS before ${before} MB, peak ${peak} MB, after ${after} MB`);
    await writeResults('events', report);
  } finally {
    for (const child of children) await stop(child);
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** `total` events over the last 90 days on two sites, generated inside the database, then rolled up. */
async function seedEvents(dataDir: string, total: number): Promise<void> {
  const database = await freshDatabase(dataDir);
  try {
    const started = Date.now();
    const chunk = 1_000_000;
    for (let done = 0; done < total; done += chunk) {
      const n = Math.min(chunk, total - done);
      await database.db.execute(sql`
        insert into events (site_id, occurred_at, kind, path, post_id, locale, referrer_host, device, visitor, synthetic)
        select 1 + (g % 2), now() - make_interval(secs => (random() * 89 * 86400)::int),
               case when g % 30 = 0 then 'cta_click' else 'pageview' end,
               '/article-' || (g % 300), 1 + (g % 300),
               (array['en','es','ar','fr','zh'])[1 + g % 5],
               (array['','','google.com','bing.com','facebook.com','reddit.com','news.example','duckduckgo.com'])[1 + g % 8],
               (array['mobile','mobile','desktop','tablet'])[1 + g % 4],
               'v' || (g % 50000), true
        from generate_series(${done + 1}::int, ${done + n}::int) g`);
    }
    const today = new Date().toISOString().slice(0, 10);
    const first = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10);
    await rollupFromRaw(database.db, first, today);
    await database.db.execute(sql`analyze`);
    console.log(`  ${total.toLocaleString('en')} events generated and rolled up in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await database.close();
  }
}

async function viewsMode(): Promise<void> {
  const sizes = [Number(args.small), Number(args.large)];
  const dirs = await Promise.all(sizes.map((size) => mkdtemp(path.join(tmpdir(), `sitenet-bench-${size}-`))));
  const servers: ChildProcess[] = [];
  try {
    for (const [index, size] of sizes.entries()) await seedEvents(dirs[index]!, size);
    const ports = [PORT, PORT + 2];
    sizes.forEach((_, index) => servers.push(startServer(dirs[index]!, ports[index]!, SERVER_ENV)));
    await Promise.all(ports.map((port) => waitForPort(port)));
    const tokens = await Promise.all(
      ports.map(async (port) => {
        const res = await fetch(`http://${HOST}:${port}/api/admin/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'bench@bench.test', password: PASSWORD }),
        });
        return ((await res.json()) as { token: string }).token;
      }),
    );
    const views = ['overview', 'traffic', 'content', 'cross-site'];
    const rows = [];
    for (const view of views) {
      const times: number[][] = [[], []];
      for (let i = 0; i < 110; i += 1) {
        for (const index of [0, 1]) {
          const started = performance.now();
          const res = await fetch(`http://${HOST}:${ports[index]}/api/admin/analytics/${view}?range=90d`, {
            headers: { authorization: `Bearer ${tokens[index]}` },
          });
          await res.arrayBuffer();
          if (!res.ok) throw new Error(`${view} answered ${res.status}`);
          if (i >= 10) times[index]!.push(performance.now() - started);
        }
      }
      const p95 = (list: number[]) => Number([...list].sort((a, b) => a - b)[Math.floor(list.length * 0.95)]!.toFixed(2));
      const row = { view, p95Small: p95(times[0]!), p95Large: p95(times[1]!) };
      rows.push({ ...row, ratio: Number((row.p95Large / row.p95Small).toFixed(2)) });
    }
    console.log(`\n  dashboards over 90 days, p95 of 100 requests, alternating: ${sizes[0]!.toLocaleString('en')} vs ${sizes[1]!.toLocaleString('en')} events`);
    for (const row of rows) console.log(`  ${row.view.padEnd(11)} ${`${row.p95Small} ms`.padStart(10)} ${`${row.p95Large} ms`.padStart(10)}   x${row.ratio}`);
    await writeResults('analytics-views', { sizes, rows });
  } finally {
    for (const server of servers) await stop(server);
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  }
}

if (args.views) await viewsMode();
else await eventsMode();
