/**
 * Newsletter delivery at scale (issue 18): one issue sent to --subscribers confirmed subscribers
 * (default 100,000) into a local SMTP server on 127.0.0.1 that accepts every message. Figures:
 * messages per second, the API's RSS before the send / at its peak / after it, every recipient
 * exactly once (the sink counts copies per address), and public reads of the cached homepage
 * during the send against a bare node:http server sending the same bytes, in alternating slices
 * of the same run (target >= 0.7x). PGlite, a fresh demo database; the sending rate is set to
 * the API's maximum (NEWSLETTER_RATE_PER_SECOND=10000) so the figure is what the worker can do.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { openDatabase } from '../../src/db/client';
import { signInAsDemoAdmin } from '../lib/admin';
import { load, type LoadOptions, type LoadResult } from '../lib/load';
import {
  HOST,
  replyHeaders,
  rssMb,
  startBaseline,
  startServer,
  stop,
  waitForPort,
} from '../lib/processes';
import { writeResults } from '../lib/results';
import { seedFresh } from '../lib/seed';

const TARGET_RATIO = 0.7;

/** An SMTP server that takes every message without parsing it and counts copies per recipient. */
async function startSink(): Promise<{ url: string; copies: Map<string, number>; total: () => number; close: () => Promise<void> }> {
  const copies = new Map<string, number>();
  let total = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 1024 * 1024,
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        for (const to of session.envelope.rcptTo) copies.set(to.address, (copies.get(to.address) ?? 0) + 1);
        total += 1;
        callback();
      });
    },
  });
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, HOST, resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://${HOST}:${port}`,
    copies,
    total: () => total,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Confirmed English subscribers of the site, written straight into the data folder. */
async function addSubscribers(dataDir: string, domain: string, count: number): Promise<void> {
  const database = await openDatabase({ dataDir });
  try {
    await database.db.execute(sql`
      insert into newsletter_subscribers (site_id, email, locale, status, confirmed_at, consent_at)
      select s.id, 'reader-' || n || '@bench.test', 'en', 'confirmed', now(), now()
      from sites s cross join generate_series(1, ${count}) as n
      where s.domain = ${domain}`);
  } finally {
    await database.close();
  }
}

async function adminCall<T>(base: string, auth: Record<string, string>, method: string, url: string, body?: object): Promise<T> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { ...auth, 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

export async function newsletterSendMode(port: number, options: LoadOptions, subscribers: number): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sitenet-bench-newsletter-'));
  const children: ChildProcess[] = [];
  const sink = await startSink();
  try {
    console.log(`Seeding a fresh database in ${dataDir} with ${subscribers} subscribers ...`);
    await seedFresh(dataDir);
    await addSubscribers(dataDir, 'localhost', subscribers);
    const server = startServer(dataDir, port, {
      SMTP_URL: sink.url,
      NEWSLETTER_RATE_PER_SECOND: '10000',
      PUBLIC_CACHE: 'on',
    });
    children.push(server);
    await waitForPort(port);
    const base = `http://${HOST}:${port}`;
    const auth = await signInAsDemoAdmin(base);
    const { sites } = await adminCall<{ sites: Array<{ id: number; domain: string }> }>(base, auth, 'GET', '/api/admin/sites');
    const site = sites.find((s) => s.domain === 'localhost')!;
    const issue = await adminCall<{ issue: { id: number } }>(base, auth, 'POST', '/api/admin/newsletters', {
      site_id: site.id,
      locale: 'en',
      subject: 'This week on the magazine',
      preheader: 'Three tips for a calmer week',
      body_html: '<h2>Hello!</h2><p>Our editors picked three articles for your week: sleep, savings and a quick dinner.</p>',
      post_ids: [],
    });

    const homepage = await fetch(`${base}/api/posts/homepage`);
    const homepageBody = await homepage.text();
    const baselinePort = port + 1;
    children.push(startBaseline(baselinePort, homepageBody, replyHeaders(homepage)));
    await waitForPort(baselinePort);
    const reads = { name: 'GET /api/posts/homepage', url: `${base}/api/posts/homepage` };
    const baselineTarget = { name: 'baseline node:http', url: `http://${HOST}:${baselinePort}/` };
    await load(baselineTarget, options, 2);
    await load(reads, options, 2);
    const rssBefore = await rssMb(server.pid!);

    // RSS sampled through the send; slices of the baseline and the reads alternate while it runs.
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      void rssMb(server.pid!).then((mb) => (rssPeak = Math.max(rssPeak, mb)), () => undefined);
    }, 250);
    const started = performance.now();
    await adminCall(base, auth, 'POST', `/api/admin/newsletters/${issue.issue.id}/send`, {});
    const baseline: LoadResult[] = [];
    const during: LoadResult[] = [];
    let finished = 0;
    const done = new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (sink.total() >= subscribers) {
          finished = performance.now();
          clearInterval(check);
          resolve();
        }
      }, 50);
    });
    let sending = true;
    void done.then(() => (sending = false));
    // The send alone first (the worker's own pace), then reads and the baseline in alternating
    // slices while it goes on, then the rest of the send alone again.
    const alone = async (seconds: number) => {
      const from = sink.total();
      const at = performance.now();
      await Promise.race([done, new Promise((resolve) => setTimeout(resolve, seconds * 1000))]);
      return (sink.total() - from) / ((performance.now() - at) / 1000);
    };
    const aloneRate = await alone(options.duration * 2);
    const sentBeforeReads = sink.total();
    const readsStarted = performance.now();
    for (let round = 0; round < options.rounds && sending; round += 1) {
      baseline.push(await load(baselineTarget, options));
      if (!sending) break;
      during.push(await load(reads, options));
    }
    const underReadsRate = (sink.total() - sentBeforeReads) / ((performance.now() - readsStarted) / 1000);
    await done;
    clearInterval(sampler);
    const seconds = (finished - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const rssAfter = await rssMb(server.pid!);

    const copies = [...sink.copies.values()];
    const twice = copies.filter((n) => n > 1).length;
    const missing = subscribers - sink.copies.size;
    const avg = (rows: LoadResult[]) => Math.round(rows.reduce((sum, row) => sum + row.requestsPerSec, 0) / Math.max(1, rows.length));
    const baselineRps = avg(baseline);
    const duringRps = avg(during);
    if (during.length === 0) console.log('  (the send ended before a slice of reads: use more subscribers)');
    const ratio = during.length > 0 ? duringRps / baselineRps : Number.NaN;

    console.log(`\n  sent ${sink.total()} messages to ${sink.copies.size} addresses in ${seconds.toFixed(1)} s: ${Math.round(sink.total() / seconds)} messages/s`);
    console.log(
      `  alone: ${Math.round(aloneRate)} messages/s` +
        (during.length > 0 ? `; while reads and baseline slices alternate: ${Math.round(underReadsRate)} messages/s` : ''),
    );
    console.log(`  recipients with two copies or more: ${twice}; without a copy: ${missing}`);
    console.log(`  API RSS: ${rssBefore} MB before, ${rssPeak} MB peak, ${rssAfter} MB 5 s after`);
    console.log(`  baseline node:http homepage bytes:  ${baselineRps} req/s (${baseline.length} slices of ${options.duration} s)`);
    console.log(
      `  GET /api/posts/homepage during send: ${duringRps} req/s (${during.length} slices): ${ratio.toFixed(3)}x, target >= ${TARGET_RATIO}x: ${ratio >= TARGET_RATIO ? 'met' : 'NOT met'}`,
    );
    await writeResults('newsletter-send', {
      mode: 'newsletter-send',
      subscribers,
      ...options,
      seconds,
      messagesPerSecond: sink.total() / seconds,
      aloneRate,
      underReadsRate,
      twice,
      missing,
      rss: { before: rssBefore, peak: rssPeak, after: rssAfter },
      baseline,
      during,
      ratio,
    });
  } finally {
    for (const child of children.reverse()) await stop(child);
    await sink.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
