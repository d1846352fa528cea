/**
 * POST /api/events (the page-view beacon) against a bare node:http server that reads the body and
 * answers 202 with the same bytes and headers. Targets: >= 0.7x the baseline with 0 errors, no event
 * lost (every acknowledged event is stored after the shutdown flush), and bounded memory under a
 * flood (RSS before, peak and after).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client';
import { freshAnalyticsDatabase } from '../lib/analytics-db';
import { load, type LoadOptions, type LoadResult, type Target } from '../lib/load';
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

export interface EventsOptions extends LoadOptions {
  /** Seconds of the memory flood. */
  flood: number;
}

const UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const EVENT = JSON.stringify({
  kind: 'pageview',
  path: '/bench-article',
  locale: 'en',
  referrer: 'https://www.google.com/',
});
/** One load generator is one client address: lift the per-client beacon limit for the bench. */
const SERVER_ENV = { EVENTS_PER_MINUTE: '100000000' };

const beacon = (name: string, port: number): Target => ({
  name,
  url: `http://${HOST}:${port}/api/events`,
  method: 'POST',
  // What navigator.sendBeacon sends with a string body.
  headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': UA, host: 'localhost' },
  body: EVENT,
});

/** CPU seconds a process has used so far (Linux). */
async function cpuSeconds(pid: number): Promise<number> {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1]!.split(' ');
  // utime and stime, in clock ticks (100 a second).
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Waits until a process uses under 5% of a core (at most 60 s). */
async function settled(pid: number): Promise<void> {
  const started = Date.now();
  let last = await cpuSeconds(pid);
  while (Date.now() - started < 60_000) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const now = await cpuSeconds(pid);
    if (now - last < 0.025) return;
    last = now;
  }
}

const average = (runs: LoadResult[]) =>
  Math.round(runs.reduce((sum, run) => sum + run.requestsPerSec, 0) / runs.length);
const failures = (runs: LoadResult[]) =>
  runs.reduce((sum, run) => sum + run.errors + run.non2xx, 0);

export async function eventsMode(port: number, options: EventsOptions): Promise<{ met: boolean }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sitenet-bench-events-'));
  const children: ChildProcess[] = [];
  try {
    (await freshAnalyticsDatabase(dataDir)).close();
    const server = startServer(dataDir, port, SERVER_ENV);
    children.push(server);
    await waitForPort(port);
    const target = beacon('POST /api/events', port);
    const sample = await fetch(target.url, {
      method: 'POST',
      headers: target.headers,
      body: EVENT,
    });
    if (sample.status !== 202) throw new Error(`POST /api/events answered ${sample.status}`);
    const baselinePort = port + 1;
    const baseline = startBaseline(baselinePort, await sample.text(), replyHeaders(sample), 202);
    children.push(baseline);
    await waitForPort(baselinePort);
    const base = beacon('baseline node:http, 202 bytes', baselinePort);

    console.log(
      `Load: ${options.connections} connections, ${options.rounds} x ${options.duration} s per target, alternating`,
    );
    let accepted = 1; // the sample above
    await load(base, options, 2);
    accepted += (await load(target, options, 2)).ok;
    const runs = { baseline: [] as LoadResult[], events: [] as LoadResult[] };
    // CPU seconds each server used: requests/s depend on what else the machine runs, CPU per
    // request much less (a shared machine gives either server fewer turns, not costlier ones).
    const cpu = { baseline: 0, events: 0, writing: 0 };
    for (let round = 0; round < options.rounds; round += 1) {
      // The API writes a burst's events once it is over: the baseline is measured after that,
      // never beside it (on a small machine the writing would take CPU from the baseline).
      await settled(server.pid!);
      const baselineCpu = await cpuSeconds(baseline.pid!);
      const baseRun = await load(base, options);
      cpu.baseline += (await cpuSeconds(baseline.pid!)) - baselineCpu;
      runs.baseline.push(baseRun);
      const serverCpu = await cpuSeconds(server.pid!);
      const run = await load(target, options);
      const answered = await cpuSeconds(server.pid!);
      cpu.events += answered - serverCpu;
      // The slice's events written after it (the next baseline slice waits for that anyway).
      await settled(server.pid!);
      cpu.writing += (await cpuSeconds(server.pid!)) - answered;
      accepted += run.ok;
      runs.events.push(run);
    }
    await stop(baseline);

    // A flood: memory stays bounded (events are written in batches, the buffer has a cap).
    const before = await rssMb(server.pid!);
    let peak = before;
    const sampler = setInterval(
      () => void rssMb(server.pid!).then((mb) => (peak = Math.max(peak, mb))),
      500,
    );
    const flood = await load(target, options, options.flood);
    accepted += flood.ok;
    // The peak includes writing what the flood left waiting.
    await settled(server.pid!);
    clearInterval(sampler);
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const after = await rssMb(server.pid!);

    await stop(server); // SIGTERM: a clean shutdown flushes the buffer
    const database = await openDatabase({ dataDir });
    const stored = Number(
      (
        (await database.db.execute(sql`select count(*)::int as n from events`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]!.n,
    );
    await database.close();

    const baseRps = average(runs.baseline);
    const eventsRps = average(runs.events);
    const ratio = Number((eventsRps / baseRps).toFixed(3));
    const errors = failures(runs.events);
    // autocannon counts the replies inside its window; a few more are answered as it stops, so the
    // database may hold more than were counted as accepted, never fewer.
    const lost = Math.max(0, accepted - stored);
    const met = ratio >= 0.7 && errors === 0 && lost === 0;
    console.log(
      `\n  POST /api/events vs bare node:http (${options.connections} connections, ${options.rounds} x ${options.duration} s alternating)`,
    );
    console.log(
      `  baseline ${baseRps} req/s   events ${eventsRps} req/s   ratio ${ratio}   errors ${errors}   p99 ${Math.max(...runs.events.map((r) => r.p99Ms))} ms`,
    );
    const perRequest = (seconds: number, runsOf: LoadResult[]) =>
      Math.round((seconds * 1e6) / runsOf.reduce((sum, run) => sum + run.ok, 0));
    const cpuUs = {
      baseline: perRequest(cpu.baseline, runs.baseline),
      events: perRequest(cpu.events, runs.events),
      writing: perRequest(cpu.writing, runs.events),
    };
    console.log(
      `  server CPU per request: baseline ${cpuUs.baseline} us, events ${cpuUs.events} us answering + ${cpuUs.writing} us writing after the burst (CPU ratio ${(cpuUs.baseline / (cpuUs.events + cpuUs.writing)).toFixed(3)} with the writing, ${(cpuUs.baseline / cpuUs.events).toFixed(3)} without)`,
    );
    console.log(
      `  events acknowledged ${accepted}, stored after the shutdown flush ${stored}, lost ${lost}`,
    );
    console.log(
      `  ${options.flood} s flood at ${flood.requestsPerSec} req/s (${flood.errors + flood.non2xx} errors): RSS before ${before} MB, peak ${peak} MB, after ${after} MB`,
    );
    console.log(`\n  target (>= 0.7x baseline, 0 errors, 0 lost): ${met ? 'met' : 'NOT met'}`);
    await writeResults('events', {
      mode: 'events',
      ...options,
      runs,
      baseline: { rps: baseRps },
      events: { rps: eventsRps, ratio, errors },
      cpuUsPerRequest: cpuUs,
      lost: { accepted, stored, lost },
      flood: {
        seconds: options.flood,
        rps: flood.requestsPerSec,
        errors: flood.errors + flood.non2xx,
        rssMb: { before, peak, after },
      },
    });
    return { met };
  } finally {
    for (const child of children) await stop(child);
    await rm(dataDir, { recursive: true, force: true });
  }
}
