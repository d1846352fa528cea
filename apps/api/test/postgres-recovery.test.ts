import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { parseEnv, readEnv } from '../src/env';
import { call } from './helpers';
import { startProxy } from './tcp-proxy';

const databaseUrl = readEnv().DATABASE_URL;

describe.runIf(databaseUrl)('PostgreSQL outage', () => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  });

  it('answers 503 while PostgreSQL is unreachable and recovers without a restart', async () => {
    const target = new URL(databaseUrl!);
    const proxy = await startProxy(target);
    cleanups.push(proxy.close);
    const viaProxy = new URL(databaseUrl!);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);

    const database = await openDatabase({ databaseUrl: viaProxy.toString(), onPoolError: () => undefined });
    cleanups.push(database.close);
    const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_ROOT: '/nonexistent-web-root', DATABASE_URL: viaProxy.toString() });
    const app = await buildApp({ env, database, logger: false });
    cleanups.push(() => app.close());

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
