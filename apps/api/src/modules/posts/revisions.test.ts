import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createOwnSite, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from '../../../test/helpers';
import type {
  AdminPostDetail,
  CreatePostInput,
  ErrorBody,
  PostTranslationInput,
  RevisionResponse,
  RevisionsResponse,
  RevisionSnapshot,
} from '../../contract';
import { adminUsers, postRevisions, sites } from '../../db/schema';
import { createMember, sessionFor } from '../people/fixture';

let t: TestContext;
let admin: Record<string, string>;
let adminUser: { id: number; name: string };
let siteId: number;

beforeAll(async () => {
  t = await createTestContext();
  siteId = (await createOwnSite(t, { domain: `revisions-${Date.now()}.localhost`, name: 'Revisions', languages: ['es'] })).id;
  admin = bearer(await login(t.app));
  const [row] = await t.database.db
    .select({ id: adminUsers.id, name: adminUsers.name })
    .from(adminUsers)
    .where(eq(adminUsers.email, DEMO_ACCOUNTS.admin.email));
  adminUser = row!;
});
afterAll(() => t.close());

let serial = 0;
const unique = () => `r${Date.now().toString(36)}${(serial += 1)}`;

function translation(title: string, overrides: Partial<PostTranslationInput> = {}): PostTranslationInput {
  return {
    title,
    slug: '',
    excerpt: `${title}: an excerpt`,
    content_type: 'json',
    content: [
      { id: 'a', title: `${title} one`, description: 'First.', tip: 'A tip.', rating: '4/5', price_range: null, cta_text: null, cta_link: null, affiliate_note: null, company_name: null },
    ],
    content_html: null,
    status: 'draft',
    publish_at: null,
    ...overrides,
  };
}

async function createPost(): Promise<AdminPostDetail> {
  const word = unique();
  const body: CreatePostInput = {
    site_id: siteId,
    category: 'home',
    author_id: null,
    trending: false,
    is_advertorial: false,
    read_time: 5,
    read_time_auto: false,
    featured_image_url: null,
    translations: { en: translation(`English ${word}`), es: translation(`Spanish ${word}`) },
  };
  const res = await call<{ post: AdminPostDetail }>(t.app, { method: 'POST', url: '/api/admin/posts', headers: admin, payload: body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.post;
}

/** Sends the post back with `change` applied to one translation. */
async function save(post: AdminPostDetail, code: string, change: Partial<PostTranslationInput>, headers = admin) {
  const { id: _id, updated_at: _u, deleted_at: _d, ...rest } = post;
  const translations = { ...rest.translations, [code]: { ...rest.translations[code]!, ...change } };
  return call<{ post: AdminPostDetail }>(t.app, { method: 'PUT', url: `/api/admin/posts/${post.id}`, headers, payload: { ...rest, translations } });
}

const list = (postId: number, query = '', headers = admin) =>
  call<RevisionsResponse>(t.app, { method: 'GET', url: `/api/admin/posts/${postId}/revisions${query}`, headers });

const countOf = async (postId: number, locale: string) => {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(postRevisions)
    .where(and(eq(postRevisions.postId, postId), eq(postRevisions.locale, locale)));
  return row!.n;
};

describe('revisions', () => {
  it('keeps one per translation whose content a save changed: who, when, and the translation as saved', async () => {
    const post = await createPost();
    const created = await list(post.id, '?language=es');
    expect(created.status).toBe(200);
    expect(created.body.revisions).toHaveLength(1);
    expect(created.body.revisions[0]).toMatchObject({ language: 'es', user: adminUser });

    const first = await save(post, 'es', { title: 'Spanish, second words' });
    expect(first.status).toBe(200);
    // Only Spanish changed: English keeps its one revision.
    expect((await list(post.id, '?language=en')).body.revisions).toHaveLength(1);
    const spanish = (await list(post.id, '?language=es')).body.revisions;
    expect(spanish).toHaveLength(2);
    expect(spanish.every((r) => r.language === 'es')).toBe(true);
    // Newest first.
    expect(spanish[0]!.id).toBeGreaterThan(spanish[1]!.id);

    // A publish alone is not a new version of the text.
    const published = await save(first.body.post, 'es', { status: 'published' });
    expect(published.status).toBe(200);
    expect((await list(post.id, '?language=es')).body.revisions).toHaveLength(2);

    // Every language without the filter.
    expect((await list(post.id)).body.revisions.map((r) => r.language).sort()).toEqual(['en', 'es', 'es']);

    const oldest = await call<RevisionResponse>(t.app, { method: 'GET', url: `/api/admin/revisions/${spanish[1]!.id}`, headers: admin });
    expect(oldest.status).toBe(200);
    const was: RevisionSnapshot = oldest.body.revision.translation;
    expect(oldest.body.revision).toMatchObject({ id: spanish[1]!.id, post_id: post.id, language: 'es', user: adminUser });
    expect(was.title).toBe(post.translations.es!.title);
    expect(was.slug).toBe(post.translations.es!.slug);
    expect(was.status).toBe('draft');
    expect(was.content[0]).toMatchObject({ id: 'a', title: post.translations.es!.content[0]!.title, rating: '4/5' });
  });

  it('writes nothing for a save that is refused (the revision is part of the save)', async () => {
    const post = await createPost();
    await save(post, 'es', { title: 'Saved first' });
    const stale = await save(post, 'es', { title: 'Saved on an old version' });
    expect(stale.status).toBe(409);
    expect(await countOf(post.id, 'es')).toBe(2);
  });

  it('prunes on save: beyond the last 100 only what is older than 30 days goes', async () => {
    const old = await createPost();
    const recent = await createPost();
    const now = Date.now();
    const day = 24 * 60 * 60 * 1000;
    const snapshot = old.translations.es! as unknown as RevisionSnapshot;
    // 100 revisions of 40..139 days ago beside the one of the creation: with the next save, 102.
    await t.database.db.insert(postRevisions).values(
      Array.from({ length: 100 }, (_, i) => ({ postId: old.id, locale: 'es', createdAt: new Date(now - (40 + i) * day), snapshot })),
    );
    // 150 of the last 30 days: all are kept, whatever their number.
    await t.database.db.insert(postRevisions).values(
      Array.from({ length: 150 }, (_, i) => ({ postId: recent.id, locale: 'es', createdAt: new Date(now - (i + 1) * 60 * 60 * 1000), snapshot })),
    );

    expect((await save(old, 'es', { title: 'Pruned on this save' })).status).toBe(200);
    expect((await save(recent, 'es', { title: 'Nothing pruned' })).status).toBe(200);

    expect(await countOf(old.id, 'es')).toBe(100);
    const kept = (await list(old.id, '?language=es')).body.revisions;
    // The two oldest (139 and 138 days) went; the save's own and the creation's are there.
    const oldestKept = new Date(kept.at(-1)!.created_at).getTime();
    expect(Math.round((now - oldestKept) / day)).toBe(137);
    expect(await countOf(recent.id, 'es')).toBe(152);
    // English was not saved again: untouched.
    expect(await countOf(old.id, 'en')).toBe(1);
  });

  it('is read with the post: another site answers 403, an unknown revision 404, a bad language 400', async () => {
    const post = await createPost();
    const [revision] = (await list(post.id, '?language=en')).body.revisions;
    // An editor of another site (the demo network's main site).
    const [local] = await t.database.db.select({ id: sites.id }).from(sites).where(eq(sites.domain, 'localhost'));
    const outsider = bearer(await sessionFor(t.database.db, await createMember(t.database.db, local!.id, 'editor')));

    const listed = await list(post.id, '', outsider);
    expect(listed.status).toBe(403);
    expect((listed.body as unknown as ErrorBody).message).toBeTruthy();
    const read = await call(t.app, { method: 'GET', url: `/api/admin/revisions/${revision!.id}`, headers: outsider });
    expect(read.status).toBe(403);

    expect((await call(t.app, { method: 'GET', url: '/api/admin/revisions/2147483000', headers: admin })).status).toBe(404);
    expect((await list(2147483000)).status).toBe(404);
    const bad = await list(post.id, '?language=<script>');
    expect(bad.status).toBe(400);
    expect(bad.body).toHaveProperty('message');
    expect((await call(t.app, { method: 'GET', url: `/api/admin/posts/${post.id}/revisions` })).status).toBe(401);
  });
});
