/** Load generation with autocannon, measured in slices that alternate with the baseline's. */
import autocannon from 'autocannon';
import { median, percentile } from './results';

export interface LoadOptions {
  connections: number;
  /** Seconds per measured slice. */
  duration: number;
  /** Slices per target. */
  rounds: number;
}

/** A reader's browser: with it the API counts a request as a reader's (without, as a bot's). */
export const BROWSER_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';

export interface Target {
  name: string;
  url: string;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  body?: string;
  /** Headers that change with every request (e.g. a reader's own address). */
  eachRequest?: () => Record<string, string>;
}

export interface LoadResult {
  name: string;
  url: string;
  requestsPerSec: number;
  p50Ms: number;
  /** Where a shoulder of slow replies shows before the tail (work queued behind other work). */
  p90Ms: number;
  p99Ms: number;
  /** 2xx replies inside the measured window. */
  ok: number;
  /** 3xx replies (the redirect benchmarks' successes). */
  redirects: number;
  errors: number;
  non2xx: number;
  ratioToBaseline?: number;
}

export async function load(target: Target, options: LoadOptions, seconds = options.duration): Promise<LoadResult> {
  const running = autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    connections: options.connections,
    duration: seconds,
    headers: target.headers ?? {},
    ...(target.body === undefined ? {} : { body: target.body }),
    ...(target.eachRequest
      ? {
          requests: [
            {
              setupRequest: (request: { headers?: Record<string, string> }) => ({
                ...request,
                headers: { ...request.headers, ...target.eachRequest!() },
              }),
            },
          ],
        }
      : {}),
  });
  const times = new ReplyTimes();
  running.on('response', (_client, _status, _bytes, ms) => times.add(ms));
  const result = await running;
  return {
    name: target.name,
    url: target.url,
    requestsPerSec: Math.round(result.requests.average),
    p50Ms: times.percentile(50),
    p90Ms: times.percentile(90),
    p99Ms: times.percentile(99),
    ok: result['2xx'],
    redirects: result['3xx'],
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * Every reply's time, as the load generator measured it. autocannon's own percentiles come from a
 * histogram of whole milliseconds, which at 5 to 10 ms moves a ratio by up to 20%; these keep the
 * fraction (reported to 0.01 ms).
 */
class ReplyTimes {
  private values = new Float64Array(1 << 16);
  private count = 0;

  add(ms: number): void {
    if (this.count === this.values.length) {
      const grown = new Float64Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.count++] = ms;
  }

  /** The nearest-rank percentile (p in 0..100), 0 without replies. */
  percentile(p: number): number {
    return this.count === 0 ? 0 : Number(percentile(this.values.subarray(0, this.count), p).toFixed(2));
  }
}

/**
 * Other work on the machine comes and goes: each target is measured in `rounds` slices that
 * alternate with the baseline's, so a busy minute hurts every target alike. An unrecorded 2 s
 * warm-up per target lets JIT and caches settle first.
 */
export async function measure(targets: Target[], options: LoadOptions): Promise<LoadResult[][]> {
  const slices: LoadResult[][] = targets.map(() => []);
  for (const target of targets) await load(target, options, 2);
  for (let round = 0; round < options.rounds; round += 1) {
    for (const [index, target] of targets.entries()) slices[index]!.push(await load(target, options));
  }
  return slices;
}

/** One row per target from its slices; the first target is the baseline the ratios refer to. */
export function summarize(slices: LoadResult[][]): LoadResult[] {
  const results: LoadResult[] = slices.map((runs) => ({
    name: runs[0]!.name,
    url: runs[0]!.url,
    requestsPerSec: Math.round(runs.reduce((sum, run) => sum + run.requestsPerSec, 0) / runs.length),
    // Latency: the worse slice, so a figure is never flattered by averaging.
    p50Ms: Math.max(...runs.map((run) => run.p50Ms)),
    p90Ms: Math.max(...runs.map((run) => run.p90Ms)),
    p99Ms: Math.max(...runs.map((run) => run.p99Ms)),
    ok: runs.reduce((sum, run) => sum + run.ok, 0),
    redirects: runs.reduce((sum, run) => sum + run.redirects, 0),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
  }));
  const baselineRps = results[0]!.requestsPerSec;
  for (const row of results) row.ratioToBaseline = Number((row.requestsPerSec / baselineRps).toFixed(3));
  return results;
}

export function printTable(rows: LoadResult[]): void {
  console.log('\n  target                                   req/s      p50 ms   p90 ms   p99 ms   x baseline   errors  non-2xx');
  for (const row of rows) {
    console.log(
      `  ${row.name.padEnd(39)} ${String(row.requestsPerSec).padStart(7)} ${row.p50Ms.toFixed(2).padStart(10)} ${row.p90Ms.toFixed(2).padStart(8)} ${row.p99Ms.toFixed(2).padStart(8)} ${(row.ratioToBaseline ?? 1).toFixed(2).padStart(12)} ${String(row.errors).padStart(8)} ${String(row.non2xx).padStart(8)}`,
    );
  }
}

async function timeOnce(url: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return performance.now() - started;
}

/** Median time of `count` sequential requests, in ms, after 20 unrecorded ones. */
export async function timeRequests(url: string, count = 200): Promise<number> {
  for (let i = 0; i < 20; i += 1) await timeOnce(url);
  const times: number[] = [];
  for (let i = 0; i < count; i += 1) times.push(await timeOnce(url));
  return Number(median(times).toFixed(3));
}

/** Alternates requests between two URLs so machine noise hits both sides alike; medians in ms. */
export async function timeAlternating(urlA: string, urlB: string, count = 200): Promise<[number, number]> {
  for (let i = 0; i < 20; i += 1) await Promise.all([timeOnce(urlA), timeOnce(urlB)]);
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < count; i += 1) {
    a.push(await timeOnce(urlA));
    b.push(await timeOnce(urlB));
  }
  return [Number(median(a).toFixed(3)), Number(median(b).toFixed(3))];
}
