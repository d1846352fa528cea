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
import { BENCH_ADMIN } from './lib/analytics-db';
import { seedCampaigns } from './lib/campaign-db';
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
const sizes = [Number(args.small), Number(args.large)];
const dirs = await Promise.all(
  sizes.map((size) => mkdtemp(path.join(tmpdir(), `sitenet-campaigns-${size}-`))),
);
const servers: ChildProcess[] = [];
try {
  for (const [index, size] of sizes.entries()) await seedCampaigns(dirs[index]!, size);
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
