import { DEFAULT_CATEGORIES } from '@sitenet/i18n/default-categories';
import { CATEGORY_GRADIENTS } from '@sitenet/i18n/category-styles';
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
import type {
  AdminCategory,
  CategoriesResponse,
  CategoryResponse,
  ErrorBody,
  PublicCategoriesResponse,
  PublicSiteResponse,
  SiteResponse,
} from '../../contract';

/** Categories as data (issue 17): the console's routes, the readers' list and what posts may name. */
const DOMAIN = 'categories-test.localhost';

let t: TestContext;
let admin: Record<string, string>;
let siteId: number;

beforeAll(async () => {
  t = await createTestContext();
  siteId = (
    await createOwnSite(t, { domain: DOMAIN, name: 'Categories Site', languages: ['es', 'fr'] })
  ).id;
  admin = bearer(await login(t.app));
});
afterAll(() => t.close());

let serial = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${(serial += 1)}`;

const list = (site = siteId, headers = admin) =>
  call<CategoriesResponse & ErrorBody>(t.app, {
    method: 'GET',
    url: `/api/admin/categories?site_id=${site}`,
    headers,
  });

function categoryBody(key: string, overrides: Record<string, unknown> = {}) {
  return {
    site_id: siteId,
    key,
    emoji: '🧵',
    gradient: CATEGORY_GRADIENTS[2],
    translations: {
      en: {
        name: `Crafts ${key}`,
        slug: `crafts-${key}`,
        description: 'Things to make',
        seo_title: 'Crafts',
      },
      es: {
        name: `Manualidades ${key}`,
        slug: `manualidades-${key}`,
        description: 'Cosas que hacer',
      },
    },
    ...overrides,
  };
}

const create = (body: object, headers = admin) =>
  call<CategoryResponse & ErrorBody>(t.app, {
    method: 'POST',
    url: '/api/admin/categories',
    headers,
    payload: body,
  });
const update = (id: number, body: object, headers = admin) =>
  call<CategoryResponse & ErrorBody>(t.app, {
    method: 'PUT',
    url: `/api/admin/categories/${id}`,
    headers,
    payload: body,
  });
const remove = (id: number, headers = admin) =>
  call<ErrorBody & { posts_count?: number }>(t.app, {
    method: 'DELETE',
    url: `/api/admin/categories/${id}`,
    headers,
  });
const publicList = (locale: string) =>
  call<PublicCategoriesResponse>(t.app, {
    method: 'GET',
    url: '/api/categories',
    headers: { host: DOMAIN, 'x-locale': locale },
  });

function postBody(category: string) {
  const word = unique('post');
  const words = {
    title: `Post ${word}`,
    slug: '',
    excerpt: 'An excerpt',
    content_type: 'html',
    content: [],
    content_html: '<p>Body</p>',
    status: 'published',
    publish_at: null,
  };
  return {
    site_id: siteId,
    category,
    author_id: null,
    trending: false,
    is_advertorial: false,
    read_time: 5,
    read_time_auto: false,
    featured_image_url: null,
    translations: { en: words },
  };
}

describe('the defaults', () => {
  it('every demo site has the eight styled categories with the slugs its URLs always had', async () => {
    const { status, body } = await list(await siteIdByDomain(t.app, admin));
    expect(status).toBe(200);
    expect(body.categories.map((category) => category.key)).toEqual(
      DEFAULT_CATEGORIES.map((category) => category.key),
    );
    const lifestyle = body.categories[0]!;
    expect(lifestyle).toMatchObject({ emoji: '🌿', in_nav: true, position: 0 });
    expect(lifestyle.translations.es).toMatchObject({
      name: 'Estilo de vida',
      slug: 'estilo-de-vida',
    });
    expect(lifestyle.translations.fr!.slug).toBe('art-de-vivre');
    expect(body.categories.find((category) => category.key === 'technology')!.in_nav).toBe(false);
    expect(
      body.categories.find((category) => category.key === 'money')!.posts_count,
    ).toBeGreaterThan(0);
  });

  it('a site made in the console starts with them', async () => {
    const domain = `${unique('fresh')}.localhost`;
    const made = await call<SiteResponse>(t.app, {
      method: 'POST',
      url: '/api/admin/sites',
      headers: admin,
      payload: {
        name: 'Fresh',
        domain,
        description: null,
        aliases: [],
        default_language: 'en',
        languages: ['en', 'es'],
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const { body } = await list(made.body.site.id);
    expect(body.categories).toHaveLength(8);
    expect(
      body.categories.find((category) => category.key === 'health')!.translations.es!.slug,
    ).toBe('salud');
  });
});

describe('create, edit, reorder, delete', () => {
  it('creates a category last in the order, with its words per language', async () => {
    const key = unique('crafts');
    const { status, body } = await create(categoryBody(key));
    expect(status, JSON.stringify(body)).toBe(201);
    expect(body.category).toMatchObject({ key, in_nav: true, posts_count: 0, site_id: siteId });
    expect(body.category.translations.es).toMatchObject({
      slug: `manualidades-${key}`,
      seo_title: '',
    });
    const all = (await list()).body.categories;
    expect(all.at(-1)!.key).toBe(key);
  });

  it('answers 409 for a key or a slug the site already uses', async () => {
    const key = unique('dup');
    expect((await create(categoryBody(key))).status).toBe(201);
    const sameKey = await create(categoryBody(key));
    expect(sameKey.status).toBe(409);
    expect(sameKey.body.message).toMatch(/key/);
    const sameSlug = await create(
      categoryBody(unique('other'), {
        translations: { en: { name: 'X', slug: unique('x') }, es: { name: 'Y', slug: 'salud' } },
      }),
    );
    expect(sameSlug.status).toBe(409);
    expect(sameSlug.body.errors).toHaveProperty(['translations.es.slug']);
    // The same slug in another language is another URL: fine.
    expect(
      (
        await create(
          categoryBody(unique('fr'), {
            translations: {
              en: { name: 'F', slug: unique('f') },
              fr: { name: 'Santé', slug: 'salud' },
            },
          }),
        )
      ).status,
    ).toBe(201);
  });

  it('answers 400 for bad input, never 500', async () => {
    for (const bad of [
      categoryBody('Upper Case'),
      categoryBody(unique('g'), { gradient: 'red' }),
      categoryBody(unique('e'), { emoji: '' }),
      categoryBody(unique('n'), {
        translations: { es: { name: 'Sin inglés', slug: 'sin-ingles' } },
      }),
      categoryBody(unique('s'), { translations: { en: { name: 'Bad', slug: 'has space' } } }),
      categoryBody(unique('l'), {
        translations: { en: { name: 'L', slug: unique('l') }, EN: { name: 'L', slug: 'l' } },
      }),
      { ...categoryBody(unique('x')), extra: true },
    ]) {
      const res = await create(bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
    // A language the site does not have.
    const res = await create(
      categoryBody(unique('de'), {
        translations: { en: { name: 'D', slug: unique('d') }, de: { name: 'D', slug: 'd' } },
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty(['translations.de']);
  });

  it('edits words, look and navigation; a changed slug is kept as a former one', async () => {
    const key = unique('garden');
    const { body } = await create(categoryBody(key));
    const id = body.category.id;
    const res = await update(id, {
      emoji: '🌱',
      in_nav: false,
      translations: {
        ...body.category.translations,
        es: { name: 'Jardín', slug: `jardin-${key}`, description: '' },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.category).toMatchObject({
      emoji: '🌱',
      in_nav: false,
      gradient: CATEGORY_GRADIENTS[2],
    });
    expect(res.body.category.translations.es!.slug).toBe(`jardin-${key}`);
    const site = await call<PublicSiteResponse>(t.app, {
      method: 'GET',
      url: '/api/site',
      headers: { host: DOMAIN },
    });
    const details = site.body.site.category_details.find((category) => category.key === key)!;
    expect(details.old_slugs.es).toEqual([`manualidades-${key}`]);
    expect(details.in_nav).toBe(false);
    // The readers' list changed with it (the write dropped the cached reply).
    const readers = await publicList('es');
    expect(readers.body.categories.find((category) => category.key === key)).toMatchObject({
      slug: `jardin-${key}`,
      name: 'Jardín',
      in_nav: false,
    });
    // Another category may not take the new slug; taking the old one back ends its redirect.
    expect(
      (
        await create(
          categoryBody(unique('h'), {
            translations: {
              en: { name: 'H', slug: unique('h') },
              es: { name: 'H', slug: `jardin-${key}` },
            },
          }),
        )
      ).status,
    ).toBe(409);
    const taker = await create(
      categoryBody(unique('t'), {
        translations: {
          en: { name: 'T', slug: unique('t') },
          es: { name: 'T', slug: `manualidades-${key}` },
        },
      }),
    );
    expect(taker.status).toBe(201);
    const after = await call<PublicSiteResponse>(t.app, {
      method: 'GET',
      url: '/api/site',
      headers: { host: DOMAIN },
    });
    expect(
      after.body.site.category_details.find((category) => category.key === key)!.old_slugs.es ?? [],
    ).toEqual([]);
  });

  it('answers 404 for an unknown category and 400 for a key change', async () => {
    expect((await update(2_000_000_000, { emoji: '🌱' })).status).toBe(404);
    const { body } = await create(categoryBody(unique('k')));
    expect((await update(body.category.id, { key: 'other' })).status).toBe(400);
  });

  it('reorders with every id of the site once (400 otherwise)', async () => {
    const ids = (await list()).body.categories.map((category) => category.id);
    const reversed = [...ids].reverse();
    const res = await call<CategoriesResponse>(t.app, {
      method: 'POST',
      url: '/api/admin/categories/reorder',
      headers: admin,
      payload: { site_id: siteId, ids: reversed },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.categories.map((category) => category.id)).toEqual(reversed);
    expect(res.body.categories.map((category) => category.position)).toEqual(
      reversed.map((_, index) => index),
    );
    for (const bad of [ids.slice(1), [...ids, ids[0]], [...ids.slice(1), 2_000_000_000]]) {
      const refused = await call(t.app, {
        method: 'POST',
        url: '/api/admin/categories/reorder',
        headers: admin,
        payload: { site_id: siteId, ids: bad },
      });
      expect(refused.status).toBe(400);
    }
    await call(t.app, {
      method: 'POST',
      url: '/api/admin/categories/reorder',
      headers: admin,
      payload: { site_id: siteId, ids },
    });
  });

  it('deletes only a category without posts: 409 with the count, then 200 once they moved', async () => {
    const key = unique('held');
    const { body } = await create(categoryBody(key));
    const post = await call<{ post: { id: number; version: number } }>(t.app, {
      method: 'POST',
      url: '/api/admin/posts',
      headers: admin,
      payload: postBody(key),
    });
    expect(post.status, JSON.stringify(post.body)).toBe(201);
    expect(
      (await list()).body.categories.find((category) => category.key === key)!.posts_count,
    ).toBe(1);
    const refused = await remove(body.category.id);
    expect(refused.status).toBe(409);
    expect(refused.body.posts_count).toBe(1);
    expect(refused.body.message).toMatch(/1 post.*move them/);
    // Move the post, then the category goes.
    const moved = await call(t.app, {
      method: 'PUT',
      url: `/api/admin/posts/${post.body.post.id}`,
      headers: admin,
      payload: { ...postBody('money'), version: post.body.post.version },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await remove(body.category.id)).status).toBe(200);
    expect((await list()).body.categories.some((category) => category.key === key)).toBe(false);
    expect((await remove(body.category.id)).status).toBe(404);
  });
});

describe('posts name a category of their site', () => {
  it('accepts a new category’s key and refuses a key the site does not have', async () => {
    const key = unique('pets');
    expect((await create(categoryBody(key))).status).toBe(201);
    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: '/api/admin/posts',
          headers: admin,
          payload: postBody(key),
        })
      ).status,
    ).toBe(201);
    const refused = await call(t.app, {
      method: 'POST',
      url: '/api/admin/posts',
      headers: admin,
      payload: postBody('no-such-topic'),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toHaveProperty('category');
  });
});

describe('readers’ list', () => {
  it('answers the Host’s site in the X-Locale language, English where a language has no words', async () => {
    const key = unique('only-en');
    await create(
      categoryBody(key, { translations: { en: { name: 'Only English', slug: `only-${key}` } } }),
    );
    const es = await publicList('es');
    expect(es.status).toBe(200);
    expect(es.res.headers['cache-control']).toContain('public');
    expect(es.body.categories.find((category) => category.key === 'health')).toMatchObject({
      name: 'Salud',
      slug: 'salud',
      emoji: '💪',
    });
    expect(es.body.categories.find((category) => category.key === key)).toMatchObject({
      name: 'Only English',
      slug: `only-${key}`,
    });
  });
});

describe('who may change them', () => {
  it('an author reads but may not write; nobody touches another admin’s site', async () => {
    const author = bearer(await login(t.app, DEMO_ACCOUNTS.author));
    const authorSite = (
      await call<{ sites: Array<{ id: number }> }>(t.app, {
        method: 'GET',
        url: '/api/admin/sites',
        headers: author,
      })
    ).body.sites[0]!.id;
    expect((await list(authorSite, author)).status).toBe(200);
    expect(
      (await create({ ...categoryBody(unique('a')), site_id: authorSite }, author)).status,
    ).toBe(403);
    const categories: AdminCategory[] = (await list(authorSite, author)).body.categories;
    expect((await update(categories[0]!.id, { emoji: '🙂' }, author)).status).toBe(403);
    expect((await remove(categories[0]!.id, author)).status).toBe(403);
    // The author is no member of the test's own site.
    expect((await list(siteId, author)).status).toBe(403);
    expect((await call(t.app, { method: 'GET', url: '/api/admin/categories' })).status).toBe(401);
  });
});
