/**
 * Analytics benchmark (figures printed, not a timed test).
 *
 *   pnpm --filter @sitenet/api bench:analytics            POST /api/events (the same mode as `bench --events`)
 *   pnpm --filter @sitenet/api bench:analytics --views    every analytics screen over 90 days, and the dashboard
 *                                                         summary, at 1 and 10 million events
 *
 * Options: --duration <s> per slice (default 10), --rounds (2), --connections (100), --flood <s> (60),
 * --small / --large event counts for --views (1,000,000 / 10,000,000), --port (3290).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { rollupFromRaw } from '../src/modules/analytics/rollup';
import { BENCH_ADMIN, freshAnalyticsDatabase } from './lib/analytics-db';
import { HOST, startServer, stop, waitForPort } from './lib/processes';
import { writeResults } from './lib/results';
import { eventsMode } from './modes/events';

const { values: args } = parseArgs({
  // `pnpm bench -- --pages` hands the script a literal `--` (pnpm 10): the flags are the same.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
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
/**
 * The synthetic events span 90 days: a 30-day retention would delete two thirds of them a minute
 * after start (one long DELETE that holds the embedded database while the views are timed).
 * The target is about 10 million stored events, so they all stay.
 */
const SERVER_ENV = { ANALYTICS_RAW_DAYS: '3650' };

/** `total` events over the last 90 days on two sites, generated inside the database, then rolled up. */
async function seedEvents(dataDir: string, total: number): Promise<void> {
  const database = await freshAnalyticsDatabase(dataDir);
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
    console.log(
      `  ${total.toLocaleString('en')} events generated and rolled up in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
  } finally {
    await database.close();
  }
}

async function viewsMode(): Promise<void> {
  const sizes = [Number(args.small), Number(args.large)];
  const dirs = await Promise.all(
    sizes.map((size) => mkdtemp(path.join(tmpdir(), `sitenet-bench-${size}-`))),
  );
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
          body: JSON.stringify(BENCH_ADMIN),
        });
        return ((await res.json()) as { token: string }).token;
      }),
    );
    // The analytics screens over 90 days, and the dashboard's summary (its 7 days of rollups plus
    // the leads, review, team and contributor counts).
    const views: Array<[string, string]> = [
      ...['overview', 'traffic', 'content', 'cross-site'].map(
        (view): [string, string] => [view, `/api/admin/analytics/${view}?range=90d`],
      ),
      ['dashboard', '/api/admin/dashboard/summary'],
    ];
    const rows = [];
    for (const [view, url] of views) {
      const times: number[][] = [[], []];
      // The first request of each view reads every closed day (later ones reuse those sums for a minute).
      const cold: number[] = [0, 0];
      for (let i = 0; i < 110; i += 1) {
        for (const index of [0, 1]) {
          const started = performance.now();
          const res = await fetch(`http://${HOST}:${ports[index]}${url}`, {
            headers: { authorization: `Bearer ${tokens[index]}` },
          });
          await res.arrayBuffer();
          if (!res.ok) throw new Error(`${view} answered ${res.status}`);
          if (i === 0) cold[index] = Number((performance.now() - started).toFixed(2));
          if (i >= 10) times[index]!.push(performance.now() - started);
        }
      }
      const p95 = (list: number[]) =>
        Number([...list].sort((a, b) => a - b)[Math.floor(list.length * 0.95)]!.toFixed(2));
      const row = { view, p95Small: p95(times[0]!), p95Large: p95(times[1]!), coldSmall: cold[0]!, coldLarge: cold[1]! };
      rows.push({ ...row, ratio: Number((row.p95Large / row.p95Small).toFixed(2)) });
    }
    console.log(
      `\n  dashboards over 90 days, p95 of 100 requests, alternating: ${sizes[0]!.toLocaleString('en')} vs ${sizes[1]!.toLocaleString('en')} events`,
    );
    for (const row of rows)
      console.log(
        `  ${row.view.padEnd(11)} ${`${row.p95Small} ms`.padStart(10)} ${`${row.p95Large} ms`.padStart(10)}   x${row.ratio}   first request ${row.coldSmall} / ${row.coldLarge} ms`,
      );
    await writeResults('analytics-views', { sizes, rows });
  } finally {
    for (const server of servers) await stop(server);
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  }
}

if (args.views) await viewsMode();
else {
  await eventsMode(PORT, {
    connections: Number(args.connections),
    duration: Number(args.duration),
    rounds: Math.max(1, Number(args.rounds)),
    flood: Number(args.flood),
  });
}
