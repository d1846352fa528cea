import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { isDatabaseUnavailable } from '../lib/errors';
import { bearer, call, login, openSeededPglite, siteIdByDomain, testEnv } from '../../test/helpers';
import { openDatabase, type Database } from './client';
import { copyFromBlob } from './copy-blob';
import { createPreparedRunner } from './prepared';
import { rowsOf } from './rows';
import { posts, tags } from './schema';

/**
 * PGlite in its worker thread (pglite-remote.ts), as the server runs it, beside one on this
 * thread: both restored from the same dump, so they hold the same rows (times included).
 */
let remote: Database;
let local: Database;
let dump: Blob;

beforeAll(async () => {
  local = await openSeededPglite();
  await local.pglite!.exec('CHECKPOINT');
  dump = await local.pglite!.dumpDataDir('none');
  remote = await openDatabase({ loadDataDir: dump, worker: true });
  expect(remote.remote).toBeDefined();
  expect(remote.pglite).toBeUndefined();
});

afterAll(async () => {
  await Promise.all([remote.close(), local.close()]);
});

const scratch = (database: Database) =>
  database.db.execute(
    sql`create table if not exists scratch (id int primary key, note text, at timestamptz default now())`,
  );
const notes = async (database: Database) =>
  rowsOf<{ id: number; note: string }>(
    await database.db.execute(sql`select id, note from scratch order by id`),
  );

describe('PGlite in a worker thread', () => {
  it("answers Drizzle's queries with the same values as PGlite on this thread", async () => {
    const read = (database: Database) =>
      database.db.select().from(posts).orderBy(asc(posts.id)).limit(20);
    const [there, here] = await Promise.all([read(remote), read(local)]);
    expect(there.length).toBeGreaterThan(0);
    expect(there).toEqual(here);
    // Times stay text in Drizzle's raw results too, as its driver asks.
    const raw = (database: Database) =>
      database.db.execute(
        sql`select created_at, created_at::date as day from posts order by id limit 1`,
      );
    expect(rowsOf(await raw(remote))).toEqual(rowsOf(await raw(local)));
    expect(rowsOf<{ created_at: unknown }>(await raw(remote))[0]?.created_at).toEqual(
      expect.any(String),
    );
  });

  it('commits a transaction, rolls one back when it throws, and rolls back a failed savepoint only', async () => {
    await scratch(remote);
    await remote.db.transaction(async (tx) => {
      await tx.execute(sql`insert into scratch (id, note) values (1, 'kept')`);
    });
    await expect(
      remote.db.transaction(async (tx) => {
        await tx.execute(sql`insert into scratch (id, note) values (2, 'undone')`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await remote.db.transaction(async (tx) => {
      await tx.execute(sql`insert into scratch (id, note) values (3, 'outer')`);
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into scratch (id, note) values (4, 'inner')`);
          throw new Error('inner only');
        })
        .catch(() => undefined);
    });
    expect(await notes(remote)).toEqual([
      { id: 1, note: 'kept' },
      { id: 3, note: 'outer' },
    ]);
  });

  it('runs a statement from outside only after an open transaction ends', async () => {
    await scratch(remote);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const writing = remote.db.transaction(async (tx) => {
      await tx.execute(sql`insert into scratch (id, note) values (10, 'in flight')`);
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const outside = notes(remote);
    let answered = false;
    void outside.then(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    release();
    await writing;
    expect(await outside).toContainEqual({ id: 10, note: 'in flight' });
  });

  it("passes the driver's error fields across (a unique key's code and constraint)", async () => {
    await scratch(remote);
    await remote.db.execute(sql`insert into scratch (id, note) values (20, 'first')`);
    const failed = await remote.db
      .execute(sql`insert into scratch (id, note) values (20, 'again')`)
      .catch((error: unknown) => error);
    let cause = failed as { code?: string; constraint?: string; cause?: unknown };
    while (cause && !cause.code) cause = cause.cause as typeof cause;
    expect(cause).toMatchObject({ code: '23505', constraint: 'scratch_pkey' });
    await expect(remote.db.execute(sql`select * from no_such_table`)).rejects.toThrow();
  });

  it('copies rows from a blob inside the caller transaction', async () => {
    await scratch(remote);
    await remote.db.transaction(async (tx) => {
      await copyFromBlob(tx, 'scratch', 'id, note', '30\ttab\\there\n31\tplain\n');
    });
    const copied = (await notes(remote)).filter((row) => row.id >= 30);
    expect(copied).toEqual([
      { id: 30, note: 'tab\there' },
      { id: 31, note: 'plain' },
    ]);
  });

  it('runs named prepared statements, and refuses a NUL in a parameter as a client error', async () => {
    const runner = createPreparedRunner(remote);
    const [first] = await runner.run<{ id: number }>(
      'remote_test_post',
      'select id from posts where id = $1',
      [(await local.db.select({ id: posts.id }).from(posts).limit(1))[0]!.id],
    );
    expect(first?.id).toBeGreaterThan(0);
    // The worker's PGlite reads times as text for Drizzle; its prepared statements keep PGlite's values.
    const created = (database: Database) =>
      createPreparedRunner(database).run<{ created_at: unknown }>(
        'remote_test_created',
        'select created_at from posts where id = $1',
        [String(first!.id)],
      );
    const [there, here] = await Promise.all([created(remote), created(local)]);
    expect(there[0]?.created_at).toBeInstanceOf(Date);
    expect(there).toEqual(here);
    await expect(
      runner.run('remote_test_post', 'select id from posts where id = $1', ['a\0b']),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it('serves the whole app: public reads, sign-in, a write that conflicts', async () => {
    const app = await buildApp({ env: testEnv(), database: remote, logger: false });
    try {
      await app.ready();
      const home = await call<{ featured: unknown[] }>(app, {
        method: 'GET',
        url: '/api/posts/homepage',
        headers: { host: 'localhost:3000' },
      });
      expect(home.status).toBe(200);
      expect(home.body.featured).toHaveLength(6);
      const admin = bearer(await login(app));
      const siteId = await siteIdByDomain(app, admin);
      const tag = {
        site_id: siteId,
        translations: { en: { name: 'Worker thread', slug: 'worker-thread' } },
      };
      expect(
        (await call(app, { method: 'POST', url: '/api/admin/tags', headers: admin, payload: tag }))
          .status,
      ).toBe(201);
      const again = await call(app, {
        method: 'POST',
        url: '/api/admin/tags',
        headers: admin,
        payload: tag,
      });
      expect(again.status).toBe(409);
      expect(
        await remote.db.select({ id: tags.id }).from(tags).where(eq(tags.siteId, siteId)),
      ).not.toHaveLength(0);
    } finally {
      await app.close();
    }
  });
});

describe('PGlite in a worker thread, closed', () => {
  it('answers every later call as a database that cannot be reached', async () => {
    const database = await openDatabase({ loadDataDir: dump, worker: true });
    await database.close();
    const error = await database.db.execute(sql`select 1`).catch((caught: unknown) => caught);
    expect(isDatabaseUnavailable(error)).toBe(true);
    await database.close();
  });
});
