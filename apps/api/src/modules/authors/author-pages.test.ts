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
import type { AuthorResponse } from '../../contract';

/**
 * Author pages on the magazine, answered by its real server build (as category-pages.test.ts):
 * server-rendered with a localized segment per language, paginated, with Person JSON-LD, linked
 * from the article's byline and its BlogPosting, listed in the sitemaps.
 */
const DOMAIN = 'author-pages.localhost';
const ORIGIN = `http://${DOMAIN}:3000`;

let t: TestContext;
let webRoot: string;
let admin: Record<string, string>;
let siteId: number;

beforeAll(async () => {
  webRoot = await makeTestWebRoot('author-pages');
  t = await createTestContext({ WEB_ROOT: webRoot });
  siteId = (
    await createOwnSite(t, { domain: DOMAIN, name: 'Author Pages', languages: ['es', 'fr'] })
  ).id;
  admin = bearer(await login(t.app));
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: DOMAIN } });

/** The JSON-LD blocks of a page, parsed. */
function jsonLdOf(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

async function createAuthor(slug: string) {
  const res = await call<AuthorResponse>(t.app, {
    method: 'POST',
    url: '/api/admin/authors',
    headers: admin,
    payload: {
      site_id: siteId,
      name: 'Lucía Gómez',
      slug,
      translations: {
        en: { role: 'Garden Writer', bio: 'Lucía grows vegetables on a balcony.' },
        es: { role: 'Redactora de jardinería', bio: 'Lucía cultiva verduras en un balcón.' },
      },
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.author;
}

async function publish(authorId: number, title: string, es?: string) {
  const words = (text: string) => ({
    title: text,
    slug: '',
    excerpt: 'E',
    content_type: 'html',
    content: [],
    content_html: '<p>Body</p>',
    status: 'published',
    publish_at: null,
  });
  const res = await call<{ post: { translations: Record<string, { slug: string }> } }>(t.app, {
    method: 'POST',
    url: '/api/admin/posts',
    headers: admin,
    payload: {
      site_id: siteId,
      category: 'food',
      author_id: authorId,
      trending: false,
      is_advertorial: false,
      read_time: 5,
      read_time_auto: false,
      featured_image_url: null,
      translations: { en: words(title), ...(es ? { es: words(es) } : {}) },
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.post.translations;
}

describe('author pages on the magazine', () => {
  it('renders the author and their articles on the server, on each language’s segment, with Person JSON-LD and hreflang', async () => {
    const author = await createAuthor('lucia-gomez');
    await publish(author.id, 'Grow basil indoors', 'Cultivar albahaca en casa');

    const en = await get('/author/lucia-gomez');
    expect(en.statusCode, en.body.slice(0, 300)).toBe(200);
    expect(en.body).toContain('Lucía Gómez');
    expect(en.body).toContain('Garden Writer');
    expect(en.body).toContain('Grow basil indoors');
    expect(en.body).toContain(`<link rel="canonical" href="${ORIGIN}/author/lucia-gomez"/>`);
    expect(en.body).toContain(`hrefLang="es" href="${ORIGIN}/es/autor/lucia-gomez"`);
    expect(en.body).toContain(`hrefLang="fr" href="${ORIGIN}/fr/auteur/lucia-gomez"`);
    const person = jsonLdOf(en.body).find((item) => item['@type'] === 'Person');
    expect(person).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Lucía Gómez',
      url: `${ORIGIN}/author/lucia-gomez`,
      jobTitle: 'Garden Writer',
      description: 'Lucía grows vegetables on a balcony.',
    });

    const es = await get('/es/autor/lucia-gomez');
    expect(es.statusCode).toBe(200);
    expect(es.body).toContain('Redactora de jardinería');
    expect(es.body).toContain('Cultivar albahaca en casa');
    // French: the author is there, with no article in French yet (an empty page, English words).
    const fr = await get('/fr/auteur/lucia-gomez');
    expect(fr.statusCode).toBe(200);
    expect(fr.body).toContain('data-testid="author-empty"');
    // Another language's segment and ?page=1 go to the one URL; unknown authors and bad pages are 404.
    expect((await get('/es/author/lucia-gomez')).headers.location).toBe('/es/autor/lucia-gomez');
    const first = await get('/author/lucia-gomez?page=1');
    expect(first.statusCode).toBe(301);
    expect(first.headers.location).toBe('/author/lucia-gomez');
    expect((await get('/author/nobody-at-all')).statusCode).toBe(404);
    expect((await get('/author/lucia-gomez?page=0')).statusCode).toBe(404);
    expect((await get('/author/lucia-gomez?page=2')).statusCode).toBe(404);
  });

  it('paginates with rel prev/next and a canonical per page', async () => {
    const author = await createAuthor('many-pages');
    for (let i = 1; i <= 10; i++) await publish(author.id, `Tip number ${i} for pages`);
    const one = await get('/author/many-pages');
    expect(one.body).toContain(`<link rel="next" href="${ORIGIN}/author/many-pages?page=2"/>`);
    expect(one.body).not.toContain('rel="prev"');
    const two = await get('/author/many-pages?page=2');
    expect(two.statusCode).toBe(200);
    expect(two.body).toContain(`<link rel="canonical" href="${ORIGIN}/author/many-pages?page=2"/>`);
    expect(two.body).toContain(`<link rel="prev" href="${ORIGIN}/author/many-pages"/>`);
    expect(two.body).not.toContain('rel="next"');
  });

  it('links the byline to the author page and gives BlogPosting.author its url', async () => {
    const author = await createAuthor('byline-writer');
    const slugs = await publish(author.id, 'Byline test article');
    const article = await get(`/${slugs.en!.slug}`);
    expect(article.statusCode).toBe(200);
    const byline = /<a[^>]*data-testid="byline-author"[^>]*>/.exec(article.body)?.[0];
    expect(byline).toContain('href="/author/byline-writer"');
    const posting = jsonLdOf(article.body).find((item) => item['@type'] === 'BlogPosting');
    expect(posting?.author).toEqual({
      '@type': 'Person',
      name: 'Lucía Gómez',
      url: `${ORIGIN}/author/byline-writer`,
    });
  });

  it('lists author pages in the sitemaps of the languages they have published articles in', async () => {
    const author = await createAuthor('sitemap-writer');
    await publish(author.id, 'Sitemap test article', 'Artículo del sitemap');
    const en = await get('/sitemap-en.xml');
    expect(en.body).toContain(`<loc>${ORIGIN}/author/sitemap-writer</loc>`);
    const es = await get('/sitemap-es.xml');
    expect(es.body).toContain(`<loc>${ORIGIN}/es/autor/sitemap-writer</loc>`);
    const fr = await get('/sitemap-fr.xml');
    expect(fr.body).not.toContain('sitemap-writer');
  });
  it('sends a renamed author’s former slug (page and feed) to today’s for good, until another author takes it', async () => {
    const author = await createAuthor('old-writer');
    await publish(author.id, 'Renamed author article', 'Artículo de una autora renombrada');
    const renamed = await call(t.app, {
      method: 'PUT',
      url: `/api/admin/authors/${author.id}`,
      headers: admin,
      payload: { slug: 'new-writer' },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);

    const page = await get('/es/autor/old-writer');
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe('/es/autor/new-writer');
    const feed = await get('/author/old-writer/feed.xml');
    expect(feed.statusCode).toBe(301);
    expect(feed.headers.location).toBe('/author/new-writer/feed.xml');
    const today = await get('/es/autor/new-writer');
    expect(today.statusCode).toBe(200);
    expect(today.body).toContain('Artículo de una autora renombrada');

    // The old slug is free again: a new author who takes it has it, and it no longer redirects.
    await createAuthor('old-writer');
    const taken = await get('/author/old-writer');
    expect(taken.statusCode).toBe(200);
    expect(taken.body).not.toContain('Renamed author article');
    expect((await get('/author/old-writer/feed.xml')).statusCode).toBe(200);
  });
});
