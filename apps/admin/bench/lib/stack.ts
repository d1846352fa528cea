/**
 * The real stack the browser benchmarks run against: the built API (serving the built shell, which
 * carries the console) on 127.0.0.1 with a fresh PGlite data directory, stopped and cleaned up at
 * the end, also on failure or Ctrl-C.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './results';

export { writeResult } from './results';
export const DEMO_ADMIN = { email: 'admin@demo.test', password: 'demo-admin-2026' };

function run(args: string[]) {
  console.log(`$ pnpm ${args.join(' ')}`);
  const result = spawnSync('pnpm', args, { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`pnpm ${args.join(' ')} failed (${result.status})`);
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * Builds the API and the shell when missing; the shell also when the admin, UI or contract sources
 * are newer than its build. BENCH_BUILD=1 rebuilds both.
 */
export function ensureBuilds(): void {
  const force = process.env.BENCH_BUILD === '1';
  if (force || !existsSync(join(repoRoot, 'apps/api/dist/main.js'))) run(['--filter', '@sitenet/api', 'build']);
  const shellIndex = join(repoRoot, 'apps/shell/dist/index.html');
  const sources = ['apps/admin/src', 'packages/ui/src', 'packages/api-client/src'].map((dir) => newestMtime(join(repoRoot, dir)));
  const stale = existsSync(shellIndex) && Math.max(...sources) > statSync(shellIndex).mtimeMs;
  if (force || !existsSync(shellIndex) || stale) {
    if (stale) console.log('apps/shell/dist is older than the console sources: rebuilding');
    run(['--filter', '@sitenet/shell', 'build']);
  }
}

export interface Api {
  /** http://127.0.0.1:<port> */
  url: string;
  /** http://admin.localhost:<port>: the console as the shell serves it. */
  adminUrl: string;
}

let server: ChildProcess | undefined;
let dataDir: string | undefined;
const cleanups: Array<() => Promise<void>> = [];

/** Something else to undo at the end (a browser), before the API stops. */
export function onCleanup(undo: () => Promise<void>): void {
  cleanups.push(undo);
}

/** `node apps/api/dist/main.js` with a fresh DATA_DIR; resolves once /api/health answers. */
export async function startApi(port: number, env: Record<string, string> = {}, args: string[] = []): Promise<Api> {
  dataDir = mkdtempSync(join(tmpdir(), 'sitenet-bench-admin-'));
  const child = spawn(process.execPath, [join(repoRoot, 'apps/api/dist/main.js'), ...args], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      WEB_ROOT: join(repoRoot, 'apps/shell/dist'),
      ...env,
    },
  });
  server = child;
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 240_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`API exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, adminUrl: `http://admin.localhost:${port}` };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url}/api/health did not answer within 240 s`);
}

/** Stops what was started (browser first, then the API's process group) and removes the data. */
export async function cleanup(): Promise<void> {
  for (const undo of cleanups.splice(0).reverse()) await undo().catch(() => undefined);
  const child = server;
  server = undefined;
  if (child?.pid && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const kill = (signal: NodeJS.Signals) => {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        // already gone
      }
    };
    kill('SIGTERM');
    const timer = setTimeout(() => kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  dataDir = undefined;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`${signal}: stopping the API and removing the temp dir`);
    void cleanup().finally(() => process.exit(130));
  });
}

/** Runs a benchmark with the stack cleaned up whatever happens; a throw sets exit code 1. */
export async function runBench(bench: () => Promise<void>): Promise<void> {
  try {
    await bench();
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    await cleanup();
  }
}

/** POST /api/admin/login as the demo admin. */
export async function signIn(api: Api): Promise<{ token: string; user: unknown }> {
  const response = await fetch(`${api.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  });
  if (!response.ok) throw new Error(`login answered ${response.status}`);
  return (await response.json()) as { token: string; user: unknown };
}
