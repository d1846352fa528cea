/**
 * Affiliate clicks (issue 18): GET /go/{post}/{tip} for a tip that points to an offer, resolved at
 * each click (the offer's destination for the reader's language, its template filled, the click
 * recorded first so its id travels) against a bare node:http server answering the same 302.
 * Every request comes from its own reader address (X-Forwarded-For, trusted from loopback), so
 * the per-reader click limit never turns the clicks into unrecorded ones, and with a browser's
 * User-Agent, so each click is also counted as the analytics' CTA click, as a reader's is (without
 * one, a client is a bot: its click is recorded, not counted). Target: >= 0.7x the baseline, p99
 * <= 1.5x its p99, 0 errors at 100 connections; and no click lost: after the server's shutdown
 * flush every redirect's click is stored, counted as a CTA click.
 */
import { request as httpRequest } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client';
import { rowsOf } from '../../src/db/rows';
import { prepareDatabase } from '../../src/db/setup';
import { signInAsDemoAdmin } from '../lib/admin';
import { drained, cpuSeconds } from '../lib/cpu';
import { BROWSER_USER_AGENT, load, printTable, summarize, type LoadOptions, type LoadResult, type Target } from '../lib/load';
import { HOST, startBaseline, startServer, stop, waitForPort } from '../lib/processes';
import { writeResults } from '../lib/results';
import { seedFresh } from '../lib/seed';

type Json = Record<string, unknown>;

async function adminCall<T>(
  base: string,
  auth: Json,
  method: string,
  url: string,
  body?: Json,
): Promise<T> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { ...(auth as Record<string, string>), 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** One click as a reader's browser makes it, with the site's Host: status and headers. */
function click(
  port: number,
  url: string,
  host: string,
): Promise<{ status: number; headers: Record<string, string> }> {
  return new Promise((resolve, reject) => {
    httpRequest(
      { host: HOST, port, path: url, headers: { host, 'x-forwarded-for': '198.18.0.1' } },
      (res) => {
        res.resume();
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) {
          if (
            typeof value === 'string' &&
            !['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(
              name,
            )
          )
            headers[name] = value;
        }
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers }));
      },
    )
      .on('error', reject)
      .end();
  });
}

/** The API's click write cadence (EVENTS_FLUSH_MS, its default). */
const FLUSH_MS = 1000;

let reader = 0;
/** A different reader address per request (198.18.0.0/15 is reserved for benchmarks). */
const nextReader = () => {
  reader = (reader + 1) % 130_000;
  return { 'x-forwarded-for': `198.${18 + (reader >> 16)}.${(reader >> 8) & 255}.${reader & 255}` };
};

/**
 * The bench offer's clicks and the bench article's CTA clicks, as stored: a reader's click of a
 * live offer is its offer click row (counted: with its device), any other in events.
 */
async function storedClicks(
  where: { databaseUrl: string } | { dataDir: string },
  offerId: number,
  postId: number,
): Promise<{ clicks: number; events: number }> {
  const database = await openDatabase(where);
  try {
    const [row] = rowsOf<{ clicks: number; events: number }>(
      await database.db.execute(sql`select
        (select count(*)::int from offer_clicks where offer_id = ${offerId}) as clicks,
        (select count(*)::int from offer_clicks where offer_id = ${offerId} and device is not null)
          + (select count(*)::int from events where kind = 'cta_click' and post_id = ${postId}) as events`),
    );
    return row!;
  } finally {
    await database.close();
  }
}

export async function goMode(port: number, options: LoadOptions): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sitenet-bench-go-'));
  const children: ChildProcess[] = [];
  try {
    // BENCH_DATABASE_URL: an empty PostgreSQL database of its own (the clicks are then written in
    // its own process); else a fresh PGlite, the default, whose writes run on the server's thread.
    const databaseUrl = process.env.BENCH_DATABASE_URL;
    if (databaseUrl) {
      const { database } = await prepareDatabase({ databaseUrl, demo: true });
      await database.close();
    } else {
      console.log(`Seeding a fresh database in ${dataDir} ...`);
      await seedFresh(dataDir);
    }
    console.log(`  database: ${databaseUrl ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'PGlite'}`);
    children.push(startServer(dataDir, port, { PUBLIC_CACHE: 'on', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }));
    await waitForPort(port);
    const base = `http://${HOST}:${port}`;
    const auth = await signInAsDemoAdmin(base);
    const { sites } = await adminCall<{ sites: Array<{ id: number; domain: string }> }>(
      base,
      auth,
      'GET',
      '/api/admin/sites',
    );
    const site = sites.find((s) => s.domain === 'localhost') ?? sites[0]!;
    const { categories } = await adminCall<{ categories: Array<{ key: string }> }>(
      base,
      auth,
      'GET',
      `/api/admin/categories?site_id=${site.id}`,
    );
    const partner = await adminCall<{ id: number }>(base, auth, 'POST', '/api/admin/partners', {
      name: 'Bench Partner',
      website: null,
      contact: null,
      notes: null,
    });
    const offer = await adminCall<{ id: number }>(base, auth, 'POST', '/api/admin/offers', {
      partner_id: partner.id,
      site_id: site.id,
      name: 'Bench offer',
      destination_url: 'https://shop.example/landing',
      destinations: { es: 'https://shop.example/es/landing' },
      template: 'utm_source={site}&lang={lang}&post={post}&tip={tip}&sub={click_id}',
      starts_at: null,
      ends_at: null,
      commission: { model: 'per_click', rate: 0.25, currency: 'EUR' },
      status: 'active',
      on_inactive: 'fallback',
    });
    const tip = {
      id: 't1',
      title: 'A tip',
      description: 'A description.',
      tip: null,
      rating: '4/5',
      price_range: null,
      cta_text: 'Get the deal',
      cta_link: 'https://fallback.example/',
      offer_id: offer.id,
      affiliate_note: 'We may earn a commission.',
      company_name: 'Shop',
    };
    const { post } = await adminCall<{ post: { id: number } }>(
      base,
      auth,
      'POST',
      '/api/admin/posts',
      {
        site_id: site.id,
        category: categories[0]!.key,
        author_id: null,
        trending: false,
        is_advertorial: false,
        read_time: 5,
        read_time_auto: false,
        featured_image_url: null,
        translations: {
          en: {
            title: 'Bench deals',
            slug: '',
            excerpt: 'Deals for the benchmark.',
            content_type: 'json',
            content: [tip],
            content_html: null,
            status: 'published',
            publish_at: null,
          },
        },
      },
    );
    const url = `/go/${post.id}/t1`;
    const sample = await click(port, url, site.domain);
    if (sample.status !== 302 || !sample.headers.location?.includes('sub=')) {
      throw new Error(
        `${url} answered ${sample.status} to ${sample.headers.location ?? 'nowhere'}`,
      );
    }
    console.log(`  GET ${url} -> ${sample.status} ${sample.headers.location}`);

    const baselinePort = port + 1;
    children.push(startBaseline(baselinePort, '', sample.headers, 302));
    await waitForPort(baselinePort);
    console.log(
      `Load: ${options.connections} connections, ${options.rounds} x ${options.duration} s per target`,
    );
    const targets: Target[] = [
      {
        name: 'baseline node:http, the same 302',
        url: `http://${HOST}:${baselinePort}/`,
        headers: { 'user-agent': BROWSER_USER_AGENT },
        eachRequest: nextReader,
      },
      {
        name: 'GET /go (offer resolved, click kept)',
        url: `${base}${url}`,
        headers: { host: site.domain, 'user-agent': BROWSER_USER_AGENT },
        eachRequest: nextReader,
      },
    ];
    // Alternating slices, as measure() runs them, with each server's CPU time: req/s depend on
    // what else the shared machine runs, CPU per request much less. The clicks a slice left in
    // the API's buffer are written after it (drained) and their CPU time is charged to it.
    const [baselineChild, server] = [children[1]!, children[0]!];
    // Every redirect records its click (the sample's too); the sample, without a User-Agent, is
    // a bot's and counts no CTA event. Compared with what is stored after the shutdown flush.
    let redirected = 1;
    for (const target of targets) {
      const warmUp = await load(target, options, 2);
      if (target === targets[1]) redirected += warmUp.redirects;
    }
    await drained(server.pid!, FLUSH_MS);
    const slices: LoadResult[][] = [[], []];
    const cpu = [0, 0];
    for (let round = 0; round < options.rounds; round += 1) {
      for (const [index, child] of [baselineChild, server].entries()) {
        const before = await cpuSeconds(child.pid!);
        slices[index]!.push(await load(targets[index]!, options));
        if (child === server) await drained(server.pid!, FLUSH_MS);
        cpu[index]! += (await cpuSeconds(child.pid!)) - before;
      }
    }
    const results = summarize(slices);
    printTable(results);
    const [baseline, go] = results as [(typeof results)[0], (typeof results)[0]];
    redirected += go.redirects;
    await stop(server); // SIGTERM: a clean shutdown writes what waits
    const stored = await storedClicks(databaseUrl ? { databaseUrl } : { dataDir }, offer.id, post.id);
    // Requests still in flight when a load ends are answered (and recorded) but not counted in
    // its redirects: the stored counts may be higher, never lower.
    const lost = {
      clicks: Math.max(0, redirected - stored.clicks),
      events: Math.max(0, redirected - 1 - stored.events),
    };
    const p99Ratio = go.p99Ms / Math.max(1, baseline.p99Ms);
    const cpuUs = results.map((row, index) => (cpu[index]! * 1e6) / (row.non2xx + row.ok));
    const met =
      go.ratioToBaseline! >= 0.7 &&
      p99Ratio <= 1.5 &&
      go.errors === 0 &&
      go.redirects === go.non2xx &&
      lost.clicks === 0 &&
      lost.events === 0;
    console.log(
      `\n  redirects: ${go.redirects} of ${go.non2xx} non-2xx replies; p99 ${p99Ratio.toFixed(2)}x the baseline's`,
    );
    console.log(
      `  server CPU per request: baseline ${cpuUs[0]!.toFixed(1)} us, /go ${cpuUs[1]!.toFixed(1)} us with its click writes (CPU ratio ${(cpuUs[0]! / cpuUs[1]!).toFixed(3)})`,
    );
    console.log(
      `  redirects ${redirected}: offer clicks stored ${stored.clicks} (lost ${lost.clicks}), CTA clicks stored ${stored.events} (lost ${lost.events})`,
    );
    console.log(`  target (>= 0.7x baseline, p99 <= 1.5x, 0 errors, 0 lost): ${met ? 'met' : 'NOT met'}`);
    await writeResults('go', { mode: 'go', ...options, slices, results, cpuUsPerRequest: cpuUs, redirected, stored });
  } finally {
    for (const child of children) await stop(child);
    await rm(dataDir, { recursive: true, force: true });
  }
}
