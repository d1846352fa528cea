import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { startStaticHost } from '../../fixtures/static-host';
import { API_URL, DEMO_ADMIN, E2E_PORT } from '../../fixtures/urls';

const apps = join(dirname(fileURLToPath(import.meta.url)), '../../../apps');

test.describe('each app deploys alone', () => {
  test('the standalone admin build calls the API on another origin', async ({ page }) => {
    const host = await startStaticHost({
      root: join(apps, 'admin/dist'),
      config: { admin: true, apiBaseUrl: API_URL },
      port: E2E_PORT + 100,
    });
    try {
      await page.goto(`${host.url}/login`);
      await page.getByLabel(/email/i).fill(DEMO_ADMIN.email);
      await page.getByLabel(/password/i).first().fill(DEMO_ADMIN.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL('**/dashboard');
      await page.goto(`${host.url}/sites`);
      await expect(page.getByText('localhost', { exact: true }).first()).toBeVisible();
    } finally {
      await host.close();
    }
  });

  test('the standalone magazine build works behind a reverse proxy', async ({ page, request }) => {
    const home = (await (await request.get(`${API_URL}/api/posts/homepage`)).json()) as {
      featured: { title: string }[];
    };
    const host = await startStaticHost({ root: join(apps, 'magazine/dist'), config: {}, proxyApiTo: API_URL });
    try {
      await page.goto(`${host.url}/`, { waitUntil: 'domcontentloaded' });
      await expect(page.getByRole('link', { name: home.featured[0]!.title }).first()).toBeVisible();
    } finally {
      await host.close();
    }
  });
});
