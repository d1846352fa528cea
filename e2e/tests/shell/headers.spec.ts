import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { ADMIN_URL, API_URL } from '../../fixtures/urls';

function expectSecurityHeaders(headers: Record<string, string>) {
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBeTruthy();
}

test.describe('security headers', () => {
  test('HTML and API replies carry them', async ({ request }) => {
    for (const url of [`${API_URL}/`, `${API_URL}/category/money`, `${API_URL}/api/posts/homepage`, `${API_URL}/api/admin/sites`]) {
      const response = await request.get(url);
      expectSecurityHeaders(response.headers());
    }
  });

  test("a rendered page's inline scripts are allowed by their hashes, and only they", async ({ request }) => {
    const response = await request.get(`${API_URL}/category/money`);
    const scriptSrc =
      (response.headers()['content-security-policy'] ?? '').split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    // Executable inline scripts: no src, and not a JSON data block (hydration data, JSON-LD).
    const inline = [...(await response.text()).matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)].map(
      (match) => match[1]!,
    );
    expect(inline).toHaveLength(2);
    const hashes = inline.map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    expect(scriptSrc.trim().split(/\s+/).sort()).toEqual(['script-src', "'self'", ...hashes].sort());
  });

  test("a reader's page loads images from this server only", async ({ request }) => {
    const response = await request.get(`${API_URL}/category/money`);
    const imgSrc = (response.headers()['content-security-policy'] ?? '').split(';').find((d) => d.trim().startsWith('img-src')) ?? '';
    expect(imgSrc.trim()).toBe("img-src 'self'");
  });

  test('HSTS only over https', async ({ request }) => {
    const plain = await request.get(`${API_URL}/api/health`);
    expect(plain.headers()['strict-transport-security']).toBeUndefined();
    const https = await request.get(`${API_URL}/api/health`, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(https.headers()['strict-transport-security']).toContain('max-age=');
  });
});

test.describe('CORS', () => {
  const preflight = (origin: string) => ({
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'GET',
      'Access-Control-Request-Headers': 'authorization',
    },
  });

  test('a preflight from an unknown origin is refused', async ({ request }) => {
    const response = await request.fetch(`${API_URL}/api/admin/sites`, preflight('https://evil.example'));
    expect(response.headers()['access-control-allow-origin']).toBeUndefined();
  });

  test('a preflight from the admin origin is allowed', async ({ request }) => {
    const response = await request.fetch(`${API_URL}/api/admin/sites`, preflight(ADMIN_URL));
    expect(response.status()).toBeLessThan(300);
    expect(response.headers()['access-control-allow-origin']).toBe(ADMIN_URL);
    expect((response.headers()['access-control-allow-headers'] ?? '').toLowerCase()).toContain('authorization');
  });
});
