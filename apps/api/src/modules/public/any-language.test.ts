import { rm } from 'node:fs/promises';
import { formatDate } from '@sitenet/i18n';
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
import { FALLBACK_COUNT_HEADER, type AdminPostResponse, type HomepageResponse, type PostResponse, type PublicLanguagesResponse, type PublicSiteResponse } from '../../contract';

/**
 * Issue 17 item 4, "any language, live": a catalogue language the magazine shipped no file for
 * (German, Hebrew) is served once a site enables it, through the public reads, the translation
 * file, the server-rendered pages (the real server build) and the sitemaps; switched off, it is
 * gone from all of them and its pages answer 404.
 */
const DOMAIN = 'any-language.localhost';

let t: TestContext;
let webRoot: string;
let admin: Record<string, string>;
let site: { id: number; languageIds: Record<string, number> };

beforeAll(async () => {
  webRoot = await makeTestWebRoot('any-language');
  t = await createTestContext({ WEB_ROOT: webRoot });
  site = await createOwnSite(t, { domain: DOMAIN, name: 'Any Language', languages: ['de', 'he'] });
  admin = bearer(await login(t.app));
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: DOMAIN, ...headers } });

const text = (title: string, slug: string) => ({
  title,
  slug,
  excerpt: `${title}.`,
  content_type: 'html',
  content: [],
  content_html: `<p>${title}</p>`,
  status: 'published',
  publish_at: null,
});

async function newPost(translations: Record<string, ReturnType<typeof text>>) {
  const res = await call<AdminPostResponse>(t.app, {
    method: 'POST',
    url: '/api/admin/posts',
    headers: admin,
    payload: {
      site_id: site.id,
      category: 'home',
      author_id: null,
      trending: false,
      is_advertorial: false,
      read_time: 5,
      read_time_auto: false,
      featured_image_url: null,
      translations,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.post;
}

async function toggle(code: string, enabled: boolean) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/languages/${site.languageIds[code]}/toggle`,
    headers: admin,
    payload: { enabled },
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('a catalogue language the magazine shipped no file for, enabled on a site', () => {
  beforeAll(async () => {
    await newPost({
      en: text('Dry herbs in a paper bag', 'dry-herbs-in-a-paper-bag'),
      de: text('Kräuter in einer Papiertüte trocknen', 'kraeuter-in-einer-papiertuete-trocknen'),
    });
    await newPost({ en: text('Only in English', 'only-in-english') });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/strings/de',
      headers: admin,
      payload: {
        site_id: site.id,
        strings: [
          { key: 'nav.mainLabel', target: 'Hauptnavigation' },
          { key: 'home.metaTitle', target: '{{siteName}}: praktische Tipps für jeden Tag' },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('is listed and available, and the public reads answer in it with only what is published in it', async () => {
    const languages = await call<PublicLanguagesResponse>(t.app, { method: 'GET', url: '/api/languages', headers: { host: DOMAIN } });
    expect(languages.body.languages.map((language) => [language.code, language.available])).toEqual([
      ['en', true],
      ['de', true],
      ['he', true],
    ]);

    const home = await call<HomepageResponse>(t.app, { method: 'GET', url: '/api/posts/homepage', headers: { host: DOMAIN, 'x-locale': 'de' } });
    expect(home.status, JSON.stringify(home.body)).toBe(200);
    const titles = JSON.stringify(home.body);
    expect(titles).toContain('Kräuter in einer Papiertüte trocknen');
    expect(titles).not.toContain('Only in English');

    const post = await call<PostResponse>(t.app, {
      method: 'GET',
      url: '/api/posts/kraeuter-in-einer-papiertuete-trocknen',
      headers: { host: DOMAIN, 'x-locale': 'de' },
    });
    expect(post.status, JSON.stringify(post.body)).toBe(200);
    expect(post.body.post.locale).toBe('de');
    expect(post.body.post.translations).toContainEqual({ locale: 'en', slug: 'dry-herbs-in-a-paper-bag' });
    const translated = await call<{ slug: string }>(t.app, { method: 'GET', url: '/api/posts/translate/dry-herbs-in-a-paper-bag/de', headers: { host: DOMAIN } });
    expect(translated.body).toEqual({ slug: 'kraeuter-in-einer-papiertuete-trocknen' });
  });

  it('has a translation file with its own route names, its stored strings and English for the rest', async () => {
    const res = await get('/translations/de.json');
    expect(res.statusCode).toBe(200);
    const file = res.json() as { routes: Record<string, string>; nav: { mainLabel: string }; footer: Record<string, string> };
    expect(file.routes).toMatchObject({ about: 'ueber-uns', contact: 'kontakt', category: 'kategorie' });
    expect(file.nav.mainLabel).toBe('Hauptnavigation');
    expect(Number(res.headers[FALLBACK_COUNT_HEADER])).toBeGreaterThan(100);
  });

  it("lists its route names in the site's facts, the only ones a browser gets beyond the five shipped", async () => {
    const res = await call<PublicSiteResponse>(t.app, { method: 'GET', url: '/api/site', headers: { host: DOMAIN } });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.site.route_names)).toEqual(['en', 'de', 'he']);
    expect(res.body.site.route_names.de).toEqual({
      about: 'ueber-uns',
      contact: 'kontakt',
      privacy: 'datenschutz',
      terms: 'agb',
      category: 'kategorie',
      tag: 'schlagwort',
      author: 'autor',
    });
    expect(res.body.site.route_names.en).toMatchObject({ about: 'about', category: 'category' });
  });

  it('renders /de with the German strings, lang="de", Intl dates, and the article with its hreflang', async () => {
    const home = await get('/de');
    expect(home.statusCode).toBe(200);
    expect(home.body).toMatch(/<html lang="de" dir="ltr"/);
    expect(home.body).toContain('aria-label="Hauptnavigation"');
    expect(home.body).toContain('Kräuter in einer Papiertüte trocknen');
    expect(home.body).not.toContain('Only in English');
    expect(home.body).toMatch(/<link rel="alternate" hrefLang="de" href="[^"]*\/de"/);

    const about = await get('/de/ueber-uns');
    expect(about.statusCode).toBe(200);

    const article = await get('/de/kraeuter-in-einer-papiertuete-trocknen');
    expect(article.statusCode).toBe(200);
    // The publication date through Intl's de-DE ("27. November 2026").
    const read = await call<PostResponse>(t.app, { method: 'GET', url: '/api/posts/kraeuter-in-einer-papiertuete-trocknen', headers: { host: DOMAIN, 'x-locale': 'de' } });
    expect(read.body.post.published_at).toBeTruthy();
    expect(article.body).toContain(formatDate(read.body.post.published_at, 'de'));
    expect(formatDate(read.body.post.published_at, 'de')).toMatch(/^\d{1,2}\. \S+ \d{4}$/);
    expect(article.body).toMatch(/<link rel="alternate" hrefLang="en" href="[^"]*\/dry-herbs-in-a-paper-bag"/);
    const english = await get('/dry-herbs-in-a-paper-bag');
    expect(english.body).toMatch(/<link rel="alternate" hrefLang="de" href="[^"]*\/de\/kraeuter-in-einer-papiertuete-trocknen"/);
    // The article only in English has no German version to point to.
    expect((await get('/only-in-english')).body).not.toMatch(/<link rel="alternate" hrefLang="de"/);
  });

  it('renders Hebrew right to left, as Arabic', async () => {
    const home = await get('/he');
    expect(home.statusCode).toBe(200);
    expect(home.body).toMatch(/<html lang="he" dir="rtl"/);
  });

  it('answers 404 in place under a catalogue language the site never enabled', async () => {
    for (const path of ['/it', '/it/chi-siamo', '/it/some-article']) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers.location, path).toBeUndefined();
    }
  });

  it('lists the language in the sitemaps', async () => {
    const index = await get('/sitemap.xml');
    expect(index.body).toContain('/sitemap-de.xml');
    const de = await get('/sitemap-de.xml');
    expect(de.statusCode).toBe(200);
    expect(de.body).toContain('/de/kraeuter-in-einer-papiertuete-trocknen</loc>');
    expect(de.body).toContain('/de/ueber-uns</loc>');
    expect(de.body).not.toContain('only-in-english');
    const en = await get('/sitemap-en.xml');
    expect(en.body).toMatch(/hreflang="de" href="[^"]*\/de\/kraeuter-in-einer-papiertuete-trocknen"/);
  });

  it('has a feed of what is published in it, titled with its stored strings (English for a key not yet translated)', async () => {
    const feed = await get('/de/feed.xml');
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain('<title>Any Language: praktische Tipps für jeden Tag</title>');
    expect(feed.body).toContain('<description>Practical, tested tips on lifestyle');
    expect(feed.body).toContain('<language>de</language>');
    expect(feed.body).toContain('Kräuter in einer Papiertüte trocknen');
    expect(feed.body).not.toContain('Only in English');
  });

  it('switched off, is gone from the list, the reads, hreflang and the sitemaps, and its pages answer 404', async () => {
    await toggle('de', false);
    try {
      const languages = await call<PublicLanguagesResponse>(t.app, { method: 'GET', url: '/api/languages', headers: { host: DOMAIN } });
      expect(languages.body.languages.map((language) => language.code)).toEqual(['en', 'he']);
      // Asked for in German, the reads answer as for any language the site does not carry: English.
      const post = await call<PostResponse>(t.app, {
        method: 'GET',
        url: '/api/posts/dry-herbs-in-a-paper-bag',
        headers: { host: DOMAIN, 'x-locale': 'de' },
      });
      expect(post.body.post.locale).toBe('en');
      expect(post.body.post.translations.map((link) => link.locale)).not.toContain('de');
      expect((await get('/api/posts/translate/dry-herbs-in-a-paper-bag/de')).statusCode).toBe(404);

      expect((await get('/de')).statusCode).toBe(404);
      expect((await get('/de/ueber-uns')).statusCode).toBe(404);
      expect((await get('/de/kraeuter-in-einer-papiertuete-trocknen')).statusCode).toBe(404);
      const english = await get('/dry-herbs-in-a-paper-bag');
      expect(english.statusCode).toBe(200);
      expect(english.body).not.toMatch(/hrefLang="de"/);
      expect(english.body).not.toMatch(/href="\/de[/"]/);

      expect((await get('/sitemap.xml')).body).not.toContain('sitemap-de');
      expect((await get('/sitemap-de.xml')).statusCode).toBe(404);
      expect((await get('/sitemap-en.xml')).body).not.toContain('hreflang="de"');
    } finally {
      await toggle('de', true);
    }
    expect((await get('/de')).statusCode).toBe(200);
  });
});
