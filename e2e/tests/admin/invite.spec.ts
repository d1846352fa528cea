import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { ADMIN_URL, API_URL, DEMO_OWNER } from '../../fixtures/urls';
import { apiLogin, openNavigation } from './support';

/** A site and an email of this test's own, so it races no other test. */
const label = `e2e-invite-${randomUUID().slice(0, 8)}`;
const domain = `${label}.localhost`;
const email = `${label}@example.test`;
let token: string;
let siteId: number;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  token = (await apiLogin(request, DEMO_OWNER)).token;
  const created = await request.post(`${API_URL}/api/admin/sites`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: 'E2E Invite Site', domain, default_language: 'en', languages: ['en', 'es'] },
  });
  expect(created.status(), await created.text()).toBe(201);
  siteId = ((await created.json()) as { site: { id: number } }).site.id;
  await request.dispose();
});

test.afterAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  const response = await request.delete(`${API_URL}/api/admin/sites/${siteId}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { confirm_domain: domain },
  });
  expect(response.ok()).toBeTruthy();
  await request.dispose();
});

test('the owner invites a translator for Spanish; the link, opened elsewhere, signs them in once', async ({ browser, request }) => {
  test.setTimeout(90_000);
  // No SMTP in e2e: the invitation's link comes back once, to the owner who made it.
  // (The owner's console dialog sends the same call; the integrator places it on /users.)
  const invited = await request.post(`${API_URL}/api/admin/invites`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { email, memberships: [{ site_id: siteId, role: 'translator', languages: ['es'] }] },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const { link } = (await invited.json()) as { link: string };
  expect(link).toMatch(new RegExp(`^${ADMIN_URL}/invite/[A-Za-z0-9_-]{43}$`));

  // A fresh browser context: nobody signed in, nothing in storage.
  const fresh = await browser.newContext();
  const page = await fresh.newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Join TipsHub' })).toBeVisible();
  await expect(page.getByText(`Demo Owner invited you (${email})`)).toBeVisible();
  await expect(page.getByText(`Translator on E2E Invite Site (${domain}): Spanish`)).toBeVisible();

  await page.getByLabel(/Your name/).fill('Tess Translator');
  await page.getByLabel(/Choose a password/).fill('password1234');
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page.getByText(/The password is too weak/)).toBeVisible();
  await expect(page.getByLabel(/Your name/)).toHaveValue('Tess Translator');

  await page.getByLabel(/Choose a password/).fill('violet kettle orbits quietly');
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // Signed in (on small screens the sign-out button is in the navigation drawer).
  await openNavigation(page);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await fresh.close();

  // The link worked once: opened again, it says so.
  const again = await browser.newContext();
  const second = await again.newPage();
  await second.goto(link);
  await expect(second.getByRole('heading', { name: 'This invitation cannot be used' })).toBeVisible();
  await expect(second.getByText('This invitation has already been accepted. Sign in instead.')).toBeVisible();
  await again.close();
});
