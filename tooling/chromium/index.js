import { existsSync } from 'node:fs';

const existing = (path) => (existsSync(path) ? path : undefined);

/** Debian's Chromium (CI and this machine), or another one named by CHROMIUM_PATH. */
export const CHROMIUM_PATH = existing(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium');

/**
 * The browser the end-to-end tests run in: Debian's headless shell (package
 * chromium-headless-shell), the same Blink and V8 without the full browser's windowing and UI
 * processes, which is what Playwright itself runs headless tests in. It used a third less CPU
 * than the full browser for the same tests, and the tests are CPU-bound in CI. CHROMIUM_PATH,
 * when set, names the one browser for everything; without the shell, the full browser is used.
 */
export const TEST_CHROMIUM_PATH = process.env.CHROMIUM_PATH
  ? CHROMIUM_PATH
  : (existing('/usr/lib/chromium/chromium-headless-shell') ?? CHROMIUM_PATH);

/**
 * Flags for a quiet, comparable browser in a container: no sandbox (root in CI), no GPU, shared
 * memory on disk, and none of the background traffic (updates, sync, QUIC probes) that would
 * land inside a measurement or a test.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];
