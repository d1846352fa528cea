// `pnpm test` of the end-to-end tests: the desktop projects and the phone projects run side by
// side, each group in its own Playwright process with its own server and its own database (ports
// E2E_PORT and E2E_PORT + 1), so a test never sees what a test of the other group writes, and
// inside a group tests still run one at a time (playwright.config.ts); traces and screenshots go
// to test-results/<group>. Each line is prefixed with its group; each group ends with Playwright's own summary, which CI's sum-results reads.
// Arguments are passed to both processes (a spec path, --retries=0 ...); with --project, one
// process runs exactly what was asked.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const args = process.argv.slice(2);
const base = Number(process.env.E2E_PORT ?? 4310);
const groups = args.some((arg) => arg.startsWith('--project'))
  ? [{ name: 'e2e', port: base, projects: [] }]
  : [
      { name: 'desktop', port: base, projects: ['admin-desktop', 'magazine-desktop', 'shell'] },
      { name: 'phone', port: base + 1, projects: ['admin-mobile', 'magazine-mobile'] },
    ];

const run = ({ name, port, projects }) =>
  new Promise((resolve) => {
    const child = spawn(
      'npx',
      [
        'playwright',
        'test',
        ...projects.map((project) => `--project=${project}`),
        // Each process cleans and fills its own folder (a shared one loses the other's traces).
        `--output=test-results/${name}`,
        ...args,
      ],
      { env: { ...process.env, E2E_PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(`${name}: ${line}`));
    }
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

const codes = await Promise.all(groups.map(run));
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
