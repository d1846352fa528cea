import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createOwnSite, createTestContext, type TestContext } from '../../../test/helpers';
import type { TranslationQueueResponse } from '../../contract';
import { buildRoleFixture, createMember, sessionFor, type RoleFixture } from '../people/fixture';

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** A site of the test's own (English, Spanish, French) with people of every role on it. */
async function ownSite(languages = ['es', 'fr']): Promise<RoleFixture> {
  const domain = `queue-${randomBytes(5).toString('hex')}.test`;
  await createOwnSite(t, { domain, name: 'Queue Site', languages });
  return buildRoleFixture(t.database.db, domain);
}

type Post = { id: number; version: number; translations: Record<string, Record<string, unknown>> };

const translation = (title: string) => ({
  title,
  slug: '',
  excerpt: '',
  content_type: 'html',
  content: [],
  content_html: `<p>${title}</p>`,
  status: 'draft',
  publish_at: null,
});

const postBody = (siteId: number, title: string, codes: string[]) => ({
  site_id: siteId,
  category: 'home',
  author_id: null,
  trending: false,
  is_advertorial: false,
  read_time: 5,
  read_time_auto: false,
  featured_image_url: null,
  translations: Object.fromEntries(codes.map((code) => [code, translation(`${title} ${code}`)])),
});

async function createPost(fx: RoleFixture, title: string, codes = ['en']): Promise<Post> {
  const res = await call<{ post: Post }>(t.app, {
    method: 'POST',
    url: '/api/admin/posts',
    headers: bearer(fx.users.editor.token),
    payload: postBody(fx.siteId, title, codes),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.post;
}

async function queue(token: string, query: string) {
  return call<TranslationQueueResponse>(t.app, {
    method: 'GET',
    url: `/api/admin/translations/queue?${query}`,
    headers: bearer(token),
  });
}

async function review(token: string, post: Post, code: string, action: 'submit' | 'approve' | 'reject', note?: string) {
  const res = await call(t.app, {
    method: 'POST',
    url: `/api/admin/posts/${post.id}/translations/${code}/${action}`,
    headers: bearer(token),
    ...(note ? { payload: { note } } : {}),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

describe('GET /api/admin/translations/queue', () => {
  it('lists every state in order, submitted first, with counts and the English title', async () => {
    const fx = await ownSite();
    const editor = fx.users.editor.token;
    const missing = await createPost(fx, 'Missing');
    const stale = await createPost(fx, 'Stale', ['en', 'es']);
    const submitted = await createPost(fx, 'Submitted', ['en', 'es']);
    const rejected = await createPost(fx, 'Rejected', ['en', 'es']);
    const done = await createPost(fx, 'Done', ['en', 'es', 'fr']);
    // The original changes after Spanish was written: Spanish is stale.
    const save = await call(t.app, {
      method: 'PUT',
      url: `/api/admin/posts/${stale.id}`,
      headers: bearer(editor),
      payload: {
        ...postBody(fx.siteId, 'x', []),
        version: stale.version,
        translations: { ...stale.translations, en: { ...stale.translations.en, title: 'Stale, rewritten' } },
      },
    });
    expect(save.status, JSON.stringify(save.body)).toBe(200);
    await review(fx.users.translator.token, submitted, 'es', 'submit');
    await review(fx.users.translator.token, rejected, 'es', 'submit');
    await review(editor, rejected, 'es', 'reject', 'Shorter title, please');
    // A trashed post needs nobody.
    const trashed = await createPost(fx, 'Trashed');
    await call(t.app, { method: 'DELETE', url: `/api/admin/posts/${trashed.id}`, headers: bearer(editor) });

    const { status, body } = await queue(editor, `site_id=${fx.siteId}`);
    expect(status).toBe(200);
    // Missing: fr of all four posts without it, es of `missing`.
    expect(body.counts).toEqual({ submitted: 1, rejected: 1, machine: 0, stale: 1, missing: 5 });
    expect(body.pagination).toEqual({ page: 1, per_page: 25, total: 8, last_page: 1 });
    expect(body.data.map((row) => [row.post_id, row.lang, row.state])).toEqual([
      [submitted.id, 'es', 'submitted'],
      [rejected.id, 'es', 'rejected'],
      [stale.id, 'es', 'stale'],
      // Newest change first: the posts were created in this order.
      [rejected.id, 'fr', 'missing'],
      [submitted.id, 'fr', 'missing'],
      [stale.id, 'fr', 'missing'],
      [missing.id, 'es', 'missing'],
      [missing.id, 'fr', 'missing'],
    ]);
    expect(body.data[1]).toMatchObject({ title: 'Rejected en', status: 'draft', review_note: 'Shorter title, please' });
    expect(body.data[2]!.title).toBe('Stale, rewritten');
    expect(body.data.at(-1)).toMatchObject({ title: 'Missing en', status: null, review_note: null });
    expect(body.data.some((row) => row.post_id === done.id || row.post_id === trashed.id)).toBe(false);

    // The state filter pages that state; the counts stay those of every state.
    const onlyMissing = await queue(editor, `site_id=${fx.siteId}&state=missing`);
    expect(onlyMissing.body.data.every((row) => row.state === 'missing')).toBe(true);
    expect(onlyMissing.body.pagination.total).toBe(5);
    expect(onlyMissing.body.counts).toEqual(body.counts);

    // The language filter narrows the counts too.
    const french = await queue(editor, `site_id=${fx.siteId}&lang=fr`);
    expect(french.body.counts).toEqual({ submitted: 0, rejected: 0, machine: 0, stale: 0, missing: 4 });

    // Approved, the row leaves the queue.
    await review(editor, submitted, 'es', 'approve');
    const after = await queue(editor, `site_id=${fx.siteId}&state=submitted`);
    expect(after.body.data).toEqual([]);
    expect(after.body.counts.submitted).toBe(0);
  });

  it('a translator sees only their languages, and asking for another is 403', async () => {
    const fx = await ownSite();
    await createPost(fx, 'For translators');
    const translator = fx.users.translator.token; // Spanish only
    const theirs = await queue(translator, `site_id=${fx.siteId}`);
    expect(theirs.status).toBe(200);
    expect(theirs.body.data.map((row) => row.lang)).toEqual(['es']);
    expect(theirs.body.counts.missing).toBe(1);
    expect((await queue(translator, `site_id=${fx.siteId}&lang=es`)).status).toBe(200);
    const other = await queue(translator, `site_id=${fx.siteId}&lang=fr`);
    expect(other.status).toBe(403);
    expect(other.body).toHaveProperty('message');
    // An editor sees both.
    const editor = await queue(fx.users.editor.token, `site_id=${fx.siteId}`);
    expect(editor.body.data.map((row) => row.lang).sort()).toEqual(['es', 'fr']);
  });

  it('answers 403 off the person’s sites, 404 for an unknown site and 400 for a bad query', async () => {
    const fx = await ownSite();
    const elsewhere = await ownSite();
    // A translator of another site may not read this one's work.
    const outsiderId = await createMember(t.database.db, elsewhere.siteId, 'translator');
    const outsider = await sessionFor(t.database.db, outsiderId);
    expect((await queue(outsider, `site_id=${fx.siteId}`)).status).toBe(403);
    const editor = fx.users.editor.token;
    expect((await queue(editor, 'site_id=2147483647')).status).toBe(404);
    for (const bad of ['', `site_id=${fx.siteId}&state=done`, `site_id=${fx.siteId}&page=0`, `site_id=${fx.siteId}&lang=EN!`, `site_id=${fx.siteId}&x=1`]) {
      const res = await call(t.app, { method: 'GET', url: `/api/admin/translations/queue?${bad}`, headers: bearer(editor) });
      expect(res.status, bad).toBe(400);
      expect(res.body.message, bad).toEqual(expect.any(String));
    }
    const anonymous = await call(t.app, { method: 'GET', url: `/api/admin/translations/queue?site_id=${fx.siteId}` });
    expect(anonymous.status).toBe(401);
  });

  it('pages in 25s', async () => {
    const fx = await ownSite(['es']);
    const created: number[] = [];
    for (let i = 0; i < 27; i++) created.push((await createPost(fx, `Paged ${i}`)).id);
    const first = await queue(fx.users.editor.token, `site_id=${fx.siteId}`);
    expect(first.body.pagination).toEqual({ page: 1, per_page: 25, total: 27, last_page: 2 });
    expect(first.body.data).toHaveLength(25);
    const second = await queue(fx.users.editor.token, `site_id=${fx.siteId}&page=2`);
    expect(second.body.data.map((row) => row.post_id)).toEqual([created[1], created[0]]);
    const beyond = await queue(fx.users.editor.token, `site_id=${fx.siteId}&page=3`);
    expect(beyond.status).toBe(200);
    expect(beyond.body.data).toEqual([]);
  });
});
