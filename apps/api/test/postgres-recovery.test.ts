import { createServer, type Server, type Socket, connect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { parseEnv, readEnv } from '../src/env';
import { call } from './helpers';

const databaseUrl = readEnv().DATABASE_URL;

/**
 * A TCP proxy in front of PostgreSQL that the test can cut and restore, so "the database goes
 * away and comes back" is real network behaviour without stopping the shared server.
 */
function startProxy(target: URL): Promise<{ port: number; cut: () => void; restore: () => Promise<void>; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  let server: Server;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        sockets.add(client).add(upstream);
        client.pipe(upstream).pipe(client);
        const drop = () => {
          client.destroy();
          upstream.destroy();
        };
        client.on('error', drop).on('close', drop);
        upstream.on('error', drop).on('close', drop);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as { port: number }).port;
        resolve();
      });
    });
  return listen().then(() => ({
    port,
    cut: () => {
      server.close();
      for (const socket of sockets) socket.destroy();
      sockets.clear();
    },
    restore: listen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }));
}

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
