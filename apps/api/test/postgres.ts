import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp, type BuildAppOptions } from '../src/app';
import { openDatabase } from '../src/db/client';
import { parseEnv, readEnv } from '../src/env';
import { copyTemplate, dropCopy } from './postgres-databases';
import { startProxy } from './tcp-proxy';

/** The PostgreSQL these suites need (DATABASE_URL); without it they are skipped. */
export const databaseUrl = readEnv().DATABASE_URL;

/**
 * What a PostgreSQL suite starts (proxies, pools, apps), each closed after the suite in reverse
 * order, even when a test failed halfway.
 */
export function usePostgres() {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  });

  return {
    /** A seeded database of the test's own (a copy of the template), dropped after the suite. */
    async seeded(): Promise<string> {
      const url = await copyTemplate(databaseUrl!);
      cleanups.push(() => dropCopy(databaseUrl!, url));
      return url;
    },

    /** A TCP proxy in front of PostgreSQL that a test can cut and restore, and `target` through it. */
    async proxy(target: string) {
      const proxy = await startProxy(new URL(target));
      cleanups.push(proxy.close);
      const url = new URL(target);
      url.hostname = '127.0.0.1';
      url.port = String(proxy.port);
      return { proxy, url: url.toString() };
    },

    /** An API instance with its own pool on `url`, as a server started with DATABASE_URL=url. */
    async app(url: string, options: Pick<BuildAppOptions, 'cache'> = {}): Promise<FastifyInstance> {
      const database = await openDatabase({ databaseUrl: url, onPoolError: () => undefined });
      cleanups.push(database.close);
      const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_ROOT: '/nonexistent-web-root', DATABASE_URL: url });
      const app = await buildApp({ env, database, logger: false, ...options });
      cleanups.push(() => app.close());
      return app;
    },
  };
}
