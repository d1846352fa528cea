import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  call,
  createOwnSite,
  createTestContext,
  DEMO_ACCOUNTS,
  testEnv,
  type TestContext,
} from '../../../test/helpers';
import { buildApp } from '../../app';
import type { AdminPostDetail, CreatePostInput, PresenceResponse } from '../../contract';
import { adminUsers, postPresence } from '../../db/schema';
import { SettableClock } from '../../lib/clock';
import { createMember, sessionFor } from '../people/fixture';

/*
 * Presence through two API instances on one database (as behind a load balancer), on a clock the
 * test moves: a heartbeat on one instance is seen by a person whose beats go to the other.
 */

const clock = new SettableClock(new Date('2026-11-25T10:00:00Z'));
let t: TestContext;
let second: FastifyInstance;
let siteId: number;
let admin: { id: number; name: string; headers: Record<string, string> };
let editor: { id: number; name: string; headers: Record<string, string> };

async function person(userId: number) {
  const [row] = await t.database.db
    .select({ name: adminUsers.name })
    .from(adminUsers)
    .where(eq(adminUsers.id, userId));
  return { id: userId, name: row!.name, headers: bearer(await sessionFor(t.database.db, userId)) };
}

beforeAll(async () => {
  t = await createTestContext({}, { clock });
  second = await buildApp({ env: testEnv(), database: t.database, logger: false, clock });
  await second.ready();
  siteId = (
    await createOwnSite(t, {
      domain: `presence-${Date.now()}.localhost`,
      name: 'Presence',
      languages: ['es'],
    })
  ).id;
  const [row] = await t.database.db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(eq(adminUsers.email, DEMO_ACCOUNTS.admin.email));
  admin = await person(row!.id);
  editor = await person(await createMember(t.database.db, siteId, 'editor'));
});
afterAll(async () => {
  await second.close();
  await t.close();
});

let serial = 0;
async function createPost(): Promise<AdminPostDetail> {
  const word = `p${Date.now().toString(36)}${(serial += 1)}`;
  const body: CreatePostInput = {
    site_id: siteId,
    category: 'home',
    author_id: null,
    trending: false,
    is_advertorial: false,
    read_time: 5,
    read_time_auto: false,
    featured_image_url: null,
    translations: {
      en: {
        title: `Presence ${word}`,
        slug: '',
        excerpt: 'An excerpt.',
        content_type: 'json',
        content: [],
        content_html: null,
        status: 'draft',
        publish_at: null,
      },
    },
  };
  const res = await call<{ post: AdminPostDetail }>(t.app, {
    method: 'POST',
    url: '/api/admin/posts',
    headers: admin.headers,
    payload: body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.post;
}

const beat = (
  app: FastifyInstance,
  postId: number,
  headers: Record<string, string>,
  payload: Record<string, unknown>,
) =>
  call<PresenceResponse>(app, {
    method: 'POST',
    url: `/api/admin/posts/${postId}/presence`,
    headers,
    payload,
  });

describe('POST /api/admin/posts/{id}/presence', () => {
  it('shows two people on one post to each other (through different instances), never oneself', async () => {
    const post = await createPost();
    const first = await beat(t.app, post.id, admin.headers, { language: 'en', editing: true });
    expect(first.status).toBe(200);
    expect(first.res.headers['cache-control']).toBe('no-store');
    expect(first.body.others).toEqual([]);

    await clock.advance(2_000);
    const seen = await beat(second, post.id, editor.headers, { language: 'es', editing: true });
    expect(seen.body.others).toEqual([
      {
        user: { id: admin.id, name: admin.name },
        language: 'en',
        since: '2026-11-25T10:00:00.000Z',
        last_seen: '2026-11-25T10:00:00.000Z',
      },
    ]);
    const back = await beat(t.app, post.id, admin.headers, { language: 'en', editing: true });
    expect(back.body.others.map((other) => [other.user, other.language])).toEqual([
      [{ id: editor.id, name: editor.name }, 'es'],
    ]);
    // A presence is of one post.
    expect(
      (await beat(t.app, (await createPost()).id, admin.headers, { language: 'en', editing: true }))
        .body.others,
    ).toEqual([]);
  });

  it('drops a person whose heartbeat stopped (30 s) and restarts their "since" when they come back', async () => {
    const post = await createPost();
    await beat(t.app, post.id, editor.headers, { language: 'es', editing: true });
    const openedAt = clock.now().toISOString();
    await clock.advance(29_000);
    expect(
      (await beat(t.app, post.id, admin.headers, { language: 'en', editing: true })).body.others,
    ).toHaveLength(1);
    await clock.advance(2_000);
    expect(
      (await beat(t.app, post.id, admin.headers, { language: 'en', editing: true })).body.others,
    ).toEqual([]);

    await beat(second, post.id, editor.headers, { language: 'es', editing: true });
    const again = await beat(t.app, post.id, admin.headers, { language: 'en', editing: true });
    expect(again.body.others[0]!.since).toBe(clock.now().toISOString());
    expect(again.body.others[0]!.since).not.toBe(openedAt);
  });

  it('keeps "since" across beats and follows the language on screen', async () => {
    const post = await createPost();
    await beat(t.app, post.id, editor.headers, { language: 'en', editing: true });
    const since = clock.now().toISOString();
    await clock.advance(15_000);
    await beat(t.app, post.id, editor.headers, { language: 'es', editing: true });
    const seen = await beat(t.app, post.id, admin.headers, { language: 'en', editing: true });
    expect(seen.body.others).toEqual([
      {
        user: { id: editor.id, name: editor.name },
        language: 'es',
        since,
        last_seen: clock.now().toISOString(),
      },
    ]);
  });

  it('removes a person at once when they leave (editing: false)', async () => {
    const post = await createPost();
    await beat(t.app, post.id, editor.headers, { language: 'es', editing: true });
    expect(
      (await beat(t.app, post.id, admin.headers, { language: 'en', editing: true })).body.others,
    ).toHaveLength(1);
    const left = await beat(second, post.id, editor.headers, { language: 'es', editing: false });
    expect(left.status).toBe(200);
    expect(
      (await beat(t.app, post.id, admin.headers, { language: 'en', editing: true })).body.others,
    ).toEqual([]);
  });

  it('purges rows long stopped, so the table stays a handful of rows', async () => {
    const post = await createPost();
    await beat(t.app, post.id, editor.headers, { language: 'es', editing: true });
    await clock.advance(6 * 60_000);
    await beat(t.app, (await createPost()).id, admin.headers, { language: 'en', editing: true });
    const rows = await t.database.db
      .select()
      .from(postPresence)
      .where(eq(postPresence.postId, post.id));
    expect(rows).toEqual([]);
  });

  it("is refused to another site's person (403), for a missing post (404), for bad input (400) and without a token (401)", async () => {
    const post = await createPost();
    await beat(t.app, post.id, admin.headers, { language: 'en', editing: true });
    const otherSite = (
      await createOwnSite(t, { domain: `presence-other-${Date.now()}.localhost`, name: 'Other' })
    ).id;
    const outsider = bearer(
      await sessionFor(t.database.db, await createMember(t.database.db, otherSite, 'editor')),
    );
    const refused = await beat(t.app, post.id, outsider, { language: 'en', editing: true });
    expect(refused.status).toBe(403);
    expect(refused.body).toHaveProperty('message');
    // The outsider was not recorded: the admin still sees nobody.
    expect(
      (await beat(t.app, post.id, admin.headers, { language: 'en', editing: true })).body.others,
    ).toEqual([]);

    expect(
      (await beat(t.app, 2_147_483_000, admin.headers, { language: 'en', editing: true })).status,
    ).toBe(404);
    const bad = await beat(t.app, post.id, admin.headers, {
      language: 'en',
      editing: 'yes',
      extra: 1,
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toHaveProperty('errors');
    expect((await beat(t.app, post.id, admin.headers, { editing: true })).status).toBe(400);
    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: `/api/admin/posts/${post.id}/presence`,
          payload: { language: 'en', editing: true },
        })
      ).status,
    ).toBe(401);
  });
});
