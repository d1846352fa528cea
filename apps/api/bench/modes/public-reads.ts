/** Cached (or, with --uncached, uncached) public reads against a bare node:http server sending the homepage's bytes. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import type { HomepageResponse, PostsListResponse } from '../../src/contract';
import { measure, printTable, summarize, type LoadOptions, type Target } from '../lib/load';
import { HOST, replyHeaders, startBaseline, startServer, stop, waitForPort } from '../lib/processes';
import { writeResults } from '../lib/results';
import { seedFresh } from '../lib/seed';

export async function publicReadsMode(cache: 'on' | 'off', port: number, options: LoadOptions): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sitenet-bench-'));
  const children: ChildProcess[] = [];
  try {
    console.log(`Seeding a fresh database in ${dataDir} ...`);
    await seedFresh(dataDir);
    children.push(startServer(dataDir, port, { PUBLIC_CACHE: cache }));
    await waitForPort(port);
    const base = `http://${HOST}:${port}`;

    const homepage = await fetch(`${base}/api/posts/homepage`);
    const homepageBody = await homepage.text();
    JSON.parse(homepageBody) as HomepageResponse;
    const lifestyle = await fetch(`${base}/api/posts?category=lifestyle&page=1`, { headers: { 'x-locale': 'es' } });
    const esCard = ((await lifestyle.json()) as PostsListResponse).posts[0]!;

    const baselinePort = port + 1;
    const baseline = startBaseline(baselinePort, homepageBody, replyHeaders(homepage));
    children.push(baseline);
    await waitForPort(baselinePort);

    const targets: Target[] = [
      { name: 'baseline node:http, homepage bytes', url: `http://${HOST}:${baselinePort}/` },
      { name: 'GET /api/posts/homepage', url: `${base}/api/posts/homepage` },
      { name: 'GET /api/posts?category=lifestyle&page=2', url: `${base}/api/posts?category=lifestyle&page=2` },
      { name: 'GET /api/posts/{es slug} X-Locale es', url: `${base}/api/posts/${encodeURIComponent(esCard.slug)}`, headers: { 'x-locale': 'es' } },
    ];
    console.log(`Load: ${options.connections} connections, ${options.rounds} x ${options.duration} s per target, PUBLIC_CACHE=${cache}`);
    const slices = await measure(targets, options);
    const results = summarize(slices);
    printTable(results);
    await writeResults(cache === 'on' ? 'cached' : 'uncached', { mode: cache === 'on' ? 'cached' : 'uncached', ...options, slices, results });
  } finally {
    for (const child of children) await stop(child);
    await rm(dataDir, { recursive: true, force: true });
  }
}
