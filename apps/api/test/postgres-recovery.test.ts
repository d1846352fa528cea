import { describe, expect, it } from 'vitest';
import { call } from './helpers';
import { databaseUrl, usePostgres } from './postgres';

describe.runIf(databaseUrl)('PostgreSQL outage', () => {
  const postgres = usePostgres();

  it('answers 503 while PostgreSQL is unreachable and recovers without a restart', async () => {
    const { proxy, url } = await postgres.proxy(await postgres.seeded());
    const app = await postgres.app(url);

    expect((await call(app, { method: 'GET', url: '/api/health' })).status).toBe(200);
    proxy.cut();
    const down = await call(app, { method: 'GET', url: '/api/posts/homepage' });
    expect(down.status).toBe(503);
    expect(down.body.message).toBeTruthy();
    expect((await call(app, { method: 'GET', url: '/api/health' })).status).toBe(503);
    await proxy.restore();
    expect((await call(app, { method: 'GET', url: '/api/health' })).status).toBe(200);
  });
});
