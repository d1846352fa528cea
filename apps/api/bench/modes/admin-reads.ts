/**
 * An admin reading its posts list with a bearer token (the demo admin: every site) against a bare
 * node:http server answering with the same bytes and headers. Target: >= 0.3x, p99 <= 100 ms, 0 errors.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import type { AdminPostsResponse } from '../../src/contract';
import { signInAsDemoAdmin } from '../lib/admin';
import { measure, printTable, summarize, type LoadOptions } from '../lib/load';
import { HOST, replyHeaders, startBaseline, startServer, stop, waitForPort } from '../lib/processes';
import { writeResults } from '../lib/results';
import { seedFresh } from '../lib/seed';

export async function adminReadsMode(port: number, options: LoadOptions): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sitenet-bench-admin-'));
  const children: ChildProcess[] = [];
  try {
    console.log(`Seeding a fresh database in ${dataDir} ...`);
    await seedFresh(dataDir);
    children.push(startServer(dataDir, port, { PUBLIC_CACHE: 'on' }));
    await waitForPort(port);
    const base = `http://${HOST}:${port}`;
    const auth = await signInAsDemoAdmin(base);
    const list = await fetch(`${base}/api/admin/posts`, { headers: auth });
    const listBody = await list.text();
    console.log(`  GET /api/admin/posts: ${(JSON.parse(listBody) as AdminPostsResponse).posts.length} posts, ${listBody.length} bytes`);

    const baselinePort = port + 1;
    children.push(startBaseline(baselinePort, listBody, replyHeaders(list)));
    await waitForPort(baselinePort);
    console.log(`Load: ${options.connections} connections, ${options.rounds} x ${options.duration} s per target`);
    const slices = await measure(
      [
        { name: 'baseline node:http, admin posts bytes', url: `http://${HOST}:${baselinePort}/` },
        { name: 'GET /api/admin/posts (bearer)', url: `${base}/api/admin/posts`, headers: auth },
      ],
      options,
    );
    const results = summarize(slices);
    printTable(results);
    const admin = results[1]!;
    const met = admin.ratioToBaseline! >= 0.3 && admin.p99Ms <= 100 && admin.errors === 0 && admin.non2xx === 0;
    console.log(`\n  target (>= 0.3x baseline, p99 <= 100 ms, 0 errors): ${met ? 'met' : 'NOT met'}`);
    await writeResults('admin', { mode: 'admin', ...options, slices, results });
  } finally {
    for (const child of children) await stop(child);
    await rm(dataDir, { recursive: true, force: true });
  }
}
