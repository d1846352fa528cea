import { CHROMIUM_ARGS, TEST_CHROMIUM_PATH } from '@sitenet/chromium';
import { defineConfig } from '@playwright/test';
import { ADMIN_URL, API_URL, MAGAZINE_URL } from './fixtures/urls';

/** Debian's headless Chromium on CI and this machine; Playwright's own browser elsewhere. */
const launchOptions = TEST_CHROMIUM_PATH
  ? { executablePath: TEST_CHROMIUM_PATH, args: CHROMIUM_ARGS }
  : {};

const desktop = { viewport: { width: 1280, height: 800 } };
const mobile = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // One server and one database for all projects: tests restore what they change, and run
  // one at a time so they never see each other's half-done state.
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  // A trace is recorded only on a retry (CI retries once): recording one for every test cost a
  // third of the suite's time (screencast frames and DOM snapshots at each step). A failure keeps
  // its screenshot, which costs nothing until then.
  use: { launchOptions, trace: 'on-first-retry', screenshot: 'only-on-failure' },
  projects: [
    { name: 'admin-desktop', testDir: './tests/admin', use: { ...desktop, baseURL: ADMIN_URL } },
    { name: 'admin-mobile', testDir: './tests/admin', use: { ...mobile, baseURL: ADMIN_URL } },
    {
      name: 'magazine-desktop',
      testDir: './tests/magazine',
      use: { ...desktop, baseURL: MAGAZINE_URL },
    },
    {
      name: 'magazine-mobile',
      testDir: './tests/magazine',
      use: { ...mobile, baseURL: MAGAZINE_URL },
    },
    { name: 'shell', testDir: './tests/shell', use: { ...desktop, baseURL: MAGAZINE_URL } },
  ],
  webServer: {
    command: 'node scripts/serve.mjs',
    url: `${API_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    // Playwright's default is SIGKILL, which left serve.mjs no time to remove its data folder.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
