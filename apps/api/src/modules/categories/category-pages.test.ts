import { rm } from 'node:fs/promises';
import { CATEGORY_GRADIENTS } from '@sitenet/i18n/category-styles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  call,
  createOwnSite,
  createTestContext,
  login,
  type TestContext,
  makeTestWebRoot,
} from '../../../test/helpers';
import type { CategoryResponse } from '../../contract';

/**
 * A site's categories on the magazine, answered by its real server build (as one-url.test.ts):
 * the header and footer list them from the data, their pages answer on the site's slugs, a
 * renamed slug answers 301 to today's, and the sitemaps list them on their slugs.
 */
const DOMAIN = 'category-pages.localhost';

let t: TestContext;
let webRoot: string;
let admin: Record<string, string>;
let siteId: number;

beforeAll(async () => {
  webRoot = await makeTestWebRoot('category-pages');
  t = await createTestContext({ WEB_ROOT: webRoot });
  siteId = (await createOwnSite(t, { domain: DOMAIN, name: 'Category Pages', languages: ['es'] }))
    .id;
  admin = bearer(await login(t.app));
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: DOMAIN } });
/** The header's navigation (the links before the footer). */
const headerOf = (html: string) => html.slice(html.indexOf('<header'), html.indexOf('</header>'));

describe('categories on the magazine', () => {
  it('a new category answers on its Spanish slug, is linked, and a renamed slug answers 301 forever', async () => {
    const created = await call<CategoryResponse>(t.app, {
      method: 'POST',
      url: '/api/admin/categories',
      headers: admin,
      payload: {
        site_id: siteId,
        key: 'gardening',
        emoji: '🌱',
        gradient: CATEGORY_GRADIENTS[1],
        translations: {
          en: { name: 'Gardening', slug: 'gardening', description: 'Grow things' },
          es: { name: 'Jardinería', slug: 'jardineria', description: 'Cultivar cosas' },
        },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const post = await call(t.app, {
      method: 'POST',
      url: '/api/admin/posts',
      headers: admin,
      payload: {
        site_id: siteId,
        category: 'gardening',
        author_id: null,
        trending: false,
        is_advertorial: false,
        read_time: 5,
        read_time_auto: false,
        featured_image_url: null,
        translations: {
          en: {
            title: 'Grow basil indoors',
            slug: '',
            excerpt: 'E',
            content_type: 'html',
            content: [],
            content_html: '<p>B</p>',
            status: 'published',
            publish_at: null,
          },
          es: {
            title: 'Cultiva albahaca en casa',
            slug: '',
            excerpt: 'E',
            content_type: 'html',
            content: [],
            content_html: '<p>B</p>',
            status: 'published',
            publish_at: null,
          },
        },
      },
    });
    expect(post.status, JSON.stringify(post.body)).toBe(201);

    const page = await get('/es/categoria/jardineria');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Jardinería');
    expect(page.body).toContain('Cultiva albahaca en casa');
    // Linked from every page: the header holds six categories (the six defaults come first), the
    // footer every one.
    const home = (await get('/es')).body;
    expect(home).toContain('href="/es/categoria/jardineria"');
    expect(new Set(headerOf(home).match(/href="\/es\/categoria\/[^"]+"/g)).size).toBe(6);
    expect(headerOf(home)).not.toContain('jardineria');
    // The key and the English slug under the Spanish prefix are other spellings of the page.
    expect((await get('/es/categoria/gardening')).headers.location).toBe(
      '/es/categoria/jardineria',
    );

    const renamed = await call<CategoryResponse>(t.app, {
      method: 'PUT',
      url: `/api/admin/categories/${created.body.category.id}`,
      headers: admin,
      payload: {
        translations: {
          ...created.body.category.translations,
          es: { name: 'Huerto', slug: 'huerto', description: '' },
        },
      },
    });
    expect(renamed.status).toBe(200);
    const old = await get('/es/categoria/jardineria?page=1');
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/es/categoria/huerto');
    const now = await get('/es/categoria/huerto');
    expect(now.statusCode).toBe(200);
    expect(now.body).toContain('Huerto');
    const sitemap = await get('/sitemap-es.xml');
    expect(sitemap.body).toContain(`/es/categoria/huerto</loc>`);
    expect(sitemap.body).not.toContain('jardineria');
  });

  it('a category out of the navigation keeps its page and its footer link', async () => {
    const list = await call<{ categories: Array<{ id: number; key: string }> }>(t.app, {
      method: 'GET',
      url: `/api/admin/categories?site_id=${siteId}`,
      headers: admin,
    });
    const travel = list.body.categories.find((category) => category.key === 'travel')!;
    expect(headerOf((await get('/es')).body)).toContain('href="/es/categoria/viajes"');
    const hidden = await call(t.app, {
      method: 'PUT',
      url: `/api/admin/categories/${travel.id}`,
      headers: admin,
      payload: { in_nav: false },
    });
    expect(hidden.status).toBe(200);
    const home = (await get('/es')).body;
    expect(headerOf(home)).not.toContain('href="/es/categoria/viajes"');
    expect(home).toContain('href="/es/categoria/viajes"');
    expect((await get('/es/categoria/viajes')).statusCode).toBe(200);
  });

  it('an unknown slug is not found', async () => {
    expect((await get('/es/categoria/no-existe')).statusCode).toBe(404);
  });
});
