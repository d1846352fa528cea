import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  call,
  createOwnSite,
  createTestContext,
  login,
  type TestContext,
} from '../../../test/helpers';
import type {
  AdminPostResponse,
  ErrorBody,
  TagPostsResponse,
  TagResponse,
  TagsResponse,
} from '../../contract';
import { createMember, sessionFor } from '../people/fixture';

/** Tags (issue 17): the console's routes, a post's `tags`, and the readers' tag page. */
const DOMAIN = 'tags-test.localhost';
const OTHER_DOMAIN = 'tags-other.localhost';

let t: TestContext;
let admin: Record<string, string>;
let siteId: number;
let otherSiteId: number;

beforeAll(async () => {
  t = await createTestContext();
  siteId = (await createOwnSite(t, { domain: DOMAIN, name: 'Tags Site', languages: ['es'] })).id;
  otherSiteId = (await createOwnSite(t, { domain: OTHER_DOMAIN, name: 'Other Tags Site' })).id;
  admin = bearer(await login(t.app));
});
afterAll(() => t.close());

let serial = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${(serial += 1)}`;

const createTag = (body: object, headers = admin) =>
  call<TagResponse & ErrorBody>(t.app, {
    method: 'POST',
    url: '/api/admin/tags',
    headers,
    payload: body,
  });
const listTags = (query: string, headers = admin) =>
  call<TagsResponse & ErrorBody>(t.app, {
    method: 'GET',
    url: `/api/admin/tags?${query}`,
    headers,
  });
const updateTag = (id: number, body: object, headers = admin) =>
  call<TagResponse & ErrorBody>(t.app, {
    method: 'PUT',
    url: `/api/admin/tags/${id}`,
    headers,
    payload: body,
  });
const deleteTag = (id: number, headers = admin) =>
  call<ErrorBody & { deleted: true; id: number }>(t.app, {
    method: 'DELETE',
    url: `/api/admin/tags/${id}`,
    headers,
  });
const mergeTag = (id: number, into: number, headers = admin) =>
  call<TagResponse & ErrorBody>(t.app, {
    method: 'POST',
    url: `/api/admin/tags/${id}/merge`,
    headers,
    payload: { into },
  });

/** A tag of the test's own, in English and Spanish. */
async function newTag(site = siteId, words: { en: string; es?: string } = { en: unique('tag') }) {
  const translations: Record<string, { name: string; slug: string }> = {
    en: { name: words.en, slug: words.en },
  };
  if (words.es) translations.es = { name: words.es, slug: words.es };
  const res = await createTag({ site_id: site, translations });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.tag;
}

const text = (title: string, status: 'published' | 'draft') => ({
  title,
  slug: '',
  excerpt: 'E',
  content_type: 'html',
  content: [],
  content_html: '<p>B</p>',
  status,
  publish_at: null,
});

/** A post of the site with these tags, English published, Spanish as given. */
async function newPost(
  tags: number[],
  options: { site?: number; es?: 'published' | 'draft' | null } = {},
) {
  const title = unique('Post');
  const translations: Record<string, unknown> = { en: text(title, 'published') };
  if (options.es !== null) translations.es = text(`${title} es`, options.es ?? 'published');
  return call<AdminPostResponse & ErrorBody>(t.app, {
    method: 'POST',
    url: '/api/admin/posts',
    headers: admin,
    payload: {
      site_id: options.site ?? siteId,
      category: 'home',
      author_id: null,
      trending: false,
      is_advertorial: false,
      read_time: 5,
      read_time_auto: false,
      featured_image_url: null,
      translations,
      tags,
    },
  });
}

const tagPage = (slug: string, locale = 'en', page?: number, host = DOMAIN) =>
  call<TagPostsResponse & ErrorBody>(t.app, {
    method: 'GET',
    url: `/api/tags/${encodeURIComponent(slug)}/posts${page === undefined ? '' : `?page=${page}`}`,
    headers: { host, 'x-locale': locale },
  });

describe('the console’s tags', () => {
  it('creates, finds by part of a name in any language, renames and deletes', async () => {
    const word = unique('garden');
    const tag = await newTag(siteId, { en: word, es: `${word}-es` });
    expect(tag).toMatchObject({
      site_id: siteId,
      posts_count: 0,
      translations: { en: { name: word, slug: word } },
    });

    const found = await listTags(`site_id=${siteId}&q=${encodeURIComponent(`${word}-e`)}`);
    expect(found.status).toBe(200);
    expect(found.body.tags.map((row) => row.id)).toEqual([tag.id]);
    expect((await listTags(`site_id=${siteId}`)).body.tags.some((row) => row.id === tag.id)).toBe(
      true,
    );
    // `%` is a letter, not a pattern.
    expect((await listTags(`site_id=${siteId}&q=%25`)).body.tags).toEqual([]);

    const renamed = await updateTag(tag.id, {
      translations: {
        en: { name: 'Renamed', slug: `${word}-new` },
        es: { name: 'Renombrada', slug: `${word}-nueva` },
      },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.tag.translations).toEqual({
      en: { name: 'Renamed', slug: `${word}-new` },
      es: { name: 'Renombrada', slug: `${word}-nueva` },
    });

    const deleted = await deleteTag(tag.id);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ deleted: true, id: tag.id });
    expect(
      (await updateTag(tag.id, { translations: { en: { name: 'x', slug: 'x' } } })).status,
    ).toBe(404);
  });

  it('a slug taken in the same language is a 409 at the field; in another language or site it is free', async () => {
    const tag = await newTag();
    const slug = tag.translations.en!.slug;
    const again = await createTag({
      site_id: siteId,
      translations: { en: { name: 'Again', slug } },
    });
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual({
      'translations.en.slug': ['This slug is already used by another tag'],
    });
    const other = await newTag();
    expect(
      (await updateTag(other.id, { translations: { en: { name: 'Clash', slug } } })).status,
    ).toBe(409);
    expect(
      (await createTag({ site_id: siteId, translations: { es: { name: 'Es', slug } } })).status,
    ).toBe(201);
    expect(
      (await createTag({ site_id: otherSiteId, translations: { en: { name: 'Other', slug } } }))
        .status,
    ).toBe(201);
  });

  it('refuses bad input with field errors, never a 500', async () => {
    const bad = await createTag({
      site_id: siteId,
      translations: { en: { name: '', slug: 'Not A Slug' } },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(
      expect.arrayContaining(['translations.en.name', 'translations.en.slug']),
    );
    expect((await createTag({ site_id: siteId, translations: {} })).status).toBe(400);
    // A language the site does not have.
    const fr = await createTag({
      site_id: siteId,
      translations: { fr: { name: 'Fr', slug: unique('fr') } },
    });
    expect(fr.status).toBe(400);
    expect(fr.body.errors).toHaveProperty('translations.fr');
    expect((await listTags('site_id=abc')).status).toBe(400);
    expect((await mergeTag(2_147_483_000, 1)).status).toBe(404);
  });

  it('merge moves every post onto the other tag (once) and deletes the merged tag', async () => {
    const from = await newTag();
    const into = await newTag();
    const both = await newPost([from.id, into.id]);
    const onlyFrom = await newPost([from.id]);
    expect(both.status, JSON.stringify(both.body)).toBe(201);
    expect(onlyFrom.body.post.tags).toEqual([from.id]);

    const merged = await mergeTag(from.id, into.id);
    expect(merged.status).toBe(200);
    expect(merged.body.tag).toMatchObject({ id: into.id, posts_count: 2 });
    expect((await listTags(`site_id=${siteId}`)).body.tags.some((row) => row.id === from.id)).toBe(
      false,
    );
    const read = await call<AdminPostResponse>(t.app, {
      method: 'GET',
      url: `/api/admin/posts/${onlyFrom.body.post.id}`,
      headers: admin,
    });
    expect(read.body.post.tags).toEqual([into.id]);

    expect((await mergeTag(into.id, into.id)).status).toBe(400);
    const foreign = await newTag(otherSiteId);
    const cross = await mergeTag(into.id, foreign.id);
    expect(cross.status).toBe(400);
    expect(cross.body.errors).toHaveProperty('into');
  });
});

describe('a post’s tags', () => {
  it('are saved, read back, kept when a save leaves them out, and replaced when given', async () => {
    const a = await newTag();
    const b = await newTag();
    const created = await newPost([b.id, a.id]);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.post.tags).toEqual([a.id, b.id].sort((x, y) => x - y));

    const { id, updated_at: _u, deleted_at: _d, tags: _tags, ...rest } = created.body.post;
    const kept = await call<AdminPostResponse>(t.app, {
      method: 'PUT',
      url: `/api/admin/posts/${id}`,
      headers: admin,
      payload: rest,
    });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.post.tags).toHaveLength(2);

    const replaced = await call<AdminPostResponse>(t.app, {
      method: 'PUT',
      url: `/api/admin/posts/${id}`,
      headers: admin,
      payload: { ...rest, version: kept.body.post.version, tags: [a.id] },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.post.tags).toEqual([a.id]);
    expect(
      (await listTags(`site_id=${siteId}&q=${encodeURIComponent(b.translations.en!.name)}`)).body
        .tags[0]!.posts_count,
    ).toBe(0);
  });

  it('an unknown tag or another site’s is a 400 at `tags`', async () => {
    const foreign = await newTag(otherSiteId);
    const cross = await newPost([foreign.id]);
    expect(cross.status).toBe(400);
    expect(cross.body.errors?.tags?.[0]).toContain(`#${foreign.id}`);
    const unknown = await newPost([2_147_000_000]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toHaveProperty('tags');
    const twice = await newPost([foreign.id, foreign.id]);
    expect(twice.status).toBe(400);
  });
});

describe('who may touch them', () => {
  it('an author of the site reads and creates, but may not rename, merge or delete; other sites are 403', async () => {
    const author = bearer(
      await sessionFor(t.database.db, await createMember(t.database.db, siteId, 'author')),
    );
    expect((await listTags(`site_id=${siteId}`, author)).status).toBe(200);
    const own = await createTag(
      { site_id: siteId, translations: { en: { name: 'By author', slug: unique('by-author') } } },
      author,
    );
    expect(own.status).toBe(201);
    const tag = own.body.tag;
    expect(
      (await updateTag(tag.id, { translations: { en: { name: 'x', slug: unique('x') } } }, author))
        .status,
    ).toBe(403);
    expect((await mergeTag(tag.id, (await newTag()).id, author)).status).toBe(403);
    expect((await deleteTag(tag.id, author)).status).toBe(403);
    // Not a member of the other site.
    expect((await listTags(`site_id=${otherSiteId}`, author)).status).toBe(403);
    expect(
      (
        await createTag(
          { site_id: otherSiteId, translations: { en: { name: 'x', slug: unique('x') } } },
          author,
        )
      ).status,
    ).toBe(403);
    const foreign = await newTag(otherSiteId);
    expect((await deleteTag(foreign.id, author)).status).toBe(403);
    expect(
      (await call(t.app, { method: 'GET', url: `/api/admin/tags?site_id=${siteId}` })).status,
    ).toBe(401);
  });
});

describe('the readers’ tag page', () => {
  it('lists the articles published in the language, on the tag’s slug of any language, paginated', async () => {
    const word = unique('reading');
    const tag = await newTag(siteId, { en: word, es: `${word}-es` });
    const published = await newPost([tag.id]);
    const englishOnly = await newPost([tag.id], { es: 'draft' });
    await newPost([]);
    expect(published.status).toBe(201);

    const en = await tagPage(word);
    expect(en.status).toBe(200);
    expect(en.res.headers['cache-control']).toContain('public');
    expect(en.body.tag).toMatchObject({
      id: tag.id,
      name: word,
      slug: word,
      slugs: { en: word, es: `${word}-es` },
    });
    expect(en.body.posts.map((post) => post.id).sort()).toEqual(
      [published.body.post.id, englishOnly.body.post.id].sort(),
    );
    expect(en.body.pagination).toMatchObject({ current_page: 1, last_page: 1, total: 2 });

    // Spanish: only the article published in Spanish; the English slug finds the tag too.
    const es = await tagPage(word, 'es');
    expect(es.body.tag.slug).toBe(`${word}-es`);
    expect(es.body.posts.map((post) => post.id)).toEqual([published.body.post.id]);
    expect(es.body.posts[0]!.title).toMatch(/ es$/);

    expect((await tagPage(word, 'en', 2)).status).toBe(404);
    expect((await tagPage('no-such-tag')).status).toBe(404);
    expect((await tagPage(word, 'en', 0)).status).toBe(400);
    // Another site's host does not see the tag.
    expect((await tagPage(word, 'en', undefined, OTHER_DOMAIN)).status).toBe(404);
  });

  it('a write shows on the next read (the cached page is dropped)', async () => {
    const tag = await newTag();
    const slug = tag.translations.en!.slug;
    expect((await tagPage(slug)).body.pagination.total).toBe(0);
    await newPost([tag.id]);
    expect((await tagPage(slug)).body.pagination.total).toBe(1);
    const renamed = await updateTag(tag.id, {
      translations: { en: { name: 'Now', slug: `${slug}-now` } },
    });
    expect(renamed.status).toBe(200);
    // The former slug finds the tag under its new one (the magazine answers 301 there).
    expect((await tagPage(slug)).body.tag.slug).toBe(`${slug}-now`);
    expect((await tagPage(`${slug}-now`)).body.tag.name).toBe('Now');
  });
});

describe('a renamed tag’s former slugs', () => {
  it('keep finding the tag under its slug of today, per language, after several renames', async () => {
    const en = unique('old');
    const es = unique('viejo');
    const tag = await newTag(siteId, { en, es });
    await newPost([tag.id], { es: 'published' });
    const rename = (suffix: string) =>
      updateTag(tag.id, {
        translations: {
          en: { name: 'Renamed', slug: `${en}-${suffix}` },
          es: { name: 'Renombrada', slug: `${es}-${suffix}` },
        },
      });
    expect((await rename('a')).status).toBe(200);
    expect((await rename('b')).status).toBe(200);
    for (const old of [en, `${en}-a`]) {
      const res = await tagPage(old);
      expect(res.status, old).toBe(200);
      expect(res.body.tag.slug).toBe(`${en}-b`);
    }
    for (const old of [es, `${es}-a`]) {
      const res = await tagPage(old, 'es');
      expect(res.body.tag.slug, old).toBe(`${es}-b`);
      expect(res.body.pagination.total).toBe(1);
    }
    // Another site's host does not follow them.
    expect((await tagPage(en, 'en', undefined, OTHER_DOMAIN)).status).toBe(404);
  });

  it('stop redirecting once another tag takes the slug, and the old name is free to take', async () => {
    const en = unique('taken');
    const first = await newTag(siteId, { en });
    expect(
      (await updateTag(first.id, { translations: { en: { name: 'Moved', slug: `${en}-moved` } } }))
        .status,
    ).toBe(200);
    expect((await tagPage(en)).body.tag.id).toBe(first.id);
    const second = await newTag(siteId, { en });
    expect((await tagPage(en)).body.tag.id).toBe(second.id);
    // Renaming the second away again makes the slug a redirect to it, not to the first.
    expect(
      (await updateTag(second.id, { translations: { en: { name: 'Away', slug: `${en}-away` } } }))
        .status,
    ).toBe(200);
    expect((await tagPage(en)).body.tag.id).toBe(second.id);
  });

  it('a merged tag’s slugs answer with the tag it went into', async () => {
    const from = await newTag(siteId, { en: unique('from'), es: unique('desde') });
    const into = await newTag();
    expect((await mergeTag(from.id, into.id)).status).toBe(200);
    expect((await tagPage(from.translations.en!.slug)).body.tag.id).toBe(into.id);
    expect((await tagPage(from.translations.es!.slug, 'es')).body.tag.id).toBe(into.id);
  });
});
