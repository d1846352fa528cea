/**
 * Campaign reports benchmark (synthetic mode; figures printed, not a timed test).
 *
 *   pnpm --filter @sitenet/api bench:campaigns     the report (by offer, site, language, article)
 *                                                 and the cross-site matrices over 90 days, at 1
 *                                                 and 10 million offer clicks
 *
 * Options: --small / --large click counts (1,000,000 / 10,000,000), --requests per view (100),
 * --port (3294). Target (issue 18): p95 <= 100 ms at 10 million clicks, growing <= 1.3x from 1 to 10 million.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { ROLLUP_WINDOW_DAYS, rollupClickDays } from '../src/modules/campaign-reports/click-rollup';
import { BENCH_ADMIN, freshAnalyticsDatabase } from './lib/analytics-db';
import { HOST, startServer, stop, waitForPort } from './lib/processes';
import { percentile, writeResults } from './lib/results';

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    small: { type: 'string', default: '1000000' },
    large: { type: 'string', default: '10000000' },
    requests: { type: 'string', default: '100' },
    port: { type: 'string', default: '3294' },
  },
});
const PORT = Number(args.port);
const OFFERS = 40;
const POSTS = 200;

/**
 * Two sites, 40 offers (half per click, half per sale), 200 articles each placing two offers,
 * `total` clicks over the last 90 days (a reader pool of 200,000), 1 % of them converted, and
 * 90 days of page views of every article in five languages in the rollup. The closed days of
 * clicks are rolled up (offer_click_days); today's (about 1/89 of them) are read raw.
 */
async function seed(dataDir: string, total: number): Promise<void> {
  const database = await freshAnalyticsDatabase(dataDir);
  const db = database.db;
  try {
    const started = Date.now();
    // The reports are read by whoever manages offers: the bench admin is the owner here.
    await db.execute(sql`update admin_users set role = 'owner'`);
    await db.execute(sql`insert into partners (name) values ('Bench partner')`);
    await db.execute(sql`
      insert into offers (partner_id, site_id, name, destination_url, commission_model, commission_rate, commission_currency)
      select 1, null, 'Offer ' || g, 'https://shop.example/' || g,
        case when g % 2 = 0 then 'per_click' else 'percent' end, case when g % 2 = 0 then 0.25 else 8 end,
        case when g % 3 = 0 then 'USD' else 'EUR' end
      from generate_series(1, ${OFFERS}) g`);
    await db.execute(sql`
      insert into posts (site_id, category, tips_meta)
      select 1 + g % 2, 'money', jsonb_build_array(
        jsonb_build_object('id', 't1', 'offer_id', 1 + g % ${OFFERS}),
        jsonb_build_object('id', 't2', 'offer_id', 1 + (g + 7) % ${OFFERS}))
      from generate_series(1, ${POSTS}) g`);
    await db.execute(sql`
      insert into daily_stats (site_id, dimension, day, value, post_id, pageviews)
      select p.site_id, 'page', current_date - d,
        case when l = 'en' then '/article-' || p.id else '/' || l || '/article-' || p.id end, p.id, 50 + (p.id * d) % 200
      from posts p, generate_series(0, 179) d, unnest(array['en','es','ar','fr','zh']) l`);
    const chunk = 1_000_000;
    for (let done = 0; done < total; done += chunk) {
      const n = Math.min(chunk, total - done);
      await db.execute(sql`
        insert into offer_clicks (id, offer_id, site_id, post_id, tip_id, locale, clicked_at, visitor)
        select 'c' || g, 1 + g % ${OFFERS}, 1 + (g % ${POSTS}) % 2, 1 + g % ${POSTS}, 't1',
          (array['en','es','ar','fr','zh'])[1 + g % 5],
          now() - make_interval(secs => (random() * 89 * 86400)::int), 'v' || (g % 200000)
        from generate_series(${done + 1}::int, ${done + n}::int) g`);
    }
    await db.execute(sql`
      insert into offer_conversions (click_id, offer_id, site_id, post_id, locale, amount, currency, earnings, earnings_currency, source, converted_at)
      select c.id, c.offer_id, c.site_id, c.post_id, c.locale, 80, 'EUR', 6.4, 'EUR', 'import', c.clicked_at + interval '1 hour'
      from offer_clicks c where (substr(c.id, 2))::int % 100 = 0`);
    // The closed days go into the daily rollup as the server's roll-up pass would put them;
    // today's clicks stay raw (the reports read them by time).
    const rolledFrom = Date.now();
    await rollupClickDays(
      db,
      new Date(Date.now() - ROLLUP_WINDOW_DAYS * 86_400_000).toISOString().slice(0, 10),
      new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
    );
    console.log(`  rolled up in ${((Date.now() - rolledFrom) / 1000).toFixed(0)} s`);
    await db.execute(sql`analyze`);
    console.log(
      `  ${total.toLocaleString('en')} clicks generated in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
  } finally {
    await database.close();
  }
}

const sizes = [Number(args.small), Number(args.large)];
const dirs = await Promise.all(
  sizes.map((size) => mkdtemp(path.join(tmpdir(), `sitenet-campaigns-${size}-`))),
);
const servers: ChildProcess[] = [];
try {
  for (const [index, size] of sizes.entries()) await seed(dirs[index]!, size);
  const ports = [PORT, PORT + 2];
  sizes.forEach((_, index) => servers.push(startServer(dirs[index]!, ports[index]!)));
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
  const views: Array<[string, string]> = [
    ...['offer', 'site', 'language', 'post'].map((group): [string, string] => [
      `report/${group}`,
      `/api/admin/campaigns/report?range=90d&group_by=${group}`,
    ]),
    ['report/site 1', '/api/admin/campaigns/report?range=90d&site_id=1'],
    ['cross-site', '/api/admin/campaigns/cross-site?range=90d'],
  ];
  const requests = Number(args.requests);
  const rows = [];
  for (const [view, url] of views) {
    const times: number[][] = [[], []];
    for (let i = 0; i < requests + 5; i += 1) {
      for (const index of [0, 1]) {
        const started = performance.now();
        const res = await fetch(`http://${HOST}:${ports[index]}${url}`, {
          headers: { authorization: `Bearer ${tokens[index]}` },
        });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${view} answered ${res.status}`);
        // The first five warm the connection and the plans.
        if (i >= 5) times[index]!.push(performance.now() - started);
      }
    }
    const p95Small = Number(percentile(times[0]!, 95).toFixed(2));
    const p95Large = Number(percentile(times[1]!, 95).toFixed(2));
    rows.push({ view, p95Small, p95Large, ratio: Number((p95Large / p95Small).toFixed(2)) });
  }
  console.log(
    `\n  campaign reports over 90 days, p95 of ${requests} requests, alternating: ${sizes[0]!.toLocaleString('en')} vs ${sizes[1]!.toLocaleString('en')} clicks`,
  );
  for (const row of rows)
    console.log(
      `  ${row.view.padEnd(15)} ${`${row.p95Small} ms`.padStart(11)} ${`${row.p95Large} ms`.padStart(11)}   x${row.ratio}`,
    );
  await writeResults('campaign-reports', { sizes, rows });
} finally {
  for (const server of servers) await stop(server);
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
}
