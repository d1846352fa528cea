/**
 * A site-settings save on one API instance, seen by a second instance on the same PostgreSQL
 * (the invalidation travels over LISTEN/NOTIFY). Each round primes the second instance's cache of
 * GET /api/site, saves a new tagline through the first, then polls the second every 5 ms until the
 * tagline shows. The delay is measured from the save's answer. Target: every save visible <= 1 s.
 *
 * Needs a PostgreSQL database of its own (it seeds the demo network when empty):
 *   BENCH_DATABASE_URL=postgres://… pnpm --filter @sitenet/api bench --propagation
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import type { SitesResponse, PublicSiteResponse, SiteSettingsResponse } from '../../src/contract';
import { prepareDatabase } from '../../src/db/setup';
import { signInAsDemoAdmin } from '../lib/admin';
import { HOST, startServer, stop, waitForPort } from '../lib/processes';
import { writeResults } from '../lib/results';

const LIMIT_MS = 1000;

export async function propagationMode(port: number, rounds: number): Promise<void> {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (!databaseUrl) throw new Error('--propagation needs BENCH_DATABASE_URL: a PostgreSQL database of its own');
  const { database } = await prepareDatabase({ databaseUrl, demo: true });
  await database.close();

  const dataDir = await mkdtemp(path.join(tmpdir(), 'sitenet-bench-propagation-'));
  const children: ChildProcess[] = [];
  try {
    const env = { DATABASE_URL: databaseUrl, PUBLIC_CACHE: 'on' };
    children.push(startServer(path.join(dataDir, 'a'), port, env), startServer(path.join(dataDir, 'b'), port + 1, env));
    await Promise.all([waitForPort(port), waitForPort(port + 1)]);
    const writer = `http://${HOST}:${port}`;
    const reader = `http://${HOST}:${port + 1}`;
    const auth = await signInAsDemoAdmin(writer);
    const sites = (await (await fetch(`${writer}/api/admin/sites`, { headers: auth })).json()) as SitesResponse;
    const site = sites.sites.find((candidate) => candidate.domain === 'localhost')!;
    const settingsUrl = `${writer}/api/admin/sites/${site.id}/settings`;
    const readTagline = async () => {
      const res = await fetch(`${reader}/api/site`, { headers: { host: 'localhost' } });
      return ((await res.json()) as PublicSiteResponse).site.tagline;
    };

    console.log(`Two API instances on one PostgreSQL: ${rounds} settings saves, each read back from the other instance`);
    const delays: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const current = (await (await fetch(settingsUrl, { headers: auth })).json()) as SiteSettingsResponse;
      await readTagline(); // the reader now holds the page in its cache: the save must invalidate it
      const tagline = `Propagation round ${round} ${Date.now()}`;
      const settings = { ...current.settings, identity: { ...current.settings.identity, tagline } };
      const saved = await fetch(settingsUrl, {
        method: 'PUT',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ version: current.version, settings }),
      });
      if (!saved.ok) throw new Error(`save answered ${saved.status}: ${await saved.text()}`);
      const start = performance.now();
      while ((await readTagline()) !== tagline) {
        if (performance.now() - start > 10_000) throw new Error(`round ${round}: not visible after 10 s`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      delays.push(performance.now() - start);
    }
    const sorted = [...delays].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
    console.log(`  delay ms: min ${sorted[0]!.toFixed(1)}  p50 ${at(0.5).toFixed(1)}  p95 ${at(0.95).toFixed(1)}  max ${sorted.at(-1)!.toFixed(1)}`);
    console.log(`  target (every save visible on the second instance <= ${LIMIT_MS} ms): ${sorted.at(-1)! <= LIMIT_MS ? 'met' : 'NOT met'}`);
    await writeResults('propagation', { mode: 'propagation', rounds, delays });
  } finally {
    for (const child of children) await stop(child);
    await rm(dataDir, { recursive: true, force: true });
  }
}
