import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  bearer,
  call,
  createOwnSite,
  createTestContext,
  DEMO_ACCOUNTS,
  login,
  type TestContext,
} from '../../../test/helpers';
import {
  BULK_MAX_POSTS,
  type AdminPostDetail,
  type BulkPostsResponse,
  type CreatePostInput,
  type ErrorBody,
  type PostTranslationInput,
} from '../../contract';
import { createMember, giveOwnership, sessionFor } from '../people/fixture';

/*
 * Issue 16, build 4: POST /api/admin/posts/bulk. One action on many posts, each judged by the
 * rules of a single save; done and refused (with the reason) in the reply; one invalidation.
 */

let serial = 0;
const unique = () => `b${Date.now().toString(36)}${(serial += 1)}`;

let t: TestContext;
let admin: Record<string, string>;
let site: { id: number; host: string };

beforeAll(async () => {
  t = await createTestContext();
  const host = `bulk-${unique()}.localhost`;
  site = {
    id: (await createOwnSite(t, { domain: host, name: 'Bulk', languages: ['es', 'fr'] })).id,
    host,
  };
  admin = bearer(await login(t.app, DEMO_ACCOUNTS.admin));
});
afterAll(() => t.close());

const bulk = (payload: unknown, headers = admin) =>
  call<BulkPostsResponse & ErrorBody>(t.app, {
    method: 'POST',
    url: '/api/admin/posts/bulk',
    headers,
    payload: payload as object,
  });

const translation = (
  title: string,
  status: PostTranslationInput['status'] = 'draft',
  html = `<p>${title}</p>`,
): PostTranslationInput => ({
  title,
  slug: '',
  excerpt: '',
  content_type: 'html',
  content: [],
  content_html: html,
  status,
  publish_at: null,
});

async function createPost(
  translations: Record<string, PostTranslationInput>,
): Promise<AdminPostDetail> {
  const body: CreatePostInput = {
    site_id: site.id,
    category: 'food',
    author_id: null,
    trending: false,
    is_advertorial: false,
    read_time: 5,
    read_time_auto: false,
    featured_image_url: null,
    translations,
  };
  const { status, body: reply } = await call<{ post: AdminPostDetail }>(t.app, {
    method: 'POST',
    url: '/api/admin/posts',
    headers: admin,
    payload: body,
  });
  expect(status).toBe(201);
  return reply.post;
}

/** A post live in English with a Spanish draft. */
const englishWithSpanishDraft = (word: string) =>
  createPost({
    en: translation(`Bulk ${word} en`, 'published'),
    es: translation(`Bulk ${word} es`),
  });

const publicStatus = async (slug: string, locale: string) =>
  (
    await call(t.app, {
      method: 'GET',
      url: `/api/posts/${encodeURIComponent(slug)}`,
      headers: { host: site.host, 'x-locale': locale },
    })
  ).status;

const readPost = async (id: number) =>
  (
    await call<{ post: AdminPostDetail }>(t.app, {
      method: 'GET',
      url: `/api/admin/posts/${id}`,
      headers: admin,
    })
  ).body.post;

describe('POST /api/admin/posts/bulk', () => {
  it('publishes Spanish on three posts in one request, with one invalidation the public read shows', async () => {
    const three = await Promise.all(
      [1, 2, 3].map((n) => englishWithSpanishDraft(`${unique()}-${n}`)),
    );
    const slugs = three.map((post) => post.translations.es!.slug);
    // Read (and so cache) the public answer first: the drafts are not public.
    for (const slug of slugs) expect(await publicStatus(slug, 'es')).toBe(404);

    const invalidate = vi.spyOn(t.app.ctx, 'invalidate');
    const { status, body } = await bulk({
      site_id: site.id,
      ids: three.map((p) => p.id),
      action: 'publish',
      languages: ['es'],
    });
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith(site.id);
    invalidate.mockRestore();

    expect(status).toBe(200);
    expect(body).toEqual({
      action: 'publish',
      done: three.map((p) => p.id).sort((a, b) => a - b),
      refused: [],
    });
    for (const slug of slugs) expect(await publicStatus(slug, 'es')).toBe(200);
    for (const post of three) {
      const after = await readPost(post.id);
      expect(after.translations.es!.status).toBe('published');
      expect(after.version).toBe(post.version + 1);
    }
  });

  it('refuses a post without the translation, with the reason, and does the others', async () => {
    const ready = await englishWithSpanishDraft(unique());
    const englishOnly = await createPost({ en: translation(`Bulk ${unique()} en`, 'published') });
    const emptyBody = await createPost({
      en: translation(`Bulk ${unique()} en`),
      es: translation(`Bulk ${unique()} es`, 'draft', '<script>x</script>'),
    });
    const { status, body } = await bulk({
      site_id: site.id,
      ids: [ready.id, englishOnly.id, emptyBody.id],
      action: 'publish',
      languages: ['es'],
    });
    expect(status).toBe(200);
    expect(body.done).toEqual([ready.id]);
    expect(body.refused).toEqual([
      { id: englishOnly.id, reason: 'There is no Spanish (es) translation' },
      { id: emptyBody.id, reason: 'Spanish (es): Add a body before publishing' },
    ]);
    expect((await readPost(emptyBody.id)).translations.es!.status).toBe('draft');
  });

  it('refuses a contributor publishing (their own post) and an author acting on a post not theirs', async () => {
    const contributorId = await createMember(t.database.db, site.id, 'contributor');
    const authorId = await createMember(t.database.db, site.id, 'author');
    const theirs = await englishWithSpanishDraft(unique());
    const notTheirs = await englishWithSpanishDraft(unique());
    await giveOwnership(t.database.db, theirs.id, contributorId);
    const contributor = bearer(await sessionFor(t.database.db, contributorId));
    const author = bearer(await sessionFor(t.database.db, authorId));

    const published = await bulk(
      { site_id: site.id, ids: [theirs.id], action: 'publish', languages: ['es'] },
      contributor,
    );
    expect(published.status).toBe(200);
    expect(published.body).toEqual({
      action: 'publish',
      done: [],
      refused: [
        { id: theirs.id, reason: 'Your role cannot publish: submit it for review instead' },
      ],
    });
    expect((await readPost(theirs.id)).translations.es!.status).toBe('draft');

    // Their own post's category is theirs to change; another's is not.
    const category = await bulk(
      { site_id: site.id, ids: [theirs.id, notTheirs.id], action: 'category', category: 'travel' },
      contributor,
    );
    expect(category.body.done).toEqual([theirs.id]);
    expect(category.body.refused).toEqual([
      { id: notTheirs.id, reason: 'You can only edit your own posts' },
    ]);
    // A category the site does not have (categories are per site) is refused per post.
    const unknown = await bulk(
      { site_id: site.id, ids: [theirs.id], action: 'category', category: 'knitting' },
      contributor,
    );
    expect(unknown.body).toEqual({
      action: 'category',
      done: [],
      refused: [{ id: theirs.id, reason: 'The site has no category “knitting”' }],
    });

    const trashed = await bulk({ site_id: site.id, ids: [notTheirs.id], action: 'trash' }, author);
    expect(trashed.body.refused).toEqual([
      { id: notTheirs.id, reason: 'You can only edit your own posts' },
    ]);
    expect((await readPost(notTheirs.id)).deleted_at).toBeNull();
  });

  it('unpublishes, schedules, trashes and sets trending, and logs one activity entry', async () => {
    const post = await createPost({
      en: translation(`Bulk ${unique()} en`, 'published'),
      es: translation(`Bulk ${unique()} es`, 'published'),
    });
    expect(
      (await bulk({ ids: [post.id], action: 'unpublish', languages: ['es', 'fr'] })).body.done,
    ).toEqual([post.id]);
    expect(await publicStatus(post.translations.es!.slug, 'es')).toBe(404);

    const at = new Date(Date.now() + 86_400_000).toISOString();
    expect(
      (await bulk({ ids: [post.id], action: 'schedule', languages: ['es'], publish_at: at })).body
        .done,
    ).toEqual([post.id]);
    expect((await readPost(post.id)).translations.es).toMatchObject({
      status: 'scheduled',
      publish_at: at,
    });

    expect((await bulk({ ids: [post.id], action: 'set_trending' })).body.done).toEqual([post.id]);
    expect((await readPost(post.id)).trending).toBe(true);

    expect((await bulk({ site_id: site.id, ids: [post.id], action: 'trash' })).body.done).toEqual([
      post.id,
    ]);
    expect((await readPost(post.id)).deleted_at).not.toBeNull();
    expect((await bulk({ ids: [post.id], action: 'clear_trending' })).body.refused).toEqual([
      { id: post.id, reason: 'This post is in the trash: restore it first' },
    ]);

    const log = await call<{
      entries: Array<{ action: string; changes: Record<string, { after: unknown }> }>;
    }>(t.app, {
      method: 'GET',
      url: `/api/admin/activity?site_id=${site.id}&action=post.bulk`,
      headers: admin,
    });
    expect(log.status).toBe(200);
    expect(
      log.body.entries.some(
        (entry) => entry.action === 'post.bulk' && entry.changes.action?.after === 'trash',
      ),
    ).toBe(true);
  });

  it('selects by filter: the posts table search on one site', async () => {
    const word = unique();
    const a = await englishWithSpanishDraft(`${word} one`);
    const b = await englishWithSpanishDraft(`${word} two`);
    const { body } = await bulk({
      site_id: site.id,
      filter: { q: word.toUpperCase() },
      action: 'publish',
      languages: ['es'],
    });
    expect(body.done).toEqual([a.id, b.id].sort((x, y) => x - y));
  });

  it("answers another site's post as not found", async () => {
    const { status, body } = await bulk({ ids: [2_000_000_000], action: 'set_trending' });
    expect(status).toBe(200);
    expect(body.refused).toEqual([{ id: 2_000_000_000, reason: 'Post not found' }]);
  });

  it('answers 400 for bad input', async () => {
    const cases: Array<[unknown, string]> = [
      [{ ids: [1], action: 'explode' }, 'action'],
      [{ ids: [1], action: 'publish' }, 'languages'],
      [{ ids: [1], action: 'publish', languages: [] }, 'languages'],
      [{ action: 'trash' }, 'ids'],
      [{ ids: [1], filter: {}, action: 'trash' }, 'ids'],
      [{ ids: [], action: 'trash' }, 'ids'],
      [
        { ids: Array.from({ length: BULK_MAX_POSTS + 1 }, (_, i) => i + 1), action: 'trash' },
        'ids',
      ],
      [{ ids: [1], action: 'category', category: 'Not a key!' }, 'category'],
      [{ ids: [1], action: 'schedule', languages: ['es'], publish_at: 'tomorrow' }, 'publish_at'],
      [
        {
          ids: [1],
          action: 'schedule',
          languages: ['es'],
          publish_at: new Date(Date.now() - 60_000).toISOString(),
        },
        'publish_at',
      ],
      [{ ids: [1], action: 'trash', deleted_at: null }, 'deleted_at'],
    ];
    for (const [payload, field] of cases) {
      const { status, body } = await bulk(payload);
      expect(status, JSON.stringify(payload).slice(0, 120)).toBe(400);
      expect(body.message).toBeTruthy();
      expect(Object.keys(body.errors ?? {}).join(' '), JSON.stringify(body.errors)).toContain(
        field,
      );
    }
  });
});
