/**
 * Two servers side by side, one on 1,000 posts and one on 100,000 (PUBLIC_CACHE=off), asked in
 * turn for the same category pages.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import type { PostsListResponse } from '../../src/contract';
import { timeAlternating, timeRequests } from '../lib/load';
import { HOST, startServer, stop, waitForPort } from '../lib/processes';
import { writeResults } from '../lib/results';
import { seedFresh } from '../lib/seed';

export async function scaleMode(port: number): Promise<void> {
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
    const ports = [port, port + 2];
    sizes.forEach((_, index) => servers.push(startServer(dirs[index]!, ports[index]!, { PUBLIC_CACHE: 'off' })));
    await Promise.all(ports.map((p) => waitForPort(p)));
    const base = (p: number) => `http://${HOST}:${p}/api/posts?category=lifestyle`;
    const firsts = await Promise.all(ports.map(async (p) => (await (await fetch(`${base(p)}&page=1`)).json()) as PostsListResponse));
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
    await writeResults('scale', {
      mode: 'scale',
      categoryTotals: { 1000: firsts[0]!.pagination.total, 100000: firsts[1]!.pagination.total },
      pages: rows,
      lastPage: { page: lastPage, ms: deepest },
    });
  } finally {
    for (const server of servers) await stop(server);
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  }
}
