import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, DEMO_ACCOUNTS, type TestContext } from '../../../test/helpers';
import { createAdmin } from './create-admin';
import { DEFAULT_THROTTLE } from './service';

let t: TestContext;
const attempt = (email: string, password: string, ip: string) =>
  call(t.app, {
    method: 'POST',
    url: '/api/admin/login',
    payload: { email, password },
    headers: { 'x-forwarded-for': ip },
  });
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const statuses = (results: Array<{ status: number }>) =>
  results.reduce<Record<number, number>>(
    (tally, { status }) => ({ ...tally, [status]: (tally[status] ?? 0) + 1 }),
    {},
  );

// Each burst waits on a few real scrypt hashes; a machine shared by many builds needs headroom.
describe('login throttle under parallel guesses', () => {
  it('lets at most the account limit of 40 simultaneous wrong guesses reach the password check', async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        attempt(DEMO_ACCOUNTS.admin.email, `wrong-guess-${i}`, '198.18.0.1'),
      ),
    );
    expect(statuses(results)).toEqual({
      401: DEFAULT_THROTTLE.accountLimit,
      429: 40 - DEFAULT_THROTTLE.accountLimit,
    });
    for (const blocked of results.filter((result) => result.status === 429)) {
      expect(Number(blocked.res.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Only the guesses answered 401 cost a hash (40 hashes in a row took 22 s); the rest were
    // refused before hashing. How fast a burst clears is a benchmark's question, not this test's.
  });

  it('keeps the right password out when it arrives in a parallel batch beyond the limit', async () => {
    const guesses = Array.from({ length: 29 }, (_, i) => `wrong-guess-${i}`);
    const results = await Promise.all(
      [...guesses, DEMO_ACCOUNTS.editor.password].map((password, i) =>
        attempt(DEMO_ACCOUNTS.editor.email, password, `198.18.1.${i + 1}`),
      ),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(0);
    expect(results.at(-1)!.status).toBe(429);
    expect(results.filter((result) => result.status === 401).length).toBeLessThanOrEqual(
      DEFAULT_THROTTLE.accountLimit,
    );
  });

  it('answers a burst across many accounts quickly, with 503 and Retry-After beyond the hashing queue', async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        attempt(`nobody-${i}@example.test`, 'some-password', `198.18.2.${i + 1}`),
      ),
    );
    const tally = statuses(results);
    expect(Object.keys(tally).sort()).toEqual(['401', '503']);
    for (const busy of results.filter((result) => result.status === 503)) {
      expect(busy.res.headers['retry-after']).toBeDefined();
      expect(busy.body.message).toBeTruthy();
    }
    // Right after the burst the server is free again: an untouched account signs in.
    await createAdmin(t.database.db, {
      email: 'calm@example.test',
      name: 'Calm',
      password: 'A calm long passphrase',
      sites: [],
    });
    const ok = await attempt('calm@example.test', 'A calm long passphrase', '198.18.3.1');
    expect(ok.status).toBe(200);
  });
});
