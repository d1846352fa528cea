/**
 * API benchmark (figures printed, not a timed test).
 *
 *   pnpm --filter @sitenet/api bench              cached public reads vs a bare node:http baseline
 *   pnpm --filter @sitenet/api bench --uncached   the same with PUBLIC_CACHE=off
 *   pnpm --filter @sitenet/api bench --scale      category-page time at 1,000 vs 100,000 posts
 *
 * Options: --duration <s> per slice (default 10), --rounds <n> slices per target (default 2),
 * --connections <n> (default 100).
 * The server runs in its own process (like production) on 127.0.0.1; autocannon runs here.
 * Results are written to apps/api/bench-results/ (ignored by git).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import type { PostsListResponse, HomepageResponse } from '../src/contract';
import { prepareDatabase } from '../src/db/setup';
import { seedSyntheticPosts } from '../src/db/seed/synthetic';

const API_ROOT = fileURLToPath(new URL('..', import.meta.url));
const HOST = '127.0.0.1';
const PORT = 3190;
const BASELINE_PORT = 3191;

const { values: args } = parseArgs({
  options: {
    uncached: { type: 'boolean', default: false },
    scale: { type: 'boolean', default: false },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '100' },
    rounds: { type: 'string', default: '2' },
  },
});
const ROUNDS = Math.max(1, Number(args.rounds));
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);

interface LoadResult {
  name: string;
  url: string;
  requestsPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  ratioToBaseline?: number;
}

function waitForPort(port: number, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const attempt = () => {
      fetch(`http://${HOST}:${port}/api/health`)
        .then(() => resolve())
        .catch(() => {
          if (Date.now() - started > timeoutMs) reject(new Error(`port ${port} did not open`));
          else setTimeout(attempt, 200);
        });
    };
    attempt();
  });
}

function startServer(dataDir: string, cache: 'on' | 'off', port = PORT): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST,
      DATA_DIR: dataDir,
      PUBLIC_CACHE: cache,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      WEB_ROOT: path.join(dataDir, 'no-web-root'),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * A bare node:http server answering every request with the same bytes as the API's homepage
 * reply (body and response headers: security headers, ETag, Cache-Control ...): the ceiling
 * for one core.
 */
function startBaseline(body: string, headers: Record<string, string>): ChildProcess {
  const source = `
    const http = require('node:http');
    const body = Buffer.from(process.env.BODY);
    const headers = { ...JSON.parse(process.env.HEADERS), 'content-length': body.length };
    http.createServer((req, res) => {
      if (req.url === '/api/health') { res.end('ok'); return; }
      res.writeHead(200, headers);
      res.end(body);
    }).listen(${BASELINE_PORT}, '${HOST}');`;
  return spawn(process.execPath, ['-e', source], {
    env: { ...process.env, BODY: body, HEADERS: JSON.stringify(headers) },
    stdio: 'inherit',
  });
}

/** The reply's own headers, minus those node:http writes itself. */
function replyHeaders(res: Response): Record<string, string> {
  const skip = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
  const headers: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (!skip.has(name)) headers[name] = value;
  });
  return headers;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function load(name: string, url: string, headers: Record<string, string>, warmUp: boolean): Promise<LoadResult> {
  // Unrecorded warm-up: JIT and caches settle before the first measured run.
  if (warmUp) await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  return {
    name,
    url,
    requestsPerSec: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function getJson<T>(url: string, headers: Record<string, string> = {}): Promise<T> {
  const res = await fetch(url, { headers });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return (await res.json()) as T;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

async function timeRequests(url: string, count = 200): Promise<number> {
  for (let i = 0; i < 20; i += 1) await (await fetch(url)).arrayBuffer(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    times.push(performance.now() - started);
  }
  return Number(median(times).toFixed(3));
}

async function seedFresh(dataDir: string, totalPosts?: number): Promise<void> {
  const { database } = await prepareDatabase({ dataDir });
  try {
    // The demo's lifestyle category must have a page 2 for the list target; top it up if not.
    const { posts: added } = await ensureLifestylePageTwo(database.db);
    if (added > 0) console.log(`  note: added ${added} synthetic lifestyle posts so page 2 exists`);
    if (totalPosts) {
      const inserted = await seedSyntheticPosts(database.db, 'localhost', totalPosts);
      console.log(`  synthetic posts: +${inserted} (site total ${totalPosts})`);
    }
  } finally {
    await database.close();
  }
}

async function ensureLifestylePageTwo(db: Parameters<typeof seedSyntheticPosts>[0]): Promise<{ posts: number }> {
  const { sql } = await import('drizzle-orm');
  const result = await db.execute<{ n: number; total: number }>(sql`
    select (select count(*)::int from post_translations t join sites s on s.id = t.site_id
            where s.domain = 'localhost' and t.locale = 'en' and t.category = 'lifestyle' and t.live) as n,
           (select count(*)::int from posts p join sites s on s.id = p.site_id where s.domain = 'localhost') as total`);
  const row = (result as unknown as { rows: Array<{ n: number; total: number }> }).rows[0]!;
  if (row.n > 9) return { posts: 0 };
  const missing = 12 - row.n;
  await seedSyntheticPosts(db, 'localhost', row.total + missing, ['lifestyle']);
  return { posts: missing };
}

async function writeResults(mode: string, data: unknown): Promise<string> {
  const dir = path.join(API_ROOT, 'bench-results');
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${mode}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(file, `${JSON.stringify(data, null, 2)}\n`);
  return file;
}

function printTable(rows: LoadResult[]): void {
  console.log('\n  target                              req/s      p50 ms   p99 ms   x baseline   errors  non-2xx');
  for (const row of rows) {
    console.log(
      `  ${row.name.padEnd(34)} ${String(row.requestsPerSec).padStart(7)} ${String(row.p50Ms).padStart(10)} ${String(row.p99Ms).padStart(8)} ${(row.ratioToBaseline ?? 1).toFixed(2).padStart(12)} ${String(row.errors).padStart(8)} ${String(row.non2xx).padStart(8)}`,
    );
  }
}

async function throughputMode(cache: 'on' | 'off'): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sitenet-bench-'));
  const children: ChildProcess[] = [];
  try {
    console.log(`Seeding a fresh database in ${dataDir} ...`);
    await seedFresh(dataDir);
    const server = startServer(dataDir, cache);
    children.push(server);
    await waitForPort(PORT);
    const base = `http://${HOST}:${PORT}`;

    const homepage = await fetch(`${base}/api/posts/homepage`);
    const homepageBody = await homepage.text();
    JSON.parse(homepageBody) as HomepageResponse;
    const lifestyle = await getJson<PostsListResponse>(`${base}/api/posts?category=lifestyle&page=1`, { 'x-locale': 'es' });
    const esCard = lifestyle.posts[0]!;

    const baseline = startBaseline(homepageBody, replyHeaders(homepage));
    children.push(baseline);
    await waitForPort(BASELINE_PORT);

    const targets: Array<[string, string, Record<string, string>]> = [
      ['baseline node:http, homepage bytes', `http://${HOST}:${BASELINE_PORT}/`, {}],
      ['GET /api/posts/homepage', `${base}/api/posts/homepage`, {}],
      ['GET /api/posts?category=lifestyle&page=2', `${base}/api/posts?category=lifestyle&page=2`, {}],
      ['GET /api/posts/{es slug} X-Locale es', `${base}/api/posts/${encodeURIComponent(esCard.slug)}`, { 'x-locale': 'es' }],
    ];
    // Other work on the machine comes and goes: each target is measured in ROUNDS slices that
    // alternate with the baseline's, so a busy minute hurts every target alike.
    console.log(`Load: ${CONNECTIONS} connections, ${ROUNDS} x ${DURATION} s per target, PUBLIC_CACHE=${cache}`);
    const slices: LoadResult[][] = targets.map(() => []);
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [index, [name, url, headers]] of targets.entries()) {
        slices[index]!.push(await load(name, url, headers, round === 0));
      }
    }
    await stop(baseline);
    const results: LoadResult[] = slices.map((runs) => ({
      name: runs[0]!.name,
      url: runs[0]!.url,
      requestsPerSec: Math.round(runs.reduce((sum, run) => sum + run.requestsPerSec, 0) / runs.length),
      // Latency: the worse slice, so a figure is never flattered by averaging.
      p50Ms: Math.max(...runs.map((run) => run.p50Ms)),
      p99Ms: Math.max(...runs.map((run) => run.p99Ms)),
      errors: runs.reduce((sum, run) => sum + run.errors, 0),
      non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
    }));
    const baselineRps = results[0]!.requestsPerSec;
    for (const row of results) row.ratioToBaseline = Number((row.requestsPerSec / baselineRps).toFixed(3));
    printTable(results);
    const file = await writeResults(cache === 'on' ? 'cached' : 'uncached', {
      mode: cache === 'on' ? 'cached' : 'uncached',
      connections: CONNECTIONS,
      durationSeconds: DURATION,
      rounds: ROUNDS,
      slices,
      node: process.version,
      results,
    });
    console.log(`\nWritten to ${file}`);
  } finally {
    for (const child of children) await stop(child);
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Alternates requests between two URLs so machine noise hits both sides alike; medians in ms. */
async function timeAlternating(urlA: string, urlB: string, count = 200): Promise<[number, number]> {
  const once = async (url: string) => {
    const started = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    return performance.now() - started;
  };
  for (let i = 0; i < 20; i += 1) await Promise.all([once(urlA), once(urlB)]); // warm-up
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < count; i += 1) {
    a.push(await once(urlA));
    b.push(await once(urlB));
  }
  return [Number(median(a).toFixed(3)), Number(median(b).toFixed(3))];
}

/**
 * Two servers side by side, one on 1,000 posts and one on 100,000 (PUBLIC_CACHE=off), asked in
 * turn for the same category pages.
 */
async function scaleMode(): Promise<void> {
  const sizes = [1_000, 100_000] as const;
  const dirs = await Promise.all(sizes.map((size) => mkdtemp(path.join(tmpdir(), `sitenet-bench-${size}-`))));
  const servers: ChildProcess[] = [];
  try {
    console.log('Scale mode: PUBLIC_CACHE=off, median of 200 requests per page, alternating between the two sizes');
    for (const [index, size] of sizes.entries()) {
      const started = Date.now();
      await seedFresh(dirs[index]!, size);
      console.log(`  seeded ${size} posts in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    const ports = [PORT, PORT + 2];
    sizes.forEach((_, index) => servers.push(startServer(dirs[index]!, 'off', ports[index]!)));
    await Promise.all(ports.map((port) => waitForPort(port)));
    const base = (port: number) => `http://${HOST}:${port}/api/posts?category=lifestyle`;
    const firsts = await Promise.all(ports.map((port) => getJson<PostsListResponse>(`${base(port)}&page=1`)));
    const pages = [2, Math.min(10, firsts[0]!.pagination.last_page)];
    const rows = [];
    for (const page of pages) {
      const [small, large] = await timeAlternating(`${base(ports[0]!)}&page=${page}`, `${base(ports[1]!)}&page=${page}`);
      rows.push({ page, ms1000: small, ms100000: large, ratio: Number((large / small).toFixed(3)) });
    }
    const lastPage = firsts[1]!.pagination.last_page;
    const deepest = await timeRequests(`${base(ports[1]!)}&page=${lastPage}`, 50);
    console.log(`\n  lifestyle has ${firsts[0]!.pagination.total} posts at 1,000 and ${firsts[1]!.pagination.total} at 100,000`);
    console.log('  page   1,000 posts   100,000 posts   ratio');
    for (const row of rows) {
      console.log(`  ${String(row.page).padStart(4)} ${`${row.ms1000} ms`.padStart(13)} ${`${row.ms100000} ms`.padStart(15)} ${row.ratio.toFixed(2).padStart(7)}`);
    }
    console.log(`  (last page ${lastPage} at 100,000 posts: ${deepest} ms; OFFSET grows with the page number)`);
    const file = await writeResults('scale', {
      mode: 'scale',
      node: process.version,
      categoryTotals: { 1000: firsts[0]!.pagination.total, 100000: firsts[1]!.pagination.total },
      pages: rows,
      lastPage: { page: lastPage, ms: deepest },
    });
    console.log(`\nWritten to ${file}`);
  } finally {
    for (const server of servers) await stop(server);
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  }
}

if (args.scale) await scaleMode();
else await throughputMode(args.uncached ? 'off' : 'on');
