import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  call,
  createOwnSite,
  createTestContext,
  login,
  makeTestWebRoot,
  type TestContext,
} from '../../../test/helpers';
import type { AdminPostResponse, TagResponse } from '../../contract';

/**
 * Tags on the magazine, answered by its real server build (as category-pages.test.ts): the tag
 * page in the server's HTML (no JavaScript needed) on its localized route, paginated, with
 * canonical, hreflang and CollectionPage; tags and "More like this" on the article; the sitemaps.
 */
const DOMAIN = 'tag-pages.localhost';

let t: TestContext;
let webRoot: string;
let admin: Record<string, string>;
let siteId: number;

beforeAll(async () => {
  webRoot = await makeTestWebRoot('tag-pages');
  t = await createTestContext({ WEB_ROOT: webRoot });
  siteId = (await createOwnSite(t, { domain: DOMAIN, name: 'Tag Pages', languages: ['es'] })).id;
  admin = bearer(await login(t.app));
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: DOMAIN } });

async function newTag(en: string, es?: string) {
  const translations: Record<string, { name: string; slug: string }> = {
    en: { name: en, slug: en.toLowerCase() },
  };
  if (es) translations.es = { name: es, slug: es.toLowerCase() };
  const res = await call<TagResponse>(t.app, {
    method: 'POST',
    url: '/api/admin/tags',
    headers: admin,
    payload: { site_id: siteId, translations },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.tag;
}

const text = (title: string) => ({
  title,
  slug: '',
  excerpt: 'E',
  content_type: 'html',
  content: [],
  content_html: '<p>B</p>',
  status: 'published',
  publish_at: null,
});

async function newPost(title: string, tags: number[], { category = 'home', es = true } = {}) {
  const res = await call<AdminPostResponse>(t.app, {
    method: 'POST',
    url: '/api/admin/posts',
    headers: admin,
    payload: {
      site_id: siteId,
      category,
      author_id: null,
      trending: false,
      is_advertorial: false,
      read_time: 5,
      read_time_auto: false,
      featured_image_url: null,
      translations: { en: text(title), ...(es ? { es: text(`${title} (es)`) } : {}) },
      tags,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.post;
}

const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

describe('tags on the magazine', () => {
  it('a tag page is server-rendered on its localized route, paginated, with canonical, hreflang and CollectionPage', async () => {
    const herbs = await newTag('Herbs', 'Hierbas');
    const posts = [];
    for (let index = 1; index <= 10; index += 1)
      posts.push(await newPost(`Herb tip ${index}`, [herbs.id]));

    const en = await get('/tag/herbs');
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain('Herbs');
    expect(en.body).toContain('Herb tip 10');
    expect(en.body).toMatch(
      /<link rel="canonical" href="http:\/\/tag-pages\.localhost[:\d]*\/tag\/herbs"/,
    );
    expect(en.body).toMatch(
      /<link rel="alternate" hrefLang="es" href="[^"]*\/es\/etiqueta\/hierbas"/i,
    );
    expect(en.body).toMatch(/<link rel="next" href="[^"]*\/tag\/herbs\?page=2"/);
    const collection = jsonLdOf(en.body).find((block) => block['@type'] === 'CollectionPage');
    expect(collection).toMatchObject({
      name: 'Articles tagged Herbs',
      mainEntity: { '@type': 'ItemList' },
    });

    const second = await get('/tag/herbs?page=2');
    expect(second.statusCode).toBe(200);
    expect(second.body).toContain('Herb tip 1');
    expect(second.body).toMatch(/<link rel="prev" href="[^"]*\/tag\/herbs"/);
    expect((await get('/tag/herbs?page=3')).statusCode).toBe(404);
    expect((await get('/tag/herbs?page=0')).statusCode).toBe(404);
    const first = await get('/tag/herbs?page=1');
    expect(first.statusCode).toBe(301);
    expect(first.headers.location).toBe('/tag/herbs');

    const es = await get('/es/etiqueta/hierbas');
    expect(es.statusCode).toBe(200);
    expect(es.body).toContain('Hierbas');
    expect(es.body).toContain('Herb tip 3 (es)');
    // The English slug under the Spanish prefix is another spelling of the same page.
    const other = await get('/es/etiqueta/herbs');
    expect(other.statusCode).toBe(301);
    expect(other.headers.location).toBe(`/es/etiqueta/${encodeURI('hierbas')}`);
    expect((await get('/tag/no-such-tag')).statusCode).toBe(404);
  });

  it('an article links its tags and shows more like it: most shared tags first, then its category', async () => {
    const mint = await newTag('Mint', 'Menta');
    const sage = await newTag('Sage', 'Salvia');
    const article = await newPost('Grow mint and sage', [mint.id, sage.id], { category: 'food' });
    const both = await newPost('Mint and sage tea', [mint.id, sage.id], { category: 'health' });
    const one = await newPost('Mint sauce', [mint.id], { category: 'health' });
    const sameCategory = await newPost('Bake bread', [], { category: 'food' });
    await newPost('Unrelated money tip', [], { category: 'money' });

    const api = await call<{
      post: { tags: Array<{ name: string; slug: string }>; related: Array<{ id: number }> };
    }>(t.app, {
      method: 'GET',
      url: `/api/posts/${article.translations.en!.slug}`,
      headers: { host: DOMAIN, 'x-locale': 'es' },
    });
    expect(api.body.post.tags).toEqual([
      { name: 'Menta', slug: 'menta' },
      { name: 'Salvia', slug: 'salvia' },
    ]);
    expect(api.body.post.related.map((post) => post.id)).toEqual([
      both.id,
      one.id,
      sameCategory.id,
    ]);

    const page = await get(`/es/${article.translations.es!.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('href="/es/etiqueta/menta"');
    expect(page.body).toContain('#Salvia');
    expect(page.body).toContain('data-testid="more-like-this"');
    expect(page.body).toContain('Mint and sage tea (es)');
    expect(page.body).not.toContain('Unrelated money tip');
  });

  it('the sitemaps list a tag page in each language an article carrying it is published in', async () => {
    const basil = await newTag('Basil', 'Albahaca');
    const thyme = await newTag('Thyme', 'Tomillo');
    await newPost('Basil on the windowsill', [basil.id], { es: false });
    await newPost('Thyme in pots', [thyme.id]);
    const en = (await get('/sitemap-en.xml')).body;
    expect(en).toMatch(/tag-pages\.localhost[:\d]*\/tag\/basil<\/loc>/);
    const es = (await get('/sitemap-es.xml')).body;
    expect(es).not.toContain('albahaca');
    expect(es).toContain('/es/etiqueta/tomillo</loc>');
    expect(en).toMatch(
      /<loc>http:\/\/tag-pages\.localhost[:\d]*\/tag\/thyme<\/loc><lastmod>[^<]+<\/lastmod><xhtml:link rel="alternate" hreflang="en"[^>]*\/><xhtml:link rel="alternate" hreflang="es" href="http:\/\/tag-pages\.localhost[:\d]*\/es\/etiqueta\/tomillo"/,
    );
  });

  it("a renamed tag's former slug answers 301 to its page of today, in each language", async () => {
    const lovage = await newTag('Lovage', 'Levistico');
    await newPost('Lovage soup', [lovage.id]);
    const res = await call<TagResponse>(t.app, {
      method: 'PUT',
      url: `/api/admin/tags/${lovage.id}`,
      headers: admin,
      payload: {
        translations: {
          en: { name: 'Lovage', slug: 'garden-lovage' },
          es: { name: 'Levístico', slug: 'levistico-de-jardin' },
        },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const en = await get('/tag/lovage');
    expect(en.statusCode).toBe(301);
    expect(en.headers.location).toBe('/tag/garden-lovage');
    const es = await get('/es/etiqueta/levistico');
    expect(es.statusCode).toBe(301);
    expect(es.headers.location).toBe('/es/etiqueta/levistico-de-jardin');
    expect((await get('/es/etiqueta/levistico-de-jardin')).statusCode).toBe(200);
    // The page links its feed, on its slug of today.
    expect((await get('/tag/garden-lovage')).body).toMatch(
      /<link rel="alternate" type="application\/rss\+xml" title="[^"]*" href="[^"]*\/tag\/garden-lovage\/feed\.xml"/,
    );
  });
});
