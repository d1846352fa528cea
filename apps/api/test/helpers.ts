import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDefaultCategories } from '../src/modules/categories/defaults';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import type { ErrorBody } from '../src/contract';
import { buildApp, type BuildAppOptions } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import { migrateAndSeed } from '../src/db/setup';
import { demoAccounts } from '../src/db/seed/demo-accounts';
import { adminUsers, adminUserSites, languages, sites } from '../src/db/schema';

const DEMO_ACCOUNTS = demoAccounts();
import { parseEnv, readEnv, type Env } from '../src/env';
import { copyTemplate, dropCopy } from './postgres-databases';
import { ensureSiteStrings } from '../src/modules/strings/seed';

export { DEMO_ACCOUNTS };

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  env: Env;
  close: () => Promise<void>;
}

/**
 * A fresh seeded database of the caller's own: the dump restored into PGlite, or on PostgreSQL a
 * copy of the seeded template, dropped when closed.
 */
export async function openSeededDatabase(): Promise<Database> {
  const databaseUrl = readEnv().DATABASE_URL;
  if (databaseUrl) {
    const url = await copyTemplate(databaseUrl);
    const database = await openDatabase({ databaseUrl: url });
    return {
      ...database,
      close: async () => {
        await database.close();
        await dropCopy(databaseUrl, url);
      },
    };
  }
  return openSeededPglite();
}

/** A seeded PGlite database, also when the suite runs on PostgreSQL (for what only PGlite does). */
export async function openSeededPglite(): Promise<Database> {
  const dump = inject('seedDump');
  if (dump) return openDatabase({ loadDataDir: new Blob([await readFile(dump)]) });
  const database = await openDatabase({});
  await migrateAndSeed(database, { demo: true, demoTraffic: false });
  return database;
}

/** The environment of a test app: quiet, no web build, no data folder, plus the overrides. */
export function testEnv(envOverrides: Record<string, string> = {}): Env {
  return parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_ROOT: '/nonexistent-web-root',
    DATA_DIR: '/nonexistent-data-dir',
    ...envOverrides,
  });
}

/** One more API instance on a test context's database (another host of the same deployment). */
export async function buildSecondApp(
  database: Database,
  envOverrides: Record<string, string> = {},
): Promise<FastifyInstance> {
  const app = await buildApp({ env: testEnv(envOverrides), database, logger: false });
  await app.ready();
  return app;
}

export async function createTestContext(
  envOverrides: Record<string, string> = {},
  options: Pick<BuildAppOptions, 'throttle' | 'clock'> = {},
): Promise<TestContext> {
  const env = testEnv(envOverrides);
  const database = await openSeededDatabase();
  const app = await buildApp({ env, database, logger: false, ...options });
  await app.ready();
  return {
    app,
    database,
    env,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export async function login(
  app: FastifyInstance,
  account: { email: string; password: string } = DEMO_ACCOUNTS.admin,
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email: account.email, password: account.password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { token: string }).token;
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** inject + JSON body, typed loosely for assertions. */
export async function call<T = ErrorBody>(
  app: FastifyInstance,
  options: InjectOptions,
): Promise<{ res: LightMyRequestResponse; status: number; body: T }> {
  const res = await app.inject(options);
  let body: unknown;
  try {
    body = res.body ? res.json() : {};
  } catch {
    body = {};
  }
  return { res, status: res.statusCode, body: body as T };
}

/** The id of a site the admin manages, by its domain (the demo's `localhost` by default). */
export async function siteIdByDomain(
  app: FastifyInstance,
  headers: Record<string, string>,
  domain = 'localhost',
): Promise<number> {
  const { body } = await call<{ sites: Array<{ id: number; domain: string }> }>(app, {
    method: 'GET',
    url: '/api/admin/sites',
    headers,
  });
  const site = body.sites.find((candidate) => candidate.domain === domain);
  if (!site) throw new Error(`no site ${domain} for this admin`);
  return site.id;
}

/**
 * A site of the test's own (so toggling it races no other test): English by default plus the
 * given languages, managed by the demo admin. Call before the admin's first request (the admin's
 * site list is remembered for a few seconds).
 */
export async function createOwnSite(
  t: TestContext,
  site: { domain: string; name: string; description?: string; languages?: string[] },
): Promise<{ id: number; languageIds: Record<string, number> }> {
  const db = t.database.db;
  const [row] = await db
    .insert(sites)
    .values({ domain: site.domain, name: site.name, description: site.description ?? null })
    .returning({ id: sites.id });
  const codes = ['en', ...(site.languages ?? [])];
  const rows = await db
    .insert(languages)
    .values(
      codes.map((code) => ({ siteId: row!.id, code, enabled: true, isDefault: code === 'en' })),
    )
    .returning({ id: languages.id, code: languages.code });
  const [admin] = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(adminUsers.email, DEMO_ACCOUNTS.admin.email));
  await db.insert(adminUserSites).values({ adminUserId: admin!.id, siteId: row!.id });
  // Like a site made in the console: the eight default categories.
  await addDefaultCategories(db, row!.id, null);
  await ensureSiteStrings(db, row!.id);
  t.app.ctx.invalidate(row!.id);
  return {
    id: row!.id,
    languageIds: Object.fromEntries(rows.map((language) => [language.code, language.id])),
  };
}

/**
 * A web root as the magazine's build leaves it (the page shell and the Vite manifest naming the
 * client entry), so the API renders pages with the real server build in tests. The caller removes it.
 */
export async function makeTestWebRoot(name: string): Promise<string> {
  const webRoot = await mkdtemp(path.join(tmpdir(), `sitenet-${name}-`));
  await mkdir(path.join(webRoot, '.vite'));
  await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  const manifest = { '../magazine/src/entry-client.tsx': { file: 'assets/entry-client.js', isEntry: true } };
  await writeFile(path.join(webRoot, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return webRoot;
}
