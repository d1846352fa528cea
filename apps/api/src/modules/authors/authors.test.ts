import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  call,
  createOwnSite,
  createTestContext,
  DEMO_ACCOUNTS,
  login,
  siteIdByDomain,
  type TestContext,
} from '../../../test/helpers';
import {
  authorPostsResponseSchema,
  authorResponseSchema,
  authorsResponseSchema,
  mediaResponseSchema,
  postResponseSchema,
  type ErrorBody,
} from '../../contract';
import { adminUsers } from '../../db/schema';
import { picture, uploadTo } from '../media/test-uploads';

/** Authors per site (issue 17): the console's routes, what posts may name and the readers' page. */
const DOMAIN = 'authors-test.localhost';

let t: TestContext;
let token: string;
let admin: Record<string, string>;
let siteId: number;

beforeAll(async () => {
  t = await createTestContext();
  siteId = (
    await createOwnSite(t, { domain: DOMAIN, name: 'Authors Site', languages: ['es', 'fr'] })
  ).id;
  token = await login(t.app);
  admin = bearer(token);
});
afterAll(() => t.close());

let serial = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${(serial += 1)}`;

const list = (site = siteId, headers = admin) =>
  call(t.app, { method: 'GET', url: `/api/admin/authors?site_id=${site}`, headers });
const create = (body: object, headers = admin) =>
  call<ErrorBody & Record<string, unknown>>(t.app, {
    method: 'POST',
    url: '/api/admin/authors',
    headers,
    payload: body,
  });
const update = (id: number, body: object, headers = admin) =>
  call<ErrorBody & Record<string, unknown>>(t.app, {
    method: 'PUT',
    url: `/api/admin/authors/${id}`,
    headers,
    payload: body,
  });
const remove = (id: number, headers = admin) =>
  call<ErrorBody & { posts_count?: number }>(t.app, {
    method: 'DELETE',
    url: `/api/admin/authors/${id}`,
    headers,
  });
const authorPage = (slug: string, locale = 'en', query = '') =>
  call(t.app, {
    method: 'GET',
    url: `/api/authors/${slug}/posts${query}`,
    headers: { host: DOMAIN, 'x-locale': locale },
  });

function authorBody(slug: string, overrides: Record<string, unknown> = {}) {
  return {
    site_id: siteId,
    name: `Writer ${slug}`,
    slug,
    translations: {
      en: { role: 'Food Writer', bio: 'Cooks and writes.' },
      es: { role: 'Redactora gastronómica', bio: 'Cocina y escribe.' },
    },
    ...overrides,
  };
}

async function createAuthor(slug = unique('writer'), overrides: Record<string, unknown> = {}) {
  const res = await create(authorBody(slug, overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return authorResponseSchema.parse(res.body).author;
}

function postBody(authorId: number | null, title = unique('Post')) {
  return {
    site_id: siteId,
    category: 'food',
    author_id: authorId,
    trending: false,
    is_advertorial: false,
    read_time: 5,
    read_time_auto: false,
    featured_image_url: null,
    translations: {
      en: {
        title,
        slug: '',
        excerpt: 'An excerpt',
        content_type: 'html',
        content: [],
        content_html: '<p>Body</p>',
        status: 'published',
        publish_at: null,
      },
    },
  };
}
const createPost = async (authorId: number | null) => {
  const res = await call<
    {
      post: { id: number; version: number; translations: Record<string, { slug: string }> };
    } & ErrorBody
  >(t.app, {
    method: 'POST',
    url: '/api/admin/posts',
    headers: admin,
    payload: postBody(authorId),
  });
  return res;
};

describe('the demo authors', () => {
  it('every demo site lists its own copy of the authors its articles name', async () => {
    const localhost = await siteIdByDomain(t.app, admin);
    const res = await list(localhost);
    expect(res.status).toBe(200);
    const { authors } = authorsResponseSchema.parse(res.body);
    const maya = authors.find((author) => author.slug === 'maya-chen');
    expect(maya).toMatchObject({
      site_id: localhost,
      name: 'Maya Chen',
      avatar_url: '/avatars/maya-chen.svg',
      user_id: null,
    });
    expect(maya!.translations.en).toEqual({
      role: 'Lifestyle Editor',
      bio: expect.stringContaining('Maya'),
    });
    expect(maya!.translations.es!.role).toBe('Editora de estilo de vida');
    expect(maya!.posts_count).toBeGreaterThan(0);
  });
});

describe('create, edit, delete', () => {
  it('creates an author with role and bio per language; lists it by name', async () => {
    const slug = unique('ana');
    const author = await createAuthor(slug);
    expect(author).toMatchObject({
      site_id: siteId,
      slug,
      avatar_url: null,
      avatar_media_id: null,
      user_id: null,
      posts_count: 0,
      translations: {
        en: { role: 'Food Writer', bio: 'Cooks and writes.' },
        es: { role: 'Redactora gastronómica' },
      },
    });
    const { authors } = authorsResponseSchema.parse((await list()).body);
    expect(authors.map((a) => a.id)).toContain(author.id);
  });

  it('answers 409 for a slug the site already uses (create and rename); another site may use it', async () => {
    const slug = unique('taken');
    const first = await createAuthor(slug);
    const again = await create(authorBody(slug));
    expect(again.status).toBe(409);
    expect(again.body.message).toContain(slug);
    expect(again.body.errors).toHaveProperty('slug');
    const second = await createAuthor();
    expect((await update(second.id, { slug })).status).toBe(409);
    // Keeping its own slug is no clash.
    expect((await update(first.id, { slug, name: 'Renamed' })).status).toBe(200);
    const localhost = await siteIdByDomain(t.app, admin);
    const elsewhere = await create(authorBody(slug, { site_id: localhost }));
    expect(elsewhere.status).toBe(201);
    await remove(authorResponseSchema.parse(elsewhere.body).author.id);
  });

  it('answers 400 for bad input, never 500', async () => {
    const bad = [
      authorBody('Not A Slug'),
      authorBody(unique('x'), { name: '' }),
      authorBody(unique('x'), { translations: { de: { role: 'x', bio: '' } } }),
      authorBody(unique('x'), { translations: { EN: { role: 'x' } } }),
      authorBody(unique('x'), { avatar_media_id: 999_999 }),
      authorBody(unique('x'), { user_id: 999_999 }),
      authorBody(unique('x'), { extra: true }),
      { site_id: siteId },
    ];
    for (const body of bad) {
      const res = await create(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    const author = await createAuthor();
    expect((await update(author.id, { slug: 'a b' })).status).toBe(400);
    expect((await update(999_999, { name: 'X' })).status).toBe(404);
    expect((await update(Number.NaN, { name: 'X' })).status).toBe(400);
  });

  it('edits name, slug, words, avatar from the media library and the linked team member', async () => {
    const author = await createAuthor();
    const upload = await uploadTo(t.app, token, siteId, await picture(320, 320).png().toBuffer(), {
      type: 'image/png',
    });
    expect(upload.status, JSON.stringify(upload.body)).toBe(201);
    const image = mediaResponseSchema.parse(upload.body).media;
    const [me] = await t.database.db
      .select({ id: adminUsers.id })
      .from(adminUsers)
      .where(eq(adminUsers.email, DEMO_ACCOUNTS.admin.email));
    const slug = unique('moved');
    const res = await update(author.id, {
      name: 'Ana Ruiz',
      slug,
      avatar_media_id: image.id,
      user_id: me!.id,
      translations: { en: { role: 'Editor', bio: '' }, fr: { role: 'Rédactrice', bio: 'Écrit.' } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const edited = authorResponseSchema.parse(res.body).author;
    expect(edited).toMatchObject({
      name: 'Ana Ruiz',
      slug,
      avatar_media_id: image.id,
      user_id: me!.id,
    });
    expect(edited.avatar_url).toBe(image.url);
    // Spanish was left out: it loses its words; an empty bio is kept as empty.
    expect(edited.translations).toEqual({
      en: { role: 'Editor', bio: '' },
      fr: { role: 'Rédactrice', bio: 'Écrit.' },
    });
    // An image of another site is refused.
    const localhost = await siteIdByDomain(t.app, admin);
    const foreign = await uploadTo(
      t.app,
      token,
      localhost,
      await picture(300, 300, 9).png().toBuffer(),
      { type: 'image/png' },
    );
    const refused = await update(author.id, {
      avatar_media_id: mediaResponseSchema.parse(foreign.body).media.id,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toHaveProperty('avatar_media_id');
    // Deleting the image from the library leaves the author without an avatar, not a broken one.
    expect(
      (await call(t.app, { method: 'DELETE', url: `/api/admin/media/${image.id}`, headers: admin }))
        .status,
    ).toBe(200);
    const after = authorsResponseSchema
      .parse((await list()).body)
      .authors.find((a) => a.id === author.id)!;
    expect(after).toMatchObject({ avatar_url: null, avatar_media_id: null });
    // Clearing the team member.
    expect(
      authorResponseSchema.parse((await update(author.id, { user_id: null })).body).author.user_id,
    ).toBeNull();
  });

  it('refuses to delete an author posts name: 409 with the count, then 200 once they were re-assigned', async () => {
    const author = await createAuthor();
    const post = await createPost(author.id);
    expect(post.status, JSON.stringify(post.body)).toBe(201);
    const refused = await remove(author.id);
    expect(refused.status).toBe(409);
    expect(refused.body.posts_count).toBe(1);
    expect(refused.body.message).toMatch(/1 post names this author/);
    const moved = await call(t.app, {
      method: 'PUT',
      url: `/api/admin/posts/${post.body.post.id}`,
      headers: admin,
      payload: { ...postBody(null), version: post.body.post.version },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await remove(author.id)).status).toBe(200);
    expect((await remove(author.id)).status).toBe(404);
  });

  it('records each write in the activity log', async () => {
    const author = await createAuthor();
    await update(author.id, { name: 'Logged' });
    await remove(author.id);
    const res = await call<{
      entries: Array<{ action: string; target: { type: string; id: string } | null }>;
    }>(t.app, {
      method: 'GET',
      url: `/api/admin/activity?site_id=${siteId}&target_type=author`,
      headers: admin,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const mine = res.body.entries
      .filter((entry) => entry.target?.id === String(author.id))
      .map((entry) => entry.action);
    expect(mine).toEqual(
      expect.arrayContaining(['author.create', 'author.update', 'author.delete']),
    );
  });
});

describe('posts name an author of their site', () => {
  it('accepts the site’s own author and refuses another site’s', async () => {
    const own = await createAuthor();
    expect((await createPost(own.id)).status).toBe(201);
    const localhost = await siteIdByDomain(t.app, admin);
    const foreign = authorsResponseSchema.parse((await list(localhost)).body).authors[0]!;
    const refused = await createPost(foreign.id);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toHaveProperty('author_id');
  });
});

describe('readers’ author page', () => {
  it('answers the author in X-Locale (English where a language has no words) and their live articles', async () => {
    const slug = unique('page');
    const author = await createAuthor(slug);
    const post = await createPost(author.id);
    expect(post.status).toBe(201);
    const en = await authorPage(slug);
    expect(en.status, JSON.stringify(en.body)).toBe(200);
    expect(en.res.headers['cache-control']).toContain('public');
    const body = authorPostsResponseSchema.parse(en.body);
    expect(body.author).toEqual({
      id: author.id,
      name: author.name,
      slug,
      avatar_url: null,
      role: 'Food Writer',
      bio: 'Cooks and writes.',
    });
    expect(body.posts.map((card) => card.id)).toEqual([post.body.post.id]);
    expect(body.posts[0]!.author_name).toBe(author.name);
    expect(body.pagination).toEqual({ current_page: 1, last_page: 1, per_page: 9, total: 1 });
    const es = authorPostsResponseSchema.parse((await authorPage(slug, 'es')).body);
    expect(es.author.role).toBe('Redactora gastronómica');
    // No Spanish article: an empty first page.
    expect(es.posts).toEqual([]);
    expect(authorPostsResponseSchema.parse((await authorPage(slug, 'fr')).body).author.role).toBe(
      'Food Writer',
    );
    // The article names its author's page.
    const article = await call(t.app, {
      method: 'GET',
      url: `/api/posts/${post.body.post.translations.en!.slug}`,
      headers: { host: DOMAIN, 'x-locale': 'en' },
    });
    const detail = postResponseSchema.parse(article.body).post;
    expect(detail.author_slug).toBe(slug);
    expect(detail.author_data).toEqual({
      role: { en: 'Food Writer', es: 'Redactora gastronómica' },
      bio: { en: 'Cooks and writes.', es: 'Cocina y escribe.' },
    });
  });

  it('paginates nine to a page; 404 past the end, for an unknown author, 400 for a bad page', async () => {
    const slug = unique('many');
    const author = await createAuthor(slug);
    for (let i = 0; i < 10; i++) expect((await createPost(author.id)).status).toBe(201);
    const one = authorPostsResponseSchema.parse((await authorPage(slug)).body);
    expect(one.posts).toHaveLength(9);
    expect(one.pagination).toMatchObject({ last_page: 2, total: 10 });
    const two = authorPostsResponseSchema.parse((await authorPage(slug, 'en', '?page=2')).body);
    expect(two.posts).toHaveLength(1);
    expect((await authorPage(slug, 'en', '?page=3')).status).toBe(404);
    expect((await authorPage('nobody-here')).status).toBe(404);
    expect((await authorPage(slug, 'en', '?page=0')).status).toBe(400);
    expect((await authorPage(slug, 'en', '?page=abc')).status).toBe(400);
  });

  it('a renamed author is found at the new slug at once (the write clears the cache), and the old slug names today’s', async () => {
    const slug = unique('before');
    const author = await createAuthor(slug);
    expect((await authorPage(slug)).status).toBe(200);
    const next = unique('after');
    await update(author.id, { slug: next });
    expect((await authorPage(next)).status).toBe(200);
    // The former slug still finds the author and says where they are now (the magazine's 301).
    const former = await authorPage(slug);
    expect(former.status).toBe(200);
    expect(authorPostsResponseSchema.parse(former.body).author.slug).toBe(next);
  });
});

describe('who may change them', () => {
  it('an author reads but may not write; nobody touches another admin’s site', async () => {
    const writer = bearer(await login(t.app, DEMO_ACCOUNTS.author));
    const writerSite = (
      await call<{ sites: Array<{ id: number }> }>(t.app, {
        method: 'GET',
        url: '/api/admin/sites',
        headers: writer,
      })
    ).body.sites[0]!.id;
    const listed = await list(writerSite, writer);
    expect(listed.status).toBe(200);
    const first = authorsResponseSchema.parse(listed.body).authors[0]!;
    expect((await create(authorBody(unique('no'), { site_id: writerSite }), writer)).status).toBe(
      403,
    );
    expect((await update(first.id, { name: 'X' }, writer)).status).toBe(403);
    expect((await remove(first.id, writer)).status).toBe(403);
    expect((await list(siteId, writer)).status).toBe(403);
    expect((await call(t.app, { method: 'GET', url: '/api/admin/authors' })).status).toBe(401);
  });
});
