/// <reference lib="dom" />
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { ADMIN_URL, API_URL, DEMO_ADMIN } from '../../fixtures/urls';

const here = dirname(fileURLToPath(import.meta.url));
const artifacts = join(here, '../../artifacts/admin');

export interface Account {
  email: string;
  password: string;
}

export interface Session {
  token: string;
  user: { id: number; name: string; email: string };
}

/** Signs in through the API (no UI), for tests that are not about the login screen. */
export async function apiLogin(
  request: APIRequestContext,
  account: Account = DEMO_ADMIN,
): Promise<Session> {
  const response = await request.post(`${API_URL}/api/admin/login`, { data: account });
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as Session;
}

let signIns = 0;

/**
 * Opens `path` already signed in: the session is put in storage the way the app keeps it before
 * the console's first script runs, so the console boots once (an extra page load per test was a
 * good part of the suite's time). Only the first load of the tab is seeded: a sign-out in the test
 * stays signed out on reload, and a later call (another account) wins over an earlier one.
 */
export async function openSignedIn(
  page: Page,
  path: string,
  account: Account = DEMO_ADMIN,
): Promise<Session> {
  const session = await apiLogin(page.request, account);
  signIns += 1;
  await page.addInitScript(
    ({ token, user, origin, order }) => {
      if (location.origin !== origin) return;
      const seeded = Number(sessionStorage.getItem('e2e-sign-in') ?? 0);
      if (seeded >= order) return;
      sessionStorage.setItem('e2e-sign-in', String(order));
      localStorage.setItem('admin_token', token);
      localStorage.setItem('admin_user', JSON.stringify(user));
    },
    { ...session, origin: new URL(ADMIN_URL).origin, order: signIns },
  );
  await page.goto(path);
  return session;
}

/** Signs in through the form on the current login page. */
export async function submitLogin(page: Page, account: Account = DEMO_ADMIN): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export function isMobile(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 1024;
}

/** On small screens the sidebar lives in a drawer opened from the header. */
export async function openNavigation(page: Page): Promise<void> {
  if (isMobile(page)) {
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  }
}

/** An axe-core scan: no serious or critical violation. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = bad.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join(' | ')}`,
  );
  expect(summary, `axe violations on ${screen}`).toEqual([]);
}

export async function screenshot(page: Page, testInfo: TestInfo, screen: string): Promise<void> {
  mkdirSync(artifacts, { recursive: true });
  await page.screenshot({
    path: join(artifacts, `${testInfo.project.name}-${screen}.png`),
    fullPage: true,
  });
}

export interface ApiSite {
  id: number;
  name: string;
  domain: string;
  active: boolean;
  maintenance_mode: boolean;
  posts_count: number;
}

export async function apiSites(request: APIRequestContext, token: string): Promise<ApiSite[]> {
  const response = await request.get(`${API_URL}/api/admin/sites`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { sites: ApiSite[] }).sites;
}
