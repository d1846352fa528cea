// Starts the built API (which also serves the built apps) on a fresh embedded database in a
// temporary folder, on 127.0.0.1 only, and removes the folder when Playwright stops it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const apiMain = join(here, '../../apps/api/dist/main.js');
const dataDir = mkdtempSync(join(tmpdir(), 'sitenet-e2e-'));
const port = process.env.E2E_PORT ?? '4310';

// The admin host and the standalone admin build (see fixtures/urls.ts) may call the API cross-origin.
const corsOrigins = [`http://admin.localhost:${port}`, `http://127.0.0.1:${Number(port) + 100}`].join(',');
const env = {
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: port,
  // Production mode, but the sites' links (canonical, sitemaps) stay on this local http port.
  PUBLIC_SCHEME: 'http',
  PUBLIC_PORT: port,
  // Invitation and reset links open the console on this local http port (production derives https).
  ADMIN_PUBLIC_URL: `http://admin.localhost:${port}`,
  DATA_DIR: dataDir,
  CORS_ORIGINS: corsOrigins,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // TEST ONLY: the media-import spec's stand-in image host listens on 127.0.0.1, which the
  // import of remote images refuses in production (see DEPLOY.md).
  MEDIA_IMPORT_ALLOW_LOOPBACK: 'true',
};
delete env.DATABASE_URL; // e2e always runs on the embedded database

// The e2e tests run on the demo network: ask for it explicitly (a plain start seeds nothing).
const child = spawn(process.execPath, [apiMain, '--demo'], { env, stdio: 'inherit' });
const stop = () => {
  child.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
