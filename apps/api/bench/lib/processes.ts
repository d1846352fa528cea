/** Child processes of the benchmarks: the API as in production, a bare node:http baseline. */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const API_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const HOST = '127.0.0.1';

/** The API in its own process (like production), on PGlite in `dataDir`, listening on 127.0.0.1. */
export function startServer(dataDir: string, port: number, env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      WEB_ROOT: path.join(dataDir, 'no-web-root'),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * A bare node:http server answering every request with the same status, bytes and headers as a
 * reply of the API (security headers, ETag, Cache-Control ...): the ceiling for one core. It
 * reads the request body to its end first, as any server answering a POST must.
 */
export function startBaseline(port: number, body: string, headers: Record<string, string>, status = 200): ChildProcess {
  const source = `
    const http = require('node:http');
    const body = Buffer.from(process.env.BODY);
    const headers = { ...JSON.parse(process.env.HEADERS), 'content-length': body.length };
    http.createServer((req, res) => {
      if (req.url === '/api/health') { res.end('ok'); return; }
      req.resume();
      req.on('end', () => { res.writeHead(${status}, headers); res.end(body); });
    }).listen(${port}, '${HOST}');`;
  return spawn(process.execPath, ['-e', source], {
    env: { ...process.env, BODY: body, HEADERS: JSON.stringify(headers) },
    stdio: 'inherit',
  });
}

/** A reply's own headers, minus those node:http writes itself. */
export function replyHeaders(res: Response): Record<string, string> {
  // The sample was decoded by fetch; the load generator asks for no encoding, so neither side sends one.
  const skip = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding', 'content-encoding']);
  const headers: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (!skip.has(name)) headers[name] = value;
  });
  return headers;
}

export function waitForPort(port: number, timeoutMs = 60_000): Promise<void> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const attempt = () => {
      fetch(`http://${HOST}:${port}/api/health`)
        .then(() => resolve())
        .catch(() => {
          if (Date.now() - started > timeoutMs) reject(new Error(`port ${port} did not open`));
          else setTimeout(attempt, 200);
        });
    };
    attempt();
  });
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Resident memory of a process, in MB (Linux). */
export async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}
