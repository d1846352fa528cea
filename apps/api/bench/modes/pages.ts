/**
 * The magazine's pages rendered by the API (issue 9): an article and a category page.
 *
 * - Cached: each page under load beside its own bare node:http server sending the same bytes with
 *   the same headers (targets: >= 0.8x its requests/s, p99 <= 1.5x its p99).
 * - Uncached: a second server with PUBLIC_CACHE=off renders every request from the database (no
 *   page and no JSON reply is kept); the median of sequential requests, alternating with the
 *   uncached JSON read of the same data, and node:http's bytes in the same run (target: render p50
 *   <= 10 ms).
 *
 * Needs the magazine's server build and the shell's client build (`pnpm --filter @sitenet/magazine
 * build && pnpm --filter @sitenet/shell build`).
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { buildPath } from '@sitenet/i18n';
import type { PostResponse, PostsListResponse, PreviewLink } from '../../src/contract';
import { signInAsDemoAdmin } from '../lib/admin';
import {
  measure,
  printTable,
  summarize,
  timeAlternating,
  timeRequests,
  type LoadOptions,
  type LoadResult,
} from '../lib/load';
import {
  API_ROOT,
  HOST,
  replyHeaders,
  startBaseline,
  startServer,
  stop,
  waitForPort,
} from '../lib/processes';
import { writeResults } from '../lib/results';
import { seedFresh } from '../lib/seed';

const WEB_ROOT = path.join(API_ROOT, '..', 'shell', 'dist');
const MAGAZINE_SSR_ENTRY = path.join(API_ROOT, '..', 'magazine', 'dist-server', 'entry-server.js');

/** The API serving the built shell and rendering with the magazine's server build. */
function startPageServer(dataDir: string, port: number, cache: 'on' | 'off'): ChildProcess {
  return startServer(dataDir, port, { PUBLIC_CACHE: cache, WEB_ROOT, MAGAZINE_SSR_ENTRY });
}

interface PageTarget {
  name: string;
  path: string;
  /** The JSON read of the same content, the uncached reference. */
  apiPath: string;
}

/** A page's reply, checked to be a server-rendered page and not the browser-rendered shell. */
async function fetchPage(url: string): Promise<Response> {
  const res = await fetch(url);
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  const html = await res.clone().text();
  if (!html.includes('id="page-scripts"')) throw new Error(`${url} is not rendered on the server`);
  return res;
}

/** The pages measured: the newest lifestyle article and the lifestyle category's page 2. */
async function pickPages(base: string): Promise<PageTarget[]> {
  const list = await fetch(`${base}/api/posts?category=lifestyle&page=1`);
  const article = ((await list.json()) as PostsListResponse).posts[0]!;
  return [
    {
      name: 'article',
      path: buildPath({ name: 'article', slug: article.slug }, 'en'),
      apiPath: `/api/posts/${encodeURIComponent(article.slug)}`,
    },
    {
      name: 'category page 2',
      path: `${buildPath({ name: 'category', category: 'lifestyle' }, 'en')}?page=2`,
      apiPath: '/api/posts?category=lifestyle&page=2',
    },
  ];
}

interface CachedResult {
  page: string;
  path: string;
  bytes: number;
  rows: LoadResult[];
  rpsRatio: number;
  p99Ratio: number;
  pass: boolean;
}

async function cachedLoad(
  dataDir: string,
  port: number,
  options: LoadOptions,
  children: ChildProcess[],
) {
  const server = startPageServer(dataDir, port, 'on');
  children.push(server);
  await waitForPort(port);
  const base = `http://${HOST}:${port}`;
  const pages = await pickPages(base);
  const results: CachedResult[] = [];
  for (const [index, page] of pages.entries()) {
    const reply = await fetchPage(`${base}${page.path}`);
    const body = await reply.text();
    const baselinePort = port + 1 + index;
    const baseline = startBaseline(baselinePort, body, replyHeaders(reply));
    children.push(baseline);
    await waitForPort(baselinePort);
    console.log(
      `\nCached ${page.name} ${page.path} (${Buffer.byteLength(body)} bytes) vs node:http with the same bytes`,
    );
    const rows = summarize(
      await measure(
        [
          {
            name: `baseline node:http, ${page.name} bytes`,
            url: `http://${HOST}:${baselinePort}${page.path}`,
          },
          { name: `GET ${page.path}`.slice(0, 39), url: `${base}${page.path}` },
        ],
        options,
      ),
    );
    printTable(rows);
    const [floor, served] = rows as [LoadResult, LoadResult];
    const rpsRatio = served.ratioToBaseline!;
    const p99Ratio = Number((served.p99Ms / Math.max(floor.p99Ms, 1)).toFixed(2));
    const pass = rpsRatio >= 0.8 && p99Ratio <= 1.5 && served.errors === 0 && served.non2xx === 0;
    console.log(
      `  ${pass ? 'PASS' : 'FAIL'}: ${rpsRatio.toFixed(2)}x the baseline's req/s (>= 0.8), p99 ${p99Ratio}x its p99 (<= 1.5)`,
    );
    results.push({
      page: page.name,
      path: page.path,
      bytes: Buffer.byteLength(body),
      rows,
      rpsRatio,
      p99Ratio,
      pass,
    });
    await stop(baseline);
  }
  await stop(server);
  return { pages, results };
}

async function uncachedRenders(
  dataDir: string,
  port: number,
  pages: PageTarget[],
  children: ChildProcess[],
) {
  const server = startPageServer(dataDir, port, 'off');
  children.push(server);
  await waitForPort(port);
  const base = `http://${HOST}:${port}`;
  const article = pages[0]!;
  const reference = await fetchPage(`${base}${article.path}`);
  const baselinePort = port + 1;
  const baseline = startBaseline(baselinePort, await reference.text(), replyHeaders(reference));
  children.push(baseline);
  await waitForPort(baselinePort);

  // Each render alternates with the uncached JSON read of its data, so a busy moment on the
  // machine shows in both figures; node:http sending the article's bytes is the floor.
  const rows: Array<{ name: string; p50Ms: number }> = [];
  for (const page of pages) {
    const [render, data] = await timeAlternating(`${base}${page.path}`, `${base}${page.apiPath}`);
    rows.push({ name: `render ${page.name} ${page.path}`, p50Ms: render });
    rows.push({
      name: `  reference: GET ${page.apiPath} (uncached JSON)`.slice(0, 64),
      p50Ms: data,
    });
  }
  // Issue 16: a preview link renders a translation as readers will see it, never from a cache.
  const preview = await previewOf(base, article);
  const [render, data] = await timeAlternating(`${base}${preview}`, `${base}${article.apiPath}`);
  rows.push({ name: `render preview ${preview.slice(0, 24)}…`, p50Ms: render });
  rows.push({
    name: `  reference: GET ${article.apiPath} (uncached JSON)`.slice(0, 64),
    p50Ms: data,
  });
  rows.push({
    name: 'reference: node:http, article bytes',
    p50Ms: await timeRequests(`http://${HOST}:${baselinePort}/`),
  });
  await stop(baseline);
  await stop(server);

  console.log(
    '\nUncached (PUBLIC_CACHE=off), medians of 200 sequential requests after 20 unrecorded',
  );
  for (const row of rows)
    console.log(`  ${row.name.padEnd(64)} ${row.p50Ms.toFixed(2).padStart(7)} ms`);
  const renders = rows.filter((row) => row.name.startsWith('render '));
  const pass = renders.every((row) => row.p50Ms <= 10);
  console.log(`  ${pass ? 'PASS' : 'FAIL'}: render p50 <= 10 ms`);
  return { rows, pass };
}

/** The path of a fresh preview link of the article's English translation, made as the console does. */
async function previewOf(base: string, article: PageTarget): Promise<string> {
  const { post } = (await (await fetch(`${base}${article.apiPath}`)).json()) as PostResponse;
  const headers = { ...(await signInAsDemoAdmin(base)), 'content-type': 'application/json' };
  const reply = await fetch(`${base}/api/admin/posts/${post.id}/preview`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ language: 'en' }),
  });
  if (reply.status !== 201)
    throw new Error(`preview answered ${reply.status}: ${await reply.text()}`);
  const path = new URL(((await reply.json()) as PreviewLink).url).pathname;
  // A preview is rendered on the server without the reader's scripts (nothing to hydrate).
  const page = await fetch(`${base}${path}`);
  if (page.status !== 200 || !(await page.text()).includes(post.title))
    throw new Error(`${path} is not the preview`);
  return path;
}

/** Fails at once (before any other mode runs) when the builds the pages need are missing. */
export function requirePageBuilds(): void {
  for (const file of [path.join(WEB_ROOT, '.vite', 'manifest.json'), MAGAZINE_SSR_ENTRY]) {
    if (!existsSync(file)) {
      throw new Error(
        `${file} is missing: pnpm --filter @sitenet/magazine build && pnpm --filter @sitenet/shell build`,
      );
    }
  }
}

export async function pagesMode(port: number, options: LoadOptions): Promise<void> {
  requirePageBuilds();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sitenet-bench-pages-'));
  const children: ChildProcess[] = [];
  try {
    console.log(`\nRendered pages. Seeding a fresh database in ${dataDir} ...`);
    await seedFresh(dataDir);
    console.log(
      `Load: ${options.connections} connections, ${options.rounds} x ${options.duration} s per target`,
    );
    const cached = await cachedLoad(dataDir, port, options, children);
    const uncached = await uncachedRenders(dataDir, port, cached.pages, children);
    await writeResults('pages', { mode: 'pages', ...options, cached: cached.results, uncached });
  } finally {
    for (const child of children) await stop(child);
    await rm(dataDir, { recursive: true, force: true });
  }
}
