/// <reference lib="dom" />
import { expect, test } from '@playwright/test';
import { API_URL, DEMO_ADMIN } from '../../fixtures/urls';
import { openNavigation, openSignedIn, submitLogin } from './support';

const PROTECTED = [
  '/dashboard',
  '/sites',
  '/posts',
  '/languages',
  '/localhost/dashboard',
  '/localhost/posts',
  '/localhost/languages',
];

const OPEN_REDIRECTS = [
  '//evil.com',
  'https://evil.com',
  '/\\evil.com',
  'javascript:alert(1)',
  '%2F%2Fevil.com',
  '/%2F%2Fevil.com',
  '/%5Cevil.com',
  'https%3A%2F%2Fevil.com',
  'javascript%3Aalert(1)',
  '%252F%252Fevil.com',
];

test.describe('login', () => {
  test('shows the form with its fields, toggles the password and signs in to the dashboard', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    const email = page.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAttribute('type', 'email');
    const password = page.getByRole('textbox', { name: 'Password' });
    await password.fill('secret');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
    await password.fill('');
    await submitLogin(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test("a wrong password shows the server's message, and typing clears it", async ({ page }) => {
    await page.goto('/login');
    await submitLogin(page, { email: DEMO_ADMIN.email, password: 'wrong-password' });
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Invalid email or password');
    await page.getByRole('textbox', { name: 'Password' }).fill('x');
    await expect(alert).toBeHidden();
  });

  test('with the API down it shows the network message', async ({ page }) => {
    await page.route('**/api/admin/login', (route) => route.abort());
    await page.goto('/login');
    await submitLogin(page);
    await expect(page.getByRole('alert')).toContainText('Network error. Please try again.');
  });

  test('/ shows login when signed out and sends a signed-in user to /dashboard', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await submitLogin(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the redirect carries the requested path and login lands on it', async ({ page }) => {
    await page.goto('/localhost/posts?status=draft');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/localhost/posts?status=draft');
    await submitLogin(page);
    await expect(page).toHaveURL(/\/localhost\/posts\?status=draft$/);
  });

  for (const path of PROTECTED) {
    test(`signed out, ${path} redirects to login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login\?redirect=/);
      expect(new URL(page.url()).searchParams.get('redirect')).toBe(path);
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    });
  }

  test('an open-redirect payload through the form lands on /dashboard', async ({ page }) => {
    await page.goto(`/login?redirect=${encodeURIComponent('//evil.com')}`);
    await submitLogin(page);
    await expect(page).toHaveURL(/^http:\/\/admin\.localhost:\d+\/dashboard$/);
  });

  test('every open-redirect payload lands on /dashboard', async ({ page }) => {
    test.setTimeout(120_000);
    await openSignedIn(page, '/dashboard');
    for (const payload of OPEN_REDIRECTS) {
      await page.goto(`/login?redirect=${encodeURIComponent(payload)}`);
      await expect(page, payload).toHaveURL(/^http:\/\/admin\.localhost:\d+\/dashboard$/);
      // Also unencoded in the query string, as an attacker might write it.
      await page.goto(`/login?redirect=${payload}`);
      await expect(page, `${payload} (raw)`).toHaveURL(
        /^http:\/\/admin\.localhost:\d+\/dashboard$/,
      );
    }
  });
});

test.describe('session', () => {
  test('sign out clears the session, calls logout once and goes to /login', async ({ page }) => {
    const session = await openSignedIn(page, '/sites');
    await expect(page.getByRole('heading', { level: 1, name: 'Sites' })).toBeVisible();
    const logoutCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/admin/logout'))
        logoutCalls.push(r.headers()['authorization'] ?? '');
    });
    await openNavigation(page);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(logoutCalls).toEqual([`Bearer ${session.token}`]);
    expect(
      await page.evaluate(() => [
        localStorage.getItem('admin_token'),
        localStorage.getItem('admin_user'),
      ]),
    ).toEqual([null, null]);
    await page.goto('/sites');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fsites$/);
  });

  for (const start of ['/sites', '/localhost/posts']) {
    test(`after sign-out on ${start} no admin call is made but the logout call`, async ({
      page,
    }) => {
      await openSignedIn(page, start);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(/^Loading (sites|posts)\.\.\.$/)).toHaveCount(0);
      const calls: string[] = [];
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (url.pathname.startsWith('/api/admin')) calls.push(`${r.method()} ${url.pathname}`);
      });
      await openNavigation(page);
      await page.getByRole('button', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      // Whatever the signed-in screens would still fetch goes out within this time.
      await page.waitForTimeout(1500);
      expect(calls).toEqual(['POST /api/admin/logout']);
    });
  }

  test('a 401 from any admin call signs out and returns to /login with the current path', async ({
    page,
  }) => {
    await openSignedIn(page, '/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await page.evaluate(() => localStorage.setItem('admin_token', 'expired-or-forged-token'));
    await page.goto('/localhost/languages');
    await expect(page).toHaveURL(/\/login\?redirect=%2Flocalhost%2Flanguages$/);
    expect(await page.evaluate(() => localStorage.getItem('admin_token'))).toBeNull();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await submitLogin(page);
    await expect(page).toHaveURL(/\/localhost\/languages$/);
  });

  test('a token revoked on the server mid-session leads back to /login', async ({ page }) => {
    const session = await openSignedIn(page, '/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const revoke = await page.request.post(`${API_URL}/api/admin/logout`, {
      headers: { Authorization: `Bearer ${session.token}` },
    });
    expect(revoke.ok()).toBeTruthy();
    await openNavigation(page);
    await page.getByRole('link', { name: 'Draft Posts' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fposts%3Fstatus%3Ddraft$/);
  });
});
