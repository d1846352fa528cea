import { expect, test, type APIRequestContext } from '@playwright/test';
import { ADMIN_URL, API_URL, DEMO_ADMIN, MAGAZINE_URL } from '../../fixtures/urls';
import { watchCspViolations } from '../../fixtures/csp';

/** The page configuration the server writes for a host name (Node cannot resolve *.localhost). */
const pageConfig = async (host: string, request: APIRequestContext) => {
  const html = await (await request.get(`${API_URL}/`, { headers: { Host: host } })).text();
  const match = html.match(/<script id="app-config" type="application\/json">([\s\S]*?)<\/script>/);
  return JSON.parse(match?.[1] ?? 'null') as { admin: boolean };
};

test.describe('one shell, two apps', () => {
  test('the admin host gets the admin console', async ({ page, request }) => {
    expect((await pageConfig(new URL(ADMIN_URL).host, request)).admin).toBe(true);
    await page.goto(`${ADMIN_URL}/login`);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('the main host gets the magazine', async ({ page, request }) => {
    expect((await pageConfig(new URL(MAGAZINE_URL).host, request)).admin).toBe(false);
    await page.goto(`${MAGAZINE_URL}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: /lifestyle/i }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  });

  test('no admin screen reports a CSP violation', async ({ page }) => {
    const violations = await watchCspViolations(page);
    await page.goto(`${ADMIN_URL}/login`);
    await page.getByLabel(/email/i).fill(DEMO_ADMIN.email);
    await page.getByLabel(/password/i).first().fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard');
    for (const path of ['/sites', '/localhost/dashboard', '/localhost/posts', '/localhost/languages', '/analytics', '/error/404', '/error/500']) {
      await page.goto(`${ADMIN_URL}${path}`);
      await page.waitForLoadState('networkidle');
    }
    expect(violations).toEqual([]);
  });

  test('no magazine page reports a CSP violation', async ({ page, request }) => {
    const violations = await watchCspViolations(page);
    const home = (await (await request.get(`${API_URL}/api/posts/homepage`)).json()) as {
      featured: { slug: string }[];
    };
    for (const path of ['/', '/category/lifestyle', `/${home.featured[0]!.slug}`, '/contact', '/about', '/ar', '/es/nowhere-at-all']) {
      await page.goto(`${MAGAZINE_URL}${path}`);
      await page.waitForLoadState('networkidle');
    }
    await page.keyboard.press('Control+k');
    await page.waitForTimeout(300);
    expect(violations).toEqual([]);
  });
});
