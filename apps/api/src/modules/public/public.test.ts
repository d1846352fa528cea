import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { categories, sites } from '../../db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, type TestContext } from '../../../test/helpers';
import {
  PUBLIC_PAGE_SIZE,
  type ErrorBody,
  type HomepageResponse,
  type PostResponse,
  type PostsListResponse,
  type PublicLanguagesResponse,
  type SearchResponse,
  type TranslateResponse,
} from '../../contract';
import { DEMO_CONTENT_DIR } from '../../env';
import { readContentFolder } from '../content/content-folder';
import { PUBLIC_CACHE_CONTROL } from './routes';

/** The demo articles (content folder), seen as the tests read them: the original's state and tips. */
const ALL_ARTICLES = (await readContentFolder(DEMO_CONTENT_DIR)).articles.map((article) => ({
  key: article.key,
  category: article.category,
  is_advertorial: article.is_advertorial,
  published: article.translations.en!.status === 'published',
  tips: article.translations.en!.content.map((tip) => ({
    rating: tip.rating,
    cta: tip.cta_link ? { link: tip.cta_link, company_name: tip.company_name } : undefined,
  })),
  translations: Object.fromEntries(
    Object.entries(article.translations).map(([code, text]) => [code, { ...text, tips: text.content }]),
  ) as unknown as Record<'en', { slug: string; title: string; excerpt: string; tips: { title: string }[] }> &
    Partial<Record<'es' | 'ar' | 'fr' | 'zh', { slug: string; title: string; excerpt: string; tips: { title: string }[] }>>,
}));

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const get = <T = ErrorBody>(url: string, headers: Record<string, string> = {}) =>
  call<T>(t.app, { method: 'GET', url, headers: { host: 'localhost:3000', ...headers } });

const published = ALL_ARTICLES.filter((article) => article.published);
const fullyTranslated = published.find((a) => a.translations.es && a.translations.ar && a.translations.fr && a.translations.zh)!;
const draft = ALL_ARTICLES.find((article) => !article.published);
const missingLocale = (() => {
  for (const article of published) {
    for (const locale of ['es', 'ar', 'fr', 'zh'] as const) {
      if (!article.translations[locale]) return { article, locale };
    }
  }
  return undefined;
})();

describe('GET /api/posts/homepage', () => {
  it('returns up to 6 trending and 6 latest published cards with cache headers', async () => {
    const { status, body, res } = await get<HomepageResponse>('/api/posts/homepage');
    expect(status).toBe(200);
    expect(body.trending.length).toBeGreaterThan(0);
    expect(body.trending.length).toBeLessThanOrEqual(6);
    expect(body.featured).toHaveLength(6);
    for (const card of body.trending) expect(card.trending).toBe(true);
    const dates = body.featured.map((card) => Date.parse(card.published_at!));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const card = body.featured[0]!;
    expect(card.author).toBeTruthy();
    expect(card.author_name).toBe(card.author);
    expect(card.author_avatar).toMatch(/^\/avatars\//);
    expect(res.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(res.headers.etag).toMatch(/^"[^"]+"$/);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('/api/posts/homepage', { 'x-locale': 'fr' });
    const etag = first.res.headers.etag as string;
    const second = await get('/api/posts/homepage', { 'x-locale': 'fr', 'if-none-match': etag });
    expect(second.status).toBe(304);
    expect(second.res.body).toBe('');
    const other = await get('/api/posts/homepage', { 'x-locale': 'fr', 'if-none-match': '"stale"' });
    expect(other.status).toBe(200);
  });

  it('compresses for clients that accept it, with a validator per encoding', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/posts/homepage', headers: { host: 'localhost:3000' } });
    const br = await t.app.inject({
      method: 'GET',
      url: '/api/posts/homepage',
      headers: { host: 'localhost:3000', 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const again = await get('/api/posts/homepage', { 'accept-encoding': 'br', 'if-none-match': br.headers.etag as string });
    expect(again.status).toBe(304);
    expect(again.res.headers.etag).toBe(br.headers.etag);
  });

  it('writes cards in the requested locale and treats unknown locales as English', async () => {
    const es = await get<HomepageResponse>('/api/posts/homepage', { 'x-locale': 'es' });
    const en = await get<HomepageResponse>('/api/posts/homepage');
    const unknown = await get<HomepageResponse>('/api/posts/homepage', { 'x-locale': 'xx' });
    expect(unknown.body).toEqual(en.body);
    expect(es.body.featured.map((card) => card.title)).not.toEqual(en.body.featured.map((card) => card.title));
  });

  it('never shows drafts', async () => {
    const { body } = await get<HomepageResponse>('/api/posts/homepage');
    const draftSlugs = ALL_ARTICLES.filter((a) => !a.published).map((a) => a.translations.en.slug);
    for (const card of [...body.trending, ...body.featured]) expect(draftSlugs).not.toContain(card.slug);
  });
});

describe('GET /api/posts (category pages)', () => {
  it('pages a category by 9 with pagination.last_page', async () => {
    const total = published.filter((a) => a.category === 'money').length;
    const { status, body } = await get<PostsListResponse>('/api/posts?category=money&page=1');
    expect(status).toBe(200);
    expect(body.pagination).toEqual({
      current_page: 1,
      last_page: Math.max(1, Math.ceil(total / PUBLIC_PAGE_SIZE)),
      per_page: PUBLIC_PAGE_SIZE,
      total,
    });
    expect(body.posts).toHaveLength(Math.min(total, PUBLIC_PAGE_SIZE));
    for (const card of body.posts) expect(card.category).toBe('money');
  });

  it('lists in a locale only the posts published in it, counted per locale (no English fallback)', async () => {
    const inSpanish = published.filter((a) => a.category === 'money' && a.translations.es);
    expect(inSpanish.length).toBeLessThan(published.filter((a) => a.category === 'money').length);
    const { body } = await get<PostsListResponse>('/api/posts?category=money&page=1', { 'x-locale': 'es' });
    expect(body.pagination.total).toBe(inSpanish.length);
    const spanishSlugs = inSpanish.map((a) => a.translations.es!.slug);
    for (const card of body.posts) expect(spanishSlugs).toContain(card.slug);
  });

  it('answers 404 JSON past the last page', async () => {
    const { body } = await get<PostsListResponse>('/api/posts?category=health');
    const beyond = await get(`/api/posts?category=health&page=${body.pagination.last_page + 1}`);
    expect(beyond.status).toBe(404);
    expect(beyond.body.message).toBeTruthy();
  });

  it('serves page 1 of an empty category with last_page 1', async () => {
    // A category of the Home Nest site that holds no articles yet.
    const [home] = await t.database.db.select({ id: sites.id }).from(sites).where(eq(sites.domain, 'home.localhost'));
    await t.database.db.insert(categories).values({ siteId: home!.id, key: 'empty-shelf', emoji: '📦', gradient: 'linear-gradient(135deg, #fbcfe8 0%, #d8b4fe 100%)', position: 50 });
    t.app.ctx.invalidate(home!.id);
    const res = await call<PostsListResponse>(t.app, {
      method: 'GET',
      url: '/api/posts?category=empty-shelf&page=1',
      headers: { host: 'home.localhost:3000' },
    });
    expect(res.status).toBe(200);
    expect(res.body.posts).toEqual([]);
    expect(res.body.pagination.last_page).toBe(1);
    // A category the site does not carry is no valid value (the magazine's page for it is a 404).
    const lifestyle = await call(t.app, { method: 'GET', url: '/api/posts?category=lifestyle', headers: { host: 'home.localhost:3000' } });
    expect(lifestyle.status).toBe(400);
  });

  it('rejects bad queries with 400', async () => {
    for (const url of [
      '/api/posts',
      '/api/posts?category=gardening',
      '/api/posts?category=money&page=abc',
      '/api/posts?category=money&page=0',
      '/api/posts?category=money&sort=new',
    ]) {
      const res = await get(url);
      expect(res.status, url).toBe(400);
      expect(res.body.errors, url).toBeDefined();
    }
  });
});

describe('GET /api/posts/{slug}', () => {
  it('returns the article in the requested locale with tips, author maps and hreflang links', async () => {
    const es = fullyTranslated.translations.es!;
    const { status, body } = await get<PostResponse>(`/api/posts/${encodeURIComponent(es.slug)}`, { 'x-locale': 'es' });
    expect(status).toBe(200);
    const post = body.post;
    expect(post).toMatchObject({ title: es.title, slug: es.slug, excerpt: es.excerpt, locale: 'es', content_type: 'json' });
    expect(post.content).toHaveLength(fullyTranslated.tips.length);
    expect(post.content[0]).toMatchObject({ number: 1, title: es.tips[0]!.title, rating: fullyTranslated.tips[0]!.rating });
    expect(post.author_data?.role).toHaveProperty('es');
    expect(post.author_data?.bio).toHaveProperty('en');
    expect(post.translations.map((link) => link.locale).sort()).toEqual(['ar', 'en', 'es', 'fr', 'zh']);
    expect(post.is_advertorial).toBe(fullyTranslated.is_advertorial);
    // The demo article's illustration (content/demo/media): a srcset of its variants, alt in Spanish.
    expect(post.image).toMatchObject({ width: 1280, height: 720, src: post.featured_image_url });
    expect(post.image!.webp).toContain('640.webp 640w');
    expect(post.image!.alt).toMatch(/^Ilustración abstracta/);
  });

  it('serves articles by their Arabic and Chinese slugs (long once percent-encoded)', async () => {
    const longest = [...published]
      .filter((a) => a.translations.ar)
      .sort((a, b) => b.translations.ar!.slug.length - a.translations.ar!.slug.length)[0]!;
    const ar = await get<PostResponse>(`/api/posts/${encodeURIComponent(longest.translations.ar!.slug)}`, { 'x-locale': 'ar' });
    expect(ar.status).toBe(200);
    expect(ar.body.post.title).toBe(longest.translations.ar!.title);
    const zh = fullyTranslated.translations.zh!;
    const res = await get<PostResponse>(`/api/posts/${encodeURIComponent(zh.slug)}`, { 'x-locale': 'zh' });
    expect(res.body.post.slug).toBe(zh.slug);
  });

  it('finds the article by a slug of another locale and answers in the requested locale', async () => {
    const { body } = await get<PostResponse>(`/api/posts/${fullyTranslated.key}`, { 'x-locale': 'fr' });
    expect(body.post.slug).toBe(fullyTranslated.translations.fr!.slug);
    expect(body.post.title).toBe(fullyTranslated.translations.fr!.title);
  });

  it('serves CTA fields on tips that have one', async () => {
    const withCta = published.find((a) => a.tips.some((tip) => tip.cta))!;
    const index = withCta.tips.findIndex((tip) => tip.cta);
    const { body } = await get<PostResponse>(`/api/posts/${withCta.key}`);
    const tip = body.post.content[index]!;
    expect(tip.cta_link).toBe(withCta.tips[index]!.cta!.link);
    expect(tip.company_name).toBe(withCta.tips[index]!.cta!.company_name);
    expect(tip.cta_text).toBeTruthy();
  });

  it('serves the original when the requested language has no published translation, saying so in locale and slug', async () => {
    const { article, locale } = missingLocale!;
    const { body } = await get<PostResponse>(`/api/posts/${article.key}`, { 'x-locale': locale });
    expect(body.post).toMatchObject({ title: article.translations.en.title, slug: article.translations.en.slug, locale: 'en' });
    expect(body.post.translations.map((link) => link.locale)).not.toContain(locale);
    expect(Number.isNaN(Date.parse(body.post.updated_at!))).toBe(false);
  });

  it('answers 404 for unknown slugs and drafts', async () => {
    expect((await get('/api/posts/no-such-article')).status).toBe(404);
    if (draft) expect((await get(`/api/posts/${draft.key}`)).status).toBe(404);
  });
});

describe('GET /api/posts/translate/{slug}/{locale}', () => {
  it('maps a slug from any locale to the target locale', async () => {
    const { es, zh, en } = fullyTranslated.translations;
    const toZh = await get<TranslateResponse>(`/api/posts/translate/${encodeURIComponent(es!.slug)}/zh`);
    expect(toZh.status).toBe(200);
    expect(toZh.body).toEqual({ slug: zh!.slug });
    const toEn = await get<TranslateResponse>(`/api/posts/translate/${encodeURIComponent(zh!.slug)}/en`);
    expect(toEn.body).toEqual({ slug: en.slug });
  });

  it('answers 404 when the target translation or the article is missing, 400 for a bad locale', async () => {
    if (missingLocale) {
      const res = await get(`/api/posts/translate/${missingLocale.article.key}/${missingLocale.locale}`);
      expect(res.status).toBe(404);
    }
    expect((await get('/api/posts/translate/no-such-article/es')).status).toBe(404);
    expect((await get(`/api/posts/translate/${fullyTranslated.key}/xx`)).status).toBe(400);
  });
});

describe('GET /api/languages', () => {
  it('lists the enabled languages of the site named by ?domain, with available', async () => {
    const { status, body } = await get<PublicLanguagesResponse>('/api/languages?domain=localhost');
    expect(status).toBe(200);
    expect(body.languages.map((language) => language.code)).toEqual(['en', 'es', 'ar', 'fr', 'zh']);
    for (const language of body.languages) expect(language.available).toBe(true);
  });

  it('uses the Host header without ?domain and falls back to localhost for unknown hosts', async () => {
    const byHost = await call<PublicLanguagesResponse>(t.app, { method: 'GET', url: '/api/languages', headers: { host: 'home.localhost:3000' } });
    expect(byHost.body.languages.map((language) => language.code)).toEqual(['en', 'zh']);
    const unknown = await get<PublicLanguagesResponse>('/api/languages?domain=unknown.example');
    const local = await get<PublicLanguagesResponse>('/api/languages?domain=localhost');
    expect(unknown.body).toEqual(local.body);
  });
});

describe('GET /api/search', () => {
  it('finds posts published in the locale by title', async () => {
    const word = fullyTranslated.translations.en.title.split(' ').find((w) => w.length > 5)!;
    const { status, body } = await get<SearchResponse>(`/api/search?q=${encodeURIComponent(word)}`);
    expect(status).toBe(200);
    expect(body.posts.map((card) => card.id).length).toBeGreaterThan(0);
    const es = await get<SearchResponse>(`/api/search?q=${encodeURIComponent(fullyTranslated.translations.es!.title.slice(0, 12))}`, { 'x-locale': 'es' });
    expect(es.body.posts.some((card) => card.slug === fullyTranslated.translations.es!.slug)).toBe(true);
  });

  it('treats quotes and SQL as plain text', async () => {
    const search = await get<SearchResponse>(`/api/search?q=${encodeURIComponent("o'hara'); drop table posts; --")}`);
    expect(search.status).toBe(200);
    expect(search.body.posts).toEqual([]);
    const article = await get(`/api/posts/${encodeURIComponent("x'; drop table posts; --")}`);
    expect(article.status).toBe(404);
    expect((await get('/api/posts/homepage')).status).toBe(200);
  });

  it('validates q', async () => {
    expect((await get('/api/search?q=a')).status).toBe(400);
    expect((await get('/api/search')).status).toBe(400);
  });
});
