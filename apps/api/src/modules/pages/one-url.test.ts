import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postTranslations, sites, siteSettings } from '../../db/schema';
import { createTestContext, type TestContext, makeTestWebRoot } from '../../../test/helpers';

/**
 * One URL per page, answered by the magazine's real server build (as site-identity.test.ts):
 * every other spelling of a page is sent (301) to the one the magazine links.
 */
const ARTICLE = 'try-a-no-spend-month';

let t: TestContext;
let webRoot: string;

beforeAll(async () => {
  webRoot = await makeTestWebRoot('one-url');
  await writeFile(path.join(webRoot, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestContext({ WEB_ROOT: webRoot });
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

function get(url: string, host = 'localhost') {
  return t.app.inject({ method: 'GET', url, headers: { host } });
}

async function expectRedirect(from: string, to: string, status = 301, host = 'localhost') {
  const res = await get(from, host);
  expect(res.statusCode, from).toBe(status);
  expect(res.headers.location, from).toBe(to);
  // A redirect is never kept longer than a page: a CDN does not hold a stale one for long.
  expect(res.headers['cache-control'], from).not.toContain('immutable');
}

describe('English has no prefix', () => {
  it.each([
    ['/en', '/'],
    ['/en/about', '/about'],
    [`/en/${ARTICLE}`, `/${ARTICLE}`],
    [`/en/${ARTICLE}?utm_source=mail`, `/${ARTICLE}?utm_source=mail`],
    ['/en/category/money', '/category/money'],
  ])('%s answers 301 to %s', async (from, to) => {
    await expectRedirect(from, to);
  });

  it('the target is the page itself', async () => {
    expect((await get(`/${ARTICLE}`)).statusCode).toBe(200);
  });
});

describe('no page but the root ends in a slash', () => {
  it.each([
    ['/about/', '/about'],
    ['/contact/', '/contact'],
    ['/es/', '/es'],
    ['/ar/', '/ar'],
    ['/es/sobre-nosotros/', '/es/sobre-nosotros'],
    ['/fr/a-propos/?ref=x', '/fr/a-propos?ref=x'],
    [`/${ARTICLE}/`, `/${ARTICLE}`],
    ['/category/health/', '/category/health'],
  ])('%s answers 301 to %s', async (from, to) => {
    await expectRedirect(from, to);
  });

  it('the root stays', async () => {
    expect((await get('/')).statusCode).toBe(200);
  });
});

describe('variants of a category page go to its one URL', () => {
  it.each([
    ['/es/category/money', '/es/categoria/dinero'],
    ['/es/categoria/money', '/es/categoria/dinero'],
    ['/es/categoria/argent', '/es/categoria/dinero'],
    ['/fr/category/health', '/fr/categorie/sante'],
    ['/category/dinero', '/category/money'],
    ['/es/category/money?page=2', '/es/categoria/dinero?page=2'],
    ['/es/categoria/dinero?page=1', '/es/categoria/dinero'],
    ['/category/money?page=1&utm_source=x', '/category/money?utm_source=x'],
    [`/zh/${encodeURIComponent('分类')}/money`, encodeURI('/zh/分类/理财')],
  ])('%s answers 301 to %s', async (from, to) => {
    await expectRedirect(from, to);
  });

  it.each(['/es/categoria/dinero?page=0', '/es/categoria/dinero?page=abc', '/category/money?page=-1', '/category/money?page=1.5'])(
    '%s is no page (404)',
    async (url) => {
      expect((await get(url)).statusCode).toBe(404);
    },
  );

  it('the canonical URL answers 200', async () => {
    expect((await get('/es/categoria/dinero')).statusCode).toBe(200);
  });
});

/** The language menu's links in a page's HTML: code -> href. */
function switcherLinks(html: string): Record<string, string> {
  const menu = /data-testid="language-menu"[\s\S]*?<\/details>/.exec(html)?.[0] ?? '';
  const links: Record<string, string> = {};
  for (const [tag] of menu.matchAll(/<a [^>]*>/g)) {
    const lang = /\slang="([^"]+)"/.exec(tag)?.[1];
    const href = /\shref="([^"]+)"/.exec(tag)?.[1];
    if (lang && href) links[lang] = decodeURI(href);
  }
  return links;
}

describe('an article not yet in every language', () => {
  // Published in English and Spanish only (the demo content).
  const EN = 'hosting-dinner-on-a-budget';
  const ES = 'cena-en-casa-con-poco-presupuesto';

  it('the switcher links the languages it is published in, and the home of the others', async () => {
    const res = await get(`/${EN}`);
    expect(res.statusCode).toBe(200);
    expect(switcherLinks(res.body)).toEqual({ en: `/${EN}`, es: `/es/${ES}`, ar: '/ar', fr: '/fr', zh: '/zh' });
    const spanish = await get(encodeURI(`/es/${ES}`));
    expect(switcherLinks(spanish.body)).toMatchObject({ en: `/${EN}`, es: `/es/${ES}`, fr: '/fr' });
  });

  it('a language it lacks answers a temporary 302 to the article with a notice, not a permanent 301', async () => {
    await expectRedirect(`/fr/${EN}`, `/${EN}?requested=fr`, 302);
    // Another language's slug of a translation that exists stays permanent.
    await expectRedirect(`/es/${EN}`, encodeURI(`/es/${ES}`), 301);
  });

  it('the notice speaks, and is marked as, the language asked for', async () => {
    const res = await get(`/${EN}?requested=fr`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<html[^>]*lang="en"/);
    expect(res.body).toMatch(/<p[^>]*lang="fr"[^>]*data-testid="not-translated-notice"[^>]*>[^<]*anglais/);
  });
});

describe('a site answers only its own languages and categories (Home Nest: en + zh; health, home, technology)', () => {
  const HOST = 'home.localhost';
  const hreflangs = (html: string) => [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)"/g)].map((match) => match[1]);
  const hrefs = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((match) => decodeURI(match[1]!));

  it.each(['/es', '/ar', '/fr', '/es/sobre-nosotros', '/fr/categorie/sante', '/ar/category/health'])(
    'a language it does not carry: %s is 404',
    async (url) => {
      expect((await get(encodeURI(url), HOST)).statusCode).toBe(404);
    },
  );

  it.each(['/category/lifestyle', '/category/money', '/category/food', '/category/travel', '/zh/category/money'])(
    'a category it does not carry: %s is 404',
    async (url) => {
      expect((await get(url, HOST)).statusCode).toBe(404);
    },
  );

  it('its own languages and categories answer', async () => {
    for (const url of ['/', '/zh', '/category/health', '/category/technology', encodeURI('/zh/分类/科技')]) {
      expect((await get(url, HOST)).statusCode, url).toBe(200);
    }
  });

  it('hreflang, the switcher and the navigation name only what it carries; every category it carries is linked', async () => {
    const html = (await get('/about', HOST)).body;
    expect(hreflangs(html).sort()).toEqual(['en', 'x-default', 'zh']);
    expect(Object.keys(switcherLinks(html)).sort()).toEqual(['en', 'zh']);
    const links = hrefs(html);
    for (const gone of ['lifestyle', 'money', 'food', 'travel', 'career']) expect(links, gone).not.toContain(`/category/${gone}`);
    for (const kept of ['health', 'home', 'technology']) expect(links, kept).toContain(`/category/${kept}`);
    // The spec's header keeps its entries the site carries, in order.
    const nav = /<nav[^>]*aria-label="Main navigation"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
    expect(hrefs(nav)).toEqual(['/', '/category/health', '/category/home']);
  });

  it('the home page sends no call to action into a category it does not carry', async () => {
    const links = hrefs((await get('/', HOST)).body);
    expect(links).not.toContain('/category/lifestyle');
    expect(links).not.toContain('/category/money');
  });

  it('its sitemaps list only its languages and categories', async () => {
    const index = (await get('/sitemap.xml', HOST)).body;
    expect([...index.matchAll(/<loc>[^<]*\/(sitemap-[a-z]+\.xml)<\/loc>/g)].map((match) => match[1])).toEqual([
      'sitemap-en.xml',
      'sitemap-zh.xml',
    ]);
    expect((await get('/sitemap-es.xml', HOST)).statusCode).toBe(404);
    const english = (await get('/sitemap-en.xml', HOST)).body;
    expect(english).not.toMatch(/hreflang="(es|ar|fr)"/);
    expect(english).not.toMatch(/\/category\/(lifestyle|money|food|travel)</);
  });

  it('the network site still carries every language and category', async () => {
    const html = (await get('/about')).body;
    expect(hreflangs(html).sort()).toEqual(['ar', 'en', 'es', 'fr', 'x-default', 'zh']);
    const nav = /<nav[^>]*aria-label="Main navigation"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
    expect(hrefs(nav)).toHaveLength(7);
    expect(hrefs(html)).toContain('/category/technology');
    expect(hrefs(html)).toContain('/category/career');
  });
});

describe('paginated lists and dates', () => {
  const head = (html: string, rel: string) => new RegExp(`<link rel="${rel}" href="([^"]*)"`).exec(html)?.[1];
  const alternate = (html: string, code: string) =>
    new RegExp(`<link rel="alternate" hrefLang="${code}" href="([^"]*)"`).exec(html)?.[1];
  const jsonLd = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (match) => JSON.parse(match[1]!) as Record<string, unknown>,
    );
  const posting = (html: string) => jsonLd(html).find((item) => item['@type'] === 'BlogPosting')!;

  it('a category page links its next page, and the next its previous, with hreflang on both', async () => {
    const first = (await get('/category/lifestyle')).body;
    expect(head(first, 'prev')).toBeUndefined();
    expect(head(first, 'next')).toBe('http://localhost:3000/category/lifestyle?page=2');
    const second = (await get('/category/lifestyle?page=2')).body;
    expect(head(second, 'canonical')).toBe('http://localhost:3000/category/lifestyle?page=2');
    expect(head(second, 'prev')).toBe('http://localhost:3000/category/lifestyle');
    expect(head(second, 'next')).toBeUndefined();
    expect(alternate(second, 'es')).toBe('http://localhost:3000/es/categoria/estilo-de-vida?page=2');
    expect(alternate(second, 'x-default')).toBe('http://localhost:3000/category/lifestyle?page=2');
  });

  it("the sitemap's lastmod of imported content is its own date, not the import's", async () => {
    const sitemap = (await get('/sitemap-en.xml')).body;
    const entry = new RegExp(`<loc>http://localhost:3000/${ARTICLE}</loc><lastmod>([^<]*)</lastmod>`).exec(sitemap);
    // The demo file dates its English text 2026-05-04 08:15 UTC.
    expect(entry?.[1]).toBe('2026-05-04T08:15:00.000Z');
    const html = (await get(`/${ARTICLE}`)).body;
    expect(posting(html)).toMatchObject({ datePublished: '2026-05-04T08:15:00.000Z', dateModified: '2026-05-04T08:15:00.000Z' });
  });

  it("dateModified is the last change of that translation, and the sitemap's lastmod follows it", async () => {
    const EN = 'hosting-dinner-on-a-budget';
    const ES = 'cena-en-casa-con-poco-presupuesto';
    const changed = new Date('2026-06-01T10:00:00.000Z');
    await t.database.db
      .update(postTranslations)
      .set({ updatedAt: changed })
      .where(and(eq(postTranslations.slug, ES), eq(postTranslations.locale, 'es')));
    t.app.ctx.invalidate();
    const spanish = posting((await get(encodeURI(`/es/${ES}`))).body);
    expect(spanish.dateModified).toBe(changed.toISOString());
    expect(spanish.datePublished).not.toBe(changed.toISOString());
    // The English text did not change.
    const english = posting((await get(`/${EN}`)).body);
    expect(english.dateModified).toBe(english.datePublished);
    const sitemap = (await get('/sitemap-es.xml')).body;
    expect(sitemap).toContain(`<loc>http://localhost:3000${encodeURI(`/es/${ES}`)}</loc><lastmod>${changed.toISOString()}</lastmod>`);
  });
});

describe('feeds and the icon', () => {
  const feedLink = (html: string) =>
    /<link rel="alternate" type="application\/rss\+xml" title="([^"]*)" href="([^"]*)"/.exec(html)?.slice(1);

  it.each([
    ['/', 'http://localhost:3000/feed.xml'],
    ['/es/sobre-nosotros', 'http://localhost:3000/es/feed.xml'],
    [`/${ARTICLE}`, 'http://localhost:3000/feed.xml'],
    ['/fr/categorie/sante', 'http://localhost:3000/fr/feed.xml'],
    ['/no-such-article-anywhere', 'http://localhost:3000/feed.xml'],
  ])('%s announces its language’s feed', async (url, feed) => {
    expect(feedLink((await get(url)).body)).toEqual(['Tips Magazine', feed]);
    const path = new URL(feed).pathname;
    const res = await get(path);
    expect(res.statusCode, path).toBe(200);
    expect(res.headers['content-type']).toContain('application/rss+xml');
  });

  it('/favicon.ico answers the icon, not an HTML page', async () => {
    const res = await get('/favicon.ico');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.body).toContain('<svg');
  });

  it("a site with an icon of its own sends /favicon.ico there", async () => {
    const [site] = await t.database.db.select({ id: sites.id }).from(sites).where(eq(sites.domain, 'money.localhost'));
    await t.database.db
      .insert(siteSettings)
      .values({ siteId: site!.id, data: { identity: { favicon_url: 'https://cdn.example.com/icon.png' } } })
      .onConflictDoUpdate({ target: siteSettings.siteId, set: { data: { identity: { favicon_url: 'https://cdn.example.com/icon.png' } } } });
    t.app.ctx.invalidate();
    const res = await get('/favicon.ico', 'money.localhost');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://cdn.example.com/icon.png');
  });
});
