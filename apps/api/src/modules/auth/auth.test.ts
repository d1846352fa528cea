import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  call,
  createTestContext,
  DEMO_ACCOUNTS,
  login,
  type TestContext,
} from '../../../test/helpers';
import type { LoginResponse, SessionsResponse, SitesResponse } from '../../contract';
import { loginFailures, sessions } from '../../db/schema';
import { AuthService, DEFAULT_THROTTLE, hashToken, INVALID_CREDENTIALS } from './service';

let t: TestContext;
let token: string;

beforeAll(async () => {
  t = await createTestContext();
  token = await login(t.app);
});
afterAll(() => t.close());

const sitesWith = (headers: Record<string, string>) =>
  call(t.app, { method: 'GET', url: '/api/admin/sites', headers });

describe('POST /api/admin/login', () => {
  it('returns an opaque token, the user and a message, and stores only the token hash', async () => {
    const { status, body } = await call<LoginResponse>(t.app, {
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'Editor@Demo.test', password: DEMO_ACCOUNTS.editor.password },
    });
    expect(status).toBe(200);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toEqual({
      id: expect.any(Number),
      name: 'Demo Editor',
      email: 'editor@demo.test',
      role: 'member',
      memberships: [{ site_id: expect.any(Number), role: 'editor', languages: [] }],
    });
    expect(body.message).toBeTruthy();
    const rows = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(body.token)));
    expect(rows).toHaveLength(1);
    const raw = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, body.token));
    expect(raw).toHaveLength(0);
  });

  it('keeps the sign-in browser (cut to 200 characters) and lists it as a readable device', async () => {
    const chrome =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    const signIn = (userAgent: string) =>
      call<LoginResponse>(t.app, {
        method: 'POST',
        url: '/api/admin/login',
        payload: { email: DEMO_ACCOUNTS.editor.email, password: DEMO_ACCOUNTS.editor.password },
        headers: { 'user-agent': userAgent },
      });
    const first = await signIn(chrome);
    const long = await signIn(`${chrome} ${'x'.repeat(400)}`);
    expect(first.status).toBe(200);
    const [stored] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(long.body.token)));
    expect(stored!.userAgent).toHaveLength(200);

    const listed = await call<SessionsResponse>(t.app, {
      method: 'GET',
      url: '/api/admin/me/sessions',
      headers: bearer(first.body.token),
    });
    expect(listed.status).toBe(200);
    const mine = listed.body.sessions.find((session) => session.current);
    expect(mine).toMatchObject({ device: 'Chrome on Linux', current: true });
    expect(mine!.last_used_at).toEqual(expect.any(String));
    expect(
      listed.body.sessions.filter((session) => session.device === 'Chrome on Linux').length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('answers unknown email and wrong password with the same 401', async () => {
    const wrong = await call(t.app, {
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: DEMO_ACCOUNTS.admin.email, password: 'not-the-password' },
      headers: { 'x-forwarded-for': '203.0.113.10' },
    });
    const unknown = await call(t.app, {
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'nobody@demo.test', password: 'whatever-password' },
      headers: { 'x-forwarded-for': '203.0.113.10' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: INVALID_CREDENTIALS });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('rejects malformed JSON, wrong types, missing and unknown fields with 400', async () => {
    const malformed = await call(t.app, {
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "admin@demo.test",',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('Malformed JSON body');

    const wrongTypes = await call(t.app, {
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 42, password: true },
    });
    expect(wrongTypes.status).toBe(400);
    expect(Object.keys(wrongTypes.body.errors ?? {})).toEqual(
      expect.arrayContaining(['email', 'password']),
    );

    const unknownField = await call(t.app, {
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'admin@demo.test', password: 'x', role: 'root' },
    });
    expect(unknownField.status).toBe(400);
    expect(unknownField.body.errors).toHaveProperty('role');

    const missing = await call(t.app, { method: 'POST', url: '/api/admin/login', payload: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toHaveProperty('email');
  });
});

describe('bearer token checks', () => {
  it('accepts a valid token', async () => {
    const { status, body } = await call<SitesResponse>(t.app, {
      method: 'GET',
      url: '/api/admin/sites',
      headers: bearer(token),
    });
    expect(status).toBe(200);
    expect(body.sites.length).toBeGreaterThan(0);
  });

  it.each([
    ['missing', {}],
    ['malformed', { authorization: 'Token abc' }],
    ['forged', { authorization: `Bearer ${'A'.repeat(43)}` }],
    ['empty bearer', { authorization: 'Bearer ' }],
  ])('answers 401 JSON for a %s token', async (_name, headers) => {
    const { status, body } = await sitesWith(headers as Record<string, string>);
    expect(status).toBe(401);
    expect(body.message).toBeTruthy();
  });

  it('guards every admin route', async () => {
    const routes: Array<[string, string]> = [
      ['GET', '/api/admin/sites'],
      ['GET', '/api/admin/posts'],
      ['GET', '/api/admin/languages'],
      ['GET', '/api/admin/languages/available'],
      ['POST', '/api/admin/languages'],
      ['POST', '/api/admin/languages/1/toggle'],
      ['POST', '/api/admin/sites/1/toggle-active'],
      ['POST', '/api/admin/sites/1/toggle-maintenance'],
      ['POST', '/api/admin/logout'],
    ];
    for (const [method, url] of routes) {
      const res = await t.app.inject({ method: method as 'GET' | 'POST', url });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('rejects a token idle for longer than TOKEN_IDLE_MINUTES', async () => {
    const idle = await login(t.app);
    await t.database.db
      .update(sessions)
      .set({ lastUsedAt: sql`now() - interval '121 minutes'` })
      .where(eq(sessions.tokenHash, hashToken(idle)));
    expect((await sitesWith(bearer(idle))).status).toBe(401);
  });

  it('rejects a token past its absolute expiry even when recently used', async () => {
    const old = await login(t.app);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'`, lastUsedAt: sql`now()` })
      .where(eq(sessions.tokenHash, hashToken(old)));
    expect((await sitesWith(bearer(old))).status).toBe(401);
  });

  it('logout revokes the token', async () => {
    const short = await login(t.app);
    expect((await sitesWith(bearer(short))).status).toBe(200);
    const out = await call(t.app, {
      method: 'POST',
      url: '/api/admin/logout',
      headers: bearer(short),
    });
    expect(out.status).toBe(200);
    expect((await sitesWith(bearer(short))).status).toBe(401);
    // Other sessions are untouched.
    expect((await sitesWith(bearer(token))).status).toBe(200);
  });
});

// Six real scrypt hashes in a row: room for a loaded machine.
describe('login throttle', () => {
  it('blocks an account after 5 failures with 429 and Retry-After, even with the right password', async () => {
    const attempt = (password: string, ip: string) =>
      call(t.app, {
        method: 'POST',
        url: '/api/admin/login',
        payload: { email: DEMO_ACCOUNTS.editor.email, password },
        headers: { 'x-forwarded-for': ip },
      });
    for (let i = 0; i < 5; i += 1) {
      // A different address each time: this is the per-account limit.
      expect((await attempt('wrong-password', `198.51.100.${i + 1}`)).status).toBe(401);
    }
    const blocked = await attempt(DEMO_ACCOUNTS.editor.password, '198.51.100.99');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.res.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.res.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(blocked.body.message).toBeTruthy();
  });

  it('blocks a client address after 20 failures across accounts', async () => {
    const ip = '192.0.2.77';
    await t.database.db
      .insert(loginFailures)
      .values(Array.from({ length: 20 }, () => ({ key: `ip:${ip}`, failedAt: new Date() })));
    const blocked = await call(t.app, {
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password },
      headers: { 'x-forwarded-for': ip },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.res.headers['retry-after']).toBeDefined();
    // Another address still signs in.
    const other = await call(t.app, {
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password },
      headers: { 'x-forwarded-for': '192.0.2.78' },
    });
    expect(other.status).toBe(200);
  });

  it('forgets failures older than the window', async () => {
    const ip = '192.0.2.200';
    await t.database.db
      .insert(loginFailures)
      .values(
        Array.from({ length: 25 }, () => ({
          key: `ip:${ip}`,
          failedAt: new Date(Date.now() - 16 * 60_000),
        })),
      );
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password },
      headers: { 'x-forwarded-for': ip },
    });
    expect(res.status).toBe(200);
  });
});

describe('session checks under load', () => {
  it('does not write last_used_at on every request, and writes the remembered use on flush', async () => {
    const config = { idleMinutes: 120, absoluteHours: 24, ...DEFAULT_THROTTLE };
    const service = new AuthService(t.database.db, config);
    const { token: fresh } = await service.login(
      DEMO_ACCOUNTS.admin.email,
      DEMO_ACCOUNTS.admin.password,
      '192.0.2.1',
    );
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
    const byHash = eq(sessions.tokenHash, hashToken(fresh));
    await t.database.db.update(sessions).set({ lastUsedAt: tenMinutesAgo }).where(byHash);
    for (let i = 0; i < 5; i += 1) await service.authenticate(`Bearer ${fresh}`);
    const [before] = await t.database.db.select().from(sessions).where(byHash);
    expect(before!.lastUsedAt.getTime()).toBe(tenMinutesAgo.getTime());
    await service.close();
    const [after] = await t.database.db.select().from(sessions).where(byHash);
    expect(after!.lastUsedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('a logout on another instance reaches this one when its short session cache expires', async () => {
    const config = {
      idleMinutes: 120,
      absoluteHours: 24,
      ...DEFAULT_THROTTLE,
      sessionCacheMs: 200,
    };
    const here = new AuthService(t.database.db, config);
    const there = new AuthService(t.database.db, config);
    const { token: shared } = await here.login(
      DEMO_ACCOUNTS.admin.email,
      DEMO_ACCOUNTS.admin.password,
      '192.0.2.2',
    );
    const admin = await here.authenticate(`Bearer ${shared}`);
    await there.authenticate(`Bearer ${shared}`);
    await there.logout(admin.sessionId);
    await expect(there.authenticate(`Bearer ${shared}`)).rejects.toMatchObject({ statusCode: 401 });
    await new Promise((resolve) => setTimeout(resolve, 250));
    await expect(here.authenticate(`Bearer ${shared}`)).rejects.toMatchObject({ statusCode: 401 });
    await Promise.all([here.close(), there.close()]);
  });

  it('marks every admin reply no-store, errors and sign-in included', async () => {
    const replies = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/admin/posts', headers: bearer(token) }),
      t.app.inject({ method: 'GET', url: '/api/admin/sites' }),
      t.app.inject({ method: 'POST', url: '/api/admin/login', payload: {} }),
    ]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 401, 400]);
    for (const reply of replies) expect(reply.headers['cache-control']).toBe('no-store');
  });
});
