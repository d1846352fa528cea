import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT } from '../src/app';
import { bearer, call, createTestContext, login, type TestContext } from './helpers';

let t: TestContext;
let token: string;

beforeAll(async () => {
  t = await createTestContext();
  token = await login(t.app);
});
afterAll(() => t.close());

describe('errors', () => {
  it('answers an oversized body with 413 JSON', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(BODY_LIMIT + 10) }),
    });
    expect(res.status).toBe(413);
    expect(res.body.message).toBeTruthy();
  });

  it('answers unknown routes with 404 JSON (no web build here)', async () => {
    for (const url of ['/api/unknown', '/nothing-here']) {
      const res = await call(t.app, { method: 'GET', url });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: expect.any(String) });
    }
  });

  it('answers an unsupported content type with 415 and never leaks a stack', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/admin/languages',
      headers: { ...bearer(token), 'content-type': 'text/xml' },
      payload: '<code>de</code>',
    });
    expect(res.status).toBe(415);
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts/);
  });

  it('answers an empty JSON body with 400', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/admin/languages/1/toggle',
      headers: { ...bearer(token), 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
  });
});

describe('health', () => {
  it('reports ok', async () => {
    const res = await call<{ status: string }>(t.app, { method: 'GET', url: '/api/health' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('ok');
  });
});

describe('security headers and CORS', () => {
  it('sends CSP, nosniff and the referrer policy, and HSTS only over https', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    // Readers load images from this server only (issue 16): no https: wildcard, no data:.
    expect(res.headers['content-security-policy']).toContain("img-src 'self';");
    const console = await t.app.inject({ method: 'GET', url: '/api/health', headers: { host: 'admin.example.test' } });
    expect(console.headers['content-security-policy']).toContain("img-src 'self' data: https:;");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const https = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  it('gives CORS headers to configured origins only', async () => {
    const allowed = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/admin/sites',
      headers: {
        origin: 'http://admin.localhost:5173',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,x-locale',
      },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://admin.localhost:5173');
    expect(String(allowed.headers['access-control-allow-headers']).toLowerCase()).toContain('authorization');
    const unknown = await t.app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(unknown.headers['access-control-allow-origin']).toBeUndefined();
    const simple = await t.app.inject({ method: 'GET', url: '/api/posts/homepage', headers: { origin: 'http://admin.localhost:3000' } });
    expect(simple.headers['access-control-allow-origin']).toBe('http://admin.localhost:3000');
    // Public replies vary by both the CORS origin and the locale.
    expect(String(simple.headers.vary)).toMatch(/Origin/);
    expect(String(simple.headers.vary)).toMatch(/X-Locale/);
  });
});

describe('database unavailable', () => {
  it('answers 503 JSON when the database is gone', async () => {
    const other = await createTestContext();
    await other.database.close();
    const res = await call(other.app, { method: 'GET', url: '/api/health' });
    expect(res.status).toBe(503);
    expect(res.body.message).toBeTruthy();
    const posts = await call(other.app, { method: 'GET', url: '/api/posts/homepage' });
    expect(posts.status).toBe(503);
    await other.app.close();
  });
});
