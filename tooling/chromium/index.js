import { existsSync } from 'node:fs';

/** Debian's Chromium (CI and this machine), or another one named by CHROMIUM_PATH. */
const configuredPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The system Chromium when it exists; undefined lets Playwright use its own browser. */
export const CHROMIUM_PATH = existsSync(configuredPath) ? configuredPath : undefined;

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
