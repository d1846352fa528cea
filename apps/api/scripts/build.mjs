/**
 * Production build: ESM files dist/main.js (server), dist/pglite-worker.js (its database thread) and dist/admin-create.js (CLI). npm runtime dependencies stay external (installed
 * next to the app); workspace packages (@sitenet/*) and JSON (the translation dictionaries) are
 * bundled in. The SQL migrations are copied to dist/migrations, where src/db/client.ts looks for
 * them relative to the running file.
 */
import { build } from 'esbuild';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

rmSync(`${root}dist`, { recursive: true, force: true });

await build({
  absWorkingDir: root,
  // The server, and the admin:create command (node dist/admin-create.js) beside it.
  // The embedded database's worker thread (src/db/pglite-remote.ts) loads dist/pglite-worker.js.
  entryPoints: { main: 'src/main.ts', 'admin-create': 'src/cli/admin-create.ts', 'pglite-worker': 'src/db/pglite-worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  legalComments: 'none',
  external: Object.keys(pkg.dependencies ?? {}),
  // Bundled CommonJS (if any) may still call require().
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'info',
});

cpSync(`${root}src/db/migrations`, `${root}dist/migrations`, { recursive: true });
console.log('copied src/db/migrations -> dist/migrations');
