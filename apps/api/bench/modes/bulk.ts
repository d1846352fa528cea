/**
 * Bulk publishing: POST /api/admin/posts/bulk publishing Spanish on 500 posts at once (target
 * <= 2 s), first on an idle server, then once per round while autocannon reads the cached
 * homepage; the reads answered while the bulk request was open are compared with a bare
 * node:http server sending the same bytes (target >= 0.7x). PGlite, a fresh demo database topped up with 500
 * synthetic posts that each get a Spanish draft.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { sql } from 'drizzle-orm';
import type { BulkPostsResponse } from '../../src/contract';
import { prepareDatabase } from '../../src/db/setup';
import { seedSyntheticPosts, SYNTHETIC_TITLE_PREFIX } from '../../src/db/seed/synthetic';
import { signInAsDemoAdmin } from '../lib/admin';
import autocannon from 'autocannon';
import { load, type LoadOptions } from '../lib/load';
import {
  HOST,
  replyHeaders,
  startBaseline,
  startServer,
  stop,
  waitForPort,
} from '../lib/processes';
import { median, writeResults } from '../lib/results';
import { seedFresh } from '../lib/seed';

const POSTS = 500;
const TARGET_MS = 2000;
const TARGET_RATIO = 0.7;

/**
 * A Spanish draft with a body for POSTS synthetic posts (they are English-only): what the bulk
 * publishes. PGlite in `dataDir`, or the PostgreSQL database of BENCH_DATABASE_URL.
 */
async function addSpanishDrafts(
  target: { dataDir: string } | { databaseUrl: string },
): Promise<{ siteId: number; ids: number[] }> {
  const { database } = await prepareDatabase({ ...target, demo: true });
  try {
    if ('databaseUrl' in target) await seedSyntheticPosts(database.db, 'localhost', 700);
    const result = await database.db.execute<{ id: number; site_id: number }>(sql`
      insert into post_translations (post_id, site_id, locale, slug, title, excerpt, content_type, content_html, status)
      select p.id, p.site_id, 'es', 'articulo-sintetico-' || p.id, 'Artículo sintético ' || p.id, '', 'html',
             '<p>Generado para el benchmark.</p>', 'draft'
      from posts p join post_translations t on t.post_id = p.id and t.locale = 'en'
      where starts_with(t.title, ${SYNTHETIC_TITLE_PREFIX}::text)
        and not exists (select 1 from post_translations es where es.post_id = p.id and es.locale = 'es')
      order by p.id limit ${POSTS}
      returning post_id as id, site_id`);
    const rows = (result as unknown as { rows: Array<{ id: number; site_id: number }> }).rows;
    if (rows.length < POSTS)
      throw new Error(`only ${rows.length} synthetic posts to publish (use an empty database)`);
    return { siteId: rows[0]!.site_id, ids: rows.map((row) => row.id) };
  } finally {
    await database.close();
  }
}

export async function bulkMode(port: number, options: LoadOptions): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sitenet-bench-bulk-'));
  const children: ChildProcess[] = [];
  try {
    // BENCH_DATABASE_URL: an empty PostgreSQL database of its own (the database then works in its
    // own process); else a fresh PGlite, the default, whose statements run on the server's thread.
    const databaseUrl = process.env.BENCH_DATABASE_URL;
    let target: { dataDir: string } | { databaseUrl: string } = { dataDir };
    if (databaseUrl) target = { databaseUrl };
    else {
      console.log(`Seeding a fresh database in ${dataDir} ...`);
      // The demo's posts on localhost plus enough synthetic ones for POSTS Spanish drafts.
      await seedFresh(dataDir, 700);
    }
    const { siteId, ids } = await addSpanishDrafts(target);
    console.log(`  database: ${databaseUrl ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'PGlite'}`);
    children.push(startServer(dataDir, port, databaseUrl ? { DATABASE_URL: databaseUrl } : {}));
    await waitForPort(port);
    const base = `http://${HOST}:${port}`;
    const auth = await signInAsDemoAdmin(base);

    const bulk = async (action: 'publish' | 'unpublish'): Promise<number> => {
      const started = performance.now();
      const res = await fetch(`${base}/api/admin/posts/bulk`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ site_id: siteId, ids, action, languages: ['es'] }),
      });
      const reply = (await res.json()) as BulkPostsResponse;
      const ms = performance.now() - started;
      if (!res.ok || reply.done.length !== POSTS)
        throw new Error(
          `bulk ${action} answered ${res.status}: ${JSON.stringify(reply).slice(0, 300)}`,
        );
      return ms;
    };

    // Idle: the figure the target is about (one warm-up pair first: JIT, prepared statements).
    await bulk('publish');
    await bulk('unpublish');
    const idle: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      idle.push(await bulk('publish'));
      await bulk('unpublish');
    }

    const homepage = await fetch(`${base}/api/posts/homepage`);
    const homepageBody = await homepage.text();
    const baselinePort = port + 1;
    children.push(startBaseline(baselinePort, homepageBody, replyHeaders(homepage)));
    await waitForPort(baselinePort);
    const reads = { name: 'GET /api/posts/homepage', url: `${base}/api/posts/homepage` };
    const baselineTarget = { name: 'baseline', url: `http://${HOST}:${baselinePort}/` };

    // Warm-up, then alternating slices: the baseline, reads alone, and reads while one bulk
    // publish runs (the replies counted are those that arrive between its request and its reply).
    await load(baselineTarget, options, 2);
    await load(reads, options, 2);
    const baseline: number[] = [];
    const quiet: number[] = [];
    const during: number[] = [];
    const busy: number[] = [];
    for (let round = 0; round < options.rounds; round += 1) {
      baseline.push((await load(baselineTarget, options)).requestsPerSec);
      quiet.push((await load(reads, options)).requestsPerSec);
      const replies: number[] = [];
      const running = autocannon({
        url: reads.url,
        connections: options.connections,
        duration: options.duration,
      });
      running.on('response', (_client, status) => {
        if (status < 300) replies.push(performance.now());
      });
      // Under full load first (the first replies have come), then the bulk publish.
      while (replies.length < options.connections * 5)
        await new Promise((resolve) => setImmediate(resolve));
      const started = performance.now();
      const ms = await bulk('publish');
      const ended = performance.now();
      busy.push(ms);
      await running;
      const inside = replies.filter((at) => at >= started && at <= ended).length;
      during.push(Math.round(inside / ((ended - started) / 1000)));
      await bulk('unpublish');
    }

    const avg = (values: number[]) =>
      Math.round(values.reduce((sum, v) => sum + v, 0) / values.length);
    const round = (n: number) => Math.round(n);
    const figures = {
      posts: POSTS,
      bulkPublishIdleMs: round(median(idle)),
      bulkPublishUnderLoadMs: round(median(busy)),
      baselineRps: avg(baseline),
      readsQuietRps: avg(quiet),
      readsDuringBulkRps: avg(during),
      readsDuringBulkRatio: Number((avg(during) / avg(baseline)).toFixed(3)),
      readsQuietRatio: Number((avg(quiet) / avg(baseline)).toFixed(3)),
    };
    console.log(
      `\n  bulk publish of ${POSTS} posts (es), idle:         ${figures.bulkPublishIdleMs} ms (target <= ${TARGET_MS})`,
    );
    console.log(
      `  bulk publish of ${POSTS} posts (es), under reads:  ${figures.bulkPublishUnderLoadMs} ms (${busy.length} runs)`,
    );
    console.log(`  baseline node:http homepage bytes:            ${figures.baselineRps} req/s`);
    console.log(
      `  GET /api/posts/homepage, quiet:               ${figures.readsQuietRps} req/s (${figures.readsQuietRatio}x)`,
    );
    console.log(
      `  GET /api/posts/homepage, during bulk publish: ${figures.readsDuringBulkRps} req/s (${figures.readsDuringBulkRatio}x, target >= ${TARGET_RATIO}x)`,
    );
    await writeResults('bulk', {
      mode: 'bulk',
      ...options,
      figures,
      idle,
      busy,
      baseline,
      quiet,
      during,
    });
  } finally {
    for (const child of children) await stop(child);
    await rm(dataDir, { recursive: true, force: true });
  }
}
