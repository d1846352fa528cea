/**
 * POST /api/events (the page-view beacon) against a bare node:http server that reads the body and
 * answers 202 with the same bytes and headers. Targets: >= 0.7x the baseline with 0 errors, counting
 * the writes (the API writes its events every second during the load, beside the replies, and
 * whatever a slice leaves to write is charged to that slice), no event lost (every acknowledged
 * event is stored after the shutdown flush), and a sustained flood of each server as long, with
 * the API's memory bounded (RSS before, peak and after).
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client';
import { freshAnalyticsDatabase } from '../lib/analytics-db';
import { cpuSeconds, drained as drainedAfter } from '../lib/cpu';
import { BROWSER_USER_AGENT, load, type LoadOptions, type LoadResult, type Target } from '../lib/load';
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

const EVENT = JSON.stringify({
  kind: 'pageview',
  path: '/bench-article',
  locale: 'en',
  referrer: 'https://www.google.com/',
});
/** The API's write cadence (EVENTS_FLUSH_MS), set here so the bench knows when a slice's last events are due. */
const FLUSH_MS = 1000;
/** One load generator is one client address: lift the per-client beacon limit for the bench. */
const SERVER_ENV = { EVENTS_PER_MINUTE: '100000000', EVENTS_FLUSH_MS: String(FLUSH_MS) };

const beacon = (name: string, port: number): Target => ({
  name,
  url: `http://${HOST}:${port}/api/events`,
  method: 'POST',
  // What navigator.sendBeacon sends with a string body.
  headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': BROWSER_USER_AGENT, host: 'localhost' },
  body: EVENT,
});

const drained = (pid: number) => drainedAfter(pid, FLUSH_MS);

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
      `Load: ${options.connections} connections, ${options.rounds} x ${options.duration} s per target, alternating; then a ${options.flood} s flood of each`,
    );
    let accepted = 1; // the sample above
    await load(base, options, 2);
    accepted += (await load(target, options, 2)).ok;
    await drained(server.pid!);
    const runs = { baseline: [] as LoadResult[], events: [] as LoadResult[] };
    // CPU seconds each server used: requests/s depend on what else the machine runs, CPU per
    // request much less (a shared machine gives either server fewer turns, not costlier ones).
    const cpu = { baseline: 0, events: 0, leftover: 0 };
    for (let round = 0; round < options.rounds; round += 1) {
      const baselineCpu = await cpuSeconds(baseline.pid!);
      runs.baseline.push(await load(base, options));
      cpu.baseline += (await cpuSeconds(baseline.pid!)) - baselineCpu;
      // The API writes its events during the slice (every FLUSH_MS, or per full batch), beside
      // the replies. What the last tick still owes is written after the slice, before anything
      // else runs, and its CPU time is added to the slice's: the events/s below include writing
      // every event the slice acknowledged.
      const serverCpu = await cpuSeconds(server.pid!);
      const run = await load(target, options);
      cpu.events += (await cpuSeconds(server.pid!)) - serverCpu;
      cpu.leftover += await drained(server.pid!);
      accepted += run.ok;
      runs.events.push(run);
    }

    // A flood of the API, with the baseline as long in halves before and after it (so a change
    // in the machine's other load over the minutes hits both alike): sustained throughput, and
    // the API's memory stays bounded (events are written every FLUSH_MS, the buffer has a cap).
    const baseFloodRuns = [await load(base, options, options.flood / 2)];
    const before = await rssMb(server.pid!);
    let peak = before;
    // The peak of each tenth of the flood: a bounded process levels off instead of climbing.
    const tenths: number[] = [];
    const floodStarted = Date.now();
    const sampler = setInterval(
      () =>
        void rssMb(server.pid!).then((mb) => {
          peak = Math.max(peak, mb);
          const tenth = Math.min(9, Math.floor((Date.now() - floodStarted) / (options.flood * 100)));
          tenths[tenth] = Math.max(tenths[tenth] ?? 0, mb);
        }),
      250,
    );
    const flood = await load(target, options, options.flood);
    accepted += flood.ok;
    // The peak includes writing what the flood left waiting.
    const floodLeftover = await drained(server.pid!);
    clearInterval(sampler);
    // "After": the API idle while the baseline runs its second half.
    baseFloodRuns.push(await load(base, options, options.flood / 2));
    await stop(baseline);
    const after = await rssMb(server.pid!);
    const baseFlood = {
      requestsPerSec: average(baseFloodRuns),
      errors: failures(baseFloodRuns),
    };

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
    const windowRps = average(runs.events);
    const window = options.rounds * options.duration;
    const answered = runs.events.reduce((sum, run) => sum + run.ok, 0);
    // Events/s with the writes: every acknowledged event answered and written. The writing owed
    // after a slice ran on the same thread as the replies, so it is added to the slice's time.
    const eventsRps = Math.round(answered / (window + cpu.leftover));
    const ratio = Number((eventsRps / baseRps).toFixed(3));
    const windowRatio = Number((windowRps / baseRps).toFixed(3));
    const floodRps = Math.round(flood.ok / (options.flood + floodLeftover));
    const floodRatio = Number((floodRps / baseFlood.requestsPerSec).toFixed(3));
    const errors = failures(runs.events) + flood.errors + flood.non2xx;
    // autocannon counts the replies inside its window; a few more are answered as it stops, so the
    // database may hold more than were counted as accepted, never fewer.
    const lost = Math.max(0, accepted - stored);
    const met = ratio >= 0.7 && floodRatio >= 0.7 && errors === 0 && lost === 0;
    console.log(
      `\n  POST /api/events vs bare node:http (${options.connections} connections, ${options.rounds} x ${options.duration} s alternating)`,
    );
    console.log(
      `  baseline ${baseRps} req/s   events ${eventsRps} events/s written (${windowRps} req/s answered in the slices, ${cpu.leftover.toFixed(2)} s of writing after them)`,
    );
    console.log(
      `  ratio ${ratio} with the writes (${windowRatio} answered only)   errors ${errors}   p99 ${Math.max(...runs.events.map((r) => r.p99Ms))} ms`,
    );
    const perRequest = (seconds: number, runsOf: LoadResult[]) =>
      Number(((seconds * 1e6) / runsOf.reduce((sum, run) => sum + run.ok, 0)).toFixed(1));
    const cpuUs = {
      baseline: perRequest(cpu.baseline, runs.baseline),
      events: perRequest(cpu.events + cpu.leftover, runs.events),
    };
    console.log(
      `  server CPU per request: baseline ${cpuUs.baseline} us, events ${cpuUs.events} us with its writes (CPU ratio ${(cpuUs.baseline / cpuUs.events).toFixed(3)})`,
    );
    console.log(
      `  ${options.flood} s flood: baseline ${baseFlood.requestsPerSec} req/s, events ${floodRps} events/s written (${flood.requestsPerSec} req/s answered, ${floodLeftover.toFixed(2)} s of writing after), ratio ${floodRatio}, ${flood.errors + flood.non2xx} errors`,
    );
    console.log(`  API RSS during the flood: before ${before} MB, peak ${peak} MB, after ${after} MB`);
    console.log(`  RSS peak per tenth of the flood (MB): ${tenths.join(' ')}`);
    console.log(
      `  events acknowledged ${accepted}, stored after the shutdown flush ${stored}, lost ${lost}`,
    );
    console.log(
      `\n  target (>= 0.7x baseline with the writes, in the slices and the flood; 0 errors; 0 lost): ${met ? 'met' : 'NOT met'}`,
    );
    await writeResults('events', {
      mode: 'events',
      ...options,
      runs,
      baseline: { rps: baseRps },
      events: { rps: eventsRps, ratio, answeredRps: windowRps, answeredRatio: windowRatio, leftoverCpuS: cpu.leftover, errors },
      cpuUsPerRequest: cpuUs,
      lost: { accepted, stored, lost },
      flood: {
        seconds: options.flood,
        baselineRps: baseFlood.requestsPerSec,
        rps: floodRps,
        answeredRps: flood.requestsPerSec,
        ratio: floodRatio,
        errors: flood.errors + flood.non2xx,
        rssMb: { before, peak, after, tenths },
      },
    });
    return { met };
  } finally {
    for (const child of children) await stop(child);
    await rm(dataDir, { recursive: true, force: true });
  }
}
