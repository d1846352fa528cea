import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createOwnSite, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from '../../../test/helpers';
import {
  adminPostResponseSchema,
  deletedPostsResponseSchema,
  trashResponseSchema,
  type AdminPostDetail,
  type CreatePostInput,
  type ErrorBody,
  type PostTranslationInput,
} from '../../contract';

let serial = 0;
const unique = () => `t${Date.now().toString(36)}${(serial += 1)}`;

/*
 * Issue 16, defect 8: a restore says whether the post comes back live or as drafts, and the trash
 * can be emptied or a post in it deleted for good.
 */

let t: TestContext;
let admin: Record<string, string>;
let editor: Record<string, string>;
/** Sites of this file's own, so emptying a trash touches no other test's posts. */
const sites: Record<'restore' | 'permanent' | 'emptied' | 'other' | 'foreign', { id: number; host: string }> = {} as never;

beforeAll(async () => {
  t = await createTestContext();
  // Before the first sign-in: the admin's site list is remembered for a few seconds.
  for (const name of ['restore', 'permanent', 'emptied', 'other', 'foreign'] as const) {
    const host = `trash-${name}-${unique()}.localhost`;
    sites[name] = { id: (await createOwnSite(t, { domain: host, name: `Trash ${name}`, languages: ['es', 'fr'] })).id, host };
  }
  const [adminToken, editorToken] = await Promise.all([login(t.app), login(t.app, DEMO_ACCOUNTS.editor)]);
  admin = bearer(adminToken);
  editor = bearer(editorToken);
});
afterAll(() => t.close());


const api = <T = ErrorBody>(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, headers = admin) =>
  call<T>(t.app, { method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const translation = (title: string, status: PostTranslationInput['status'], publishAt: string | null = null): PostTranslationInput => ({
  title,
  slug: '',
  excerpt: '',
  content_type: 'html',
  content: [],
  content_html: `<p>${title}</p>`,
  status,
  publish_at: publishAt,
});

async function createPost(siteId: number, word: string): Promise<AdminPostDetail> {
  const body: CreatePostInput = {
    site_id: siteId,
    category: 'food',
    author_id: null,
    trending: false,
    is_advertorial: false,
    read_time: 2,
    read_time_auto: false,
    featured_image_url: null,
    translations: {
      en: translation(`Live ${word}`, 'published'),
      es: translation(`Programado ${word}`, 'scheduled', new Date(Date.now() + 86_400_000).toISOString()),
      fr: translation(`Brouillon ${word}`, 'draft'),
    },
  };
  const res = await api('POST', '/api/admin/posts', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return adminPostResponseSchema.parse(res.body).post;
}

const publicStatus = async (host: string, slug: string, locale = 'en') =>
  (await call(t.app, { method: 'GET', url: `/api/posts/${encodeURIComponent(slug)}`, headers: { host, 'x-locale': locale } })).status;

const statuses = (post: AdminPostDetail) => Object.fromEntries(Object.entries(post.translations).map(([code, tr]) => [code, tr.status]));

describe('POST /api/admin/posts/{id}/restore', () => {
  it('restores as drafts when asked, and when the client does not say (nothing goes public unasked)', async () => {
    const site = sites.restore;
    for (const payload of [{ as: 'draft' }, undefined]) {
      const post = await createPost(site.id, unique());
      await api('DELETE', `/api/admin/posts/${post.id}`);
      const res = await api('POST', `/api/admin/posts/${post.id}/restore`, payload);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const restored = adminPostResponseSchema.parse(res.body).post;
      expect(restored.deleted_at).toBeNull();
      expect(statuses(restored)).toEqual({ en: 'draft', es: 'draft', fr: 'draft' });
      expect(restored.translations.en!.published_at).toBeNull();
      expect(await publicStatus(site.host, post.translations.en!.slug)).toBe(404);
    }
  });

  it('restores as published: every translation back in the state it had', async () => {
    const site = sites.restore;
    const post = await createPost(site.id, unique());
    await api('DELETE', `/api/admin/posts/${post.id}`);
    const res = await api('POST', `/api/admin/posts/${post.id}/restore`, { as: 'published' });
    expect(res.status).toBe(200);
    const restored = adminPostResponseSchema.parse(res.body).post;
    expect(statuses(restored)).toEqual({ en: 'published', es: 'scheduled', fr: 'draft' });
    expect(restored.translations.en!.published_at).toBe(post.translations.en!.published_at);
    expect(restored.translations.es!.publish_at).toBe(post.translations.es!.publish_at);
    expect(await publicStatus(site.host, post.translations.en!.slug)).toBe(200);
  });

  it('refuses an unknown choice with 400 at the field', async () => {
    const site = sites.restore;
    const post = await createPost(site.id, unique());
    await api('DELETE', `/api/admin/posts/${post.id}`);
    const res = await api('POST', `/api/admin/posts/${post.id}/restore`, { as: 'live' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty(['as']);
  });
});

describe('DELETE /api/admin/posts/{id}/permanent', () => {
  it('deletes a trashed post for good, and refuses (409) a post that is not in the trash', async () => {
    const site = sites.permanent;
    const post = await createPost(site.id, unique());
    const live = await api('DELETE', `/api/admin/posts/${post.id}/permanent`);
    expect(live.status).toBe(409);
    expect(live.body.message).toMatch(/trash/);
    expect((await api('GET', `/api/admin/posts/${post.id}`)).status).toBe(200);

    await api('DELETE', `/api/admin/posts/${post.id}`);
    const res = await api('DELETE', `/api/admin/posts/${post.id}/permanent`);
    expect(res.status).toBe(200);
    expect(deletedPostsResponseSchema.parse(res.body).deleted).toEqual([post.id]);
    expect((await api('GET', `/api/admin/posts/${post.id}`)).status).toBe(404);
    expect((await api('DELETE', `/api/admin/posts/${post.id}/permanent`)).status).toBe(404);
    const trash = trashResponseSchema.parse((await api('GET', `/api/admin/posts/trash?site_id=${site.id}`)).body);
    expect(trash.posts.map((row) => row.id)).not.toContain(post.id);
  });

  it("answers 403 on another admin's site", async () => {
    const site = sites.permanent;
    const post = await createPost(site.id, unique());
    await api('DELETE', `/api/admin/posts/${post.id}`);
    expect((await api('DELETE', `/api/admin/posts/${post.id}/permanent`, undefined, editor)).status).toBe(403);
    expect((await api('GET', `/api/admin/posts/${post.id}`)).status).toBe(200);
  });
});

describe('DELETE /api/admin/posts/trash', () => {
  it("empties one site's trash: its trashed posts go, its live posts and other sites' trash stay", async () => {
    const { emptied: site, other } = sites;
    const [a, b, kept] = await Promise.all([createPost(site.id, unique()), createPost(site.id, unique()), createPost(site.id, unique())]);
    const elsewhere = await createPost(other.id, unique());
    for (const post of [a, b, elsewhere]) await api('DELETE', `/api/admin/posts/${post.id}`);

    const res = await api('DELETE', `/api/admin/posts/trash?site_id=${site.id}`);
    expect(res.status).toBe(200);
    expect(deletedPostsResponseSchema.parse(res.body).deleted).toEqual([a.id, b.id].sort((x, y) => x - y));
    expect(trashResponseSchema.parse((await api('GET', `/api/admin/posts/trash?site_id=${site.id}`)).body).posts).toEqual([]);
    expect((await api('GET', `/api/admin/posts/${kept.id}`)).status).toBe(200);
    const otherTrash = trashResponseSchema.parse((await api('GET', `/api/admin/posts/trash?site_id=${other.id}`)).body);
    expect(otherTrash.posts.map((row) => row.id)).toEqual([elsewhere.id]);

    // Nothing left: an empty answer, not an error.
    const again = await api('DELETE', `/api/admin/posts/trash?site_id=${site.id}`);
    expect(deletedPostsResponseSchema.parse(again.body).deleted).toEqual([]);
  });

  it('answers 403 for a site the caller does not manage, and leaves that trash alone', async () => {
    const site = sites.foreign;
    const post = await createPost(site.id, unique());
    await api('DELETE', `/api/admin/posts/${post.id}`);
    expect((await api('DELETE', `/api/admin/posts/trash?site_id=${site.id}`, undefined, editor)).status).toBe(403);
    // Without site_id: only the editor's own sites are emptied.
    expect((await api('DELETE', '/api/admin/posts/trash', undefined, editor)).status).toBe(200);
    expect((await api('GET', `/api/admin/posts/${post.id}`)).status).toBe(200);
  });
});
