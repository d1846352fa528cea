import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { adminUsers, adminUserSites, languages, posts, sites } from '../db/schema';
import { prepareDatabase } from '../db/setup';
import { parseEnv } from '../env';
import { verifyPassword } from '../modules/auth/password';

const CLI = path.join(import.meta.dirname, 'admin-create.ts');
const TSX = path.join(import.meta.dirname, '..', '..', 'node_modules', '.bin', 'tsx');

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'sitenet-admin-create-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** Runs the command as an operator would, with the password piped on standard input. */
function runCli(
  args: string[],
  stdin: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, [CLI, ...args], {
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

async function withDatabase<T>(
  use: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>,
): Promise<T> {
  const database = await openDatabase({ dataDir });
  try {
    return await use(database.db);
  } finally {
    await database.close();
  }
}

// These start real processes (tsx, PGlite, scrypt): generous time on a shared machine.
describe('a plain start', () => {
  it('creates the schema but no site, post or account, and reports that no admin exists', async () => {
    const result = await prepareDatabase({ dataDir, demo: false });
    await result.database.close();
    expect(result).toMatchObject({ seeded: false, noAdmin: true });
    await withDatabase(async (db) => {
      for (const table of [sites, posts, adminUsers, languages]) {
        expect((await db.select({ n: count() }).from(table))[0]!.n).toBe(0);
      }
    });
  });
});

describe('admin:create', () => {
  it('refuses a password given as an argument, before reading anything', async () => {
    const result = await runCli(
      ['--email', 'ann@example.com', '--name', 'Ann', '--password', 'Correct horse battery'],
      '',
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/never accepted as arguments/);
  });

  it.each([
    ['empty', '\n', /empty/],
    ['short', 'short-pw\n', /too short/],
    ['repetitive', 'aaaaaaaaaaaaaaaa\n', /repetitive/],
  ])('refuses a weak password (%s) and creates nothing', async (_kind, stdin, message) => {
    const result = await runCli(['--email', 'ann@example.com', '--name', 'Ann'], stdin);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).toMatch(/No account was created/);
  });

  it('reads the password from standard input, stores only its scrypt hash, and grants (and creates) sites', async () => {
    const password = 'Ünïcode passphrase 4 Ann';
    const result = await runCli(
      [
        '--email',
        'Ann@Example.com',
        '--name',
        'Ann Admin',
        '--site',
        'example.com',
        '--site-name',
        'Example Magazine',
      ],
      `${password}\n`,
    );
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Created admin ann@example\.com/);
    expect(result.stdout).toMatch(/created site and granted example\.com/);
    expect(result.stdout).not.toContain(password);

    await withDatabase(async (db) => {
      const [user] = await db
        .select()
        .from(adminUsers)
        .where(eq(adminUsers.email, 'ann@example.com'));
      expect(user!.name).toBe('Ann Admin');
      expect(user!.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
      expect(user!.passwordHash).not.toContain(password);
      expect(await verifyPassword(password, user!.passwordHash)).toBe(true);
      const granted = await db
        .select({ domain: sites.domain, name: sites.name })
        .from(adminUserSites)
        .innerJoin(sites, eq(sites.id, adminUserSites.siteId))
        .where(eq(adminUserSites.adminUserId, user!.id));
      expect(granted).toEqual([{ domain: 'example.com', name: 'Example Magazine' }]);
      const siteLanguages = await db.select().from(languages);
      expect(siteLanguages).toMatchObject([{ code: 'en', enabled: true, isDefault: true }]);
    });

    // The account signs in through the real API and sees its site.
    const database = await openDatabase({ dataDir });
    const app = await buildApp({
      env: parseEnv({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        WEB_ROOT: '/nonexistent-web-root',
        DATA_DIR: dataDir,
      }),
      database,
      logger: false,
    });
    try {
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { email: 'ann@example.com', password },
      });
      expect(signIn.statusCode).toBe(200);
      const token = (signIn.json() as { token: string }).token;
      const list = await app.inject({
        method: 'GET',
        url: '/api/admin/sites',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(
        (list.json() as { sites: Array<{ domain: string }> }).sites.map((site) => site.domain),
      ).toEqual(['example.com']);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('refuses a second account with the same email', async () => {
    const result = await runCli(
      ['--email', 'ann@example.com', '--name', 'Ann again'],
      'Another long passphrase 9\n',
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/already exists/);
  });
});
