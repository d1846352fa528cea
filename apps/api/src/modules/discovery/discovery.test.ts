import { buildPath, CATEGORIES, type Locale } from '@sitenet/i18n';
import { sql } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createTestContext, login, type TestContext } from '../../../test/helpers';

/** Outside production the sites' URLs are on http and the listening port (PORT, 3000 by default). */
const ORIGIN = 'http://localhost:3000';
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  isArray: (name) => ['sitemap', 'url', 'xhtml:link', 'item'].includes(name),
});

interface SitemapXml {
  sitemapindex?: { sitemap: Array<{ loc: string; lastmod?: string }> };
  urlset?: {
    url: Array<{
      loc: string;
      lastmod?: string;
      'xhtml:link'?: Array<{ hreflang: string; href: string }>;
      'image:image'?: { 'image:loc': string };
    }>;
  };
}

interface FeedXml {
  rss: {
    version: string;
    channel: {
      title: string;
      link: string;
      language: string;
      'atom:link': { href: string };
      item?: Array<{ title: string; link: string; guid: { '#text': string }; pubDate: string; description: string; 'content:encoded': string }>;
    };
  };
}

const absolute = (path: string, origin = ORIGIN) => new URL(path, origin).href;

async function getXml<T>(t: TestContext, url: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers } });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  expect(XMLValidator.validate(res.body)).toBe(true);
  return { res, xml: parser.parse(res.body) as T };
}

/** What the database says is published on the `localhost` site in a language, newest first. */
async function published(t: TestContext, locale: Locale) {
  const result = await t.database.db.execute(sql`
    select t.post_id, t.slug, p.category, a.slug as author_slug from post_translations t join posts p on p.id = t.post_id
    join sites s on s.id = p.site_id left join authors a on a.id = p.author_id
    where s.domain = 'localhost' and t.live and t.locale = ${locale}
    order by t.published_at desc nulls last, p.id desc`);
  return (result as unknown as { rows: Array<{ post_id: number; slug: string; category: string | null; author_slug: string | null }> }).rows;
}

/** Every page a language's sitemap must list: home, static pages, its categories, its published translations, their authors' pages. */
async function expectedSitemapUrls(t: TestContext, locale: Locale): Promise<string[]> {
  const rows = await published(t, locale);
  const categories = CATEGORIES.filter((category) => rows.some((row) => row.category === category));
  return [
    buildPath({ name: 'home' }, locale),
    ...(['about', 'contact', 'privacy', 'terms'] as const).map((name) => buildPath({ name }, locale)),
    ...categories.map((category) => buildPath({ name: 'category', category }, locale)),
    ...rows.map((row) => buildPath({ name: 'article', slug: row.slug }, locale)),
    ...[...new Set(rows.flatMap((row) => (row.author_slug ? [row.author_slug] : [])))].map((slug) => buildPath({ name: 'author', slug }, locale)),
  ].map((path) => absolute(path));
}

describe('discovery: robots.txt, sitemaps, feeds', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('robots.txt allows crawling but /go/ and names the sitemap on the site\'s own origin', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'localhost:3000' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe('User-agent: *\nAllow: /\nDisallow: /go/\n\nSitemap: http://localhost:3000/sitemap.xml\n');
  });

  it('names the site\'s own origin whatever address, port or proxy the request came through', async () => {
    for (const headers of [
      { host: '127.0.0.1:3412' } as Record<string, string>,
      { host: 'localhost', 'x-forwarded-proto': 'https' },
      { host: 'localhost:9999', 'x-forwarded-host': 'elsewhere.example' },
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/robots.txt', headers });
      expect(res.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
      const { xml } = await getXml<SitemapXml>(t, '/sitemap.xml', headers);
      expect(xml.sitemapindex!.sitemap[0]!.loc).toBe(`${ORIGIN}/sitemap-en.xml`);
    }
  });

  it('robots.txt on the admin host keeps crawlers out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'admin.localhost' } });
    expect(res.body).toBe('User-agent: *\nDisallow: /\n');
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'admin.localhost' } });
    expect(sitemap.statusCode).toBe(404);
  });

  it('the sitemap index lists one sitemap per language of the site, with lastmod', async () => {
    const { res, xml } = await getXml<SitemapXml>(t, '/sitemap.xml');
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=60, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400');
    const entries = xml.sitemapindex!.sitemap;
    expect(entries.map((entry) => entry.loc)).toEqual(
      ['en', 'es', 'ar', 'fr', 'zh'].map((locale) => `${ORIGIN}/sitemap-${locale}.xml`),
    );
    for (const entry of entries) expect(Number.isNaN(Date.parse(entry.lastmod ?? ''))).toBe(false);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const { res } = await getXml(t, '/sitemap-es.xml');
    const again = await t.app.inject({
      method: 'GET',
      url: '/sitemap-es.xml',
      headers: { host: 'localhost', 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });

  it.each(['en', 'es', 'ar', 'fr', 'zh'] as const)('the %s sitemap lists exactly its published pages', async (locale) => {
    const { xml } = await getXml<SitemapXml>(t, `/sitemap-${locale}.xml`);
    const expected = await expectedSitemapUrls(t, locale);
    const listed = xml.urlset!.url.map((url) => url.loc);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...expected].sort());
  });

  it('links each article to its published translations (hreflang) and to English as x-default', async () => {
    const { xml } = await getXml<SitemapXml>(t, '/sitemap-fr.xml');
    const [article] = await published(t, 'fr');
    const result = await t.database.db.execute(
      sql`select locale, slug from post_translations where post_id = ${article!.post_id} order by locale`,
    );
    const translations = (result as unknown as { rows: Array<{ locale: Locale; slug: string }> }).rows;
    const entry = xml.urlset!.url.find((url) => url.loc === absolute(buildPath({ name: 'article', slug: article!.slug }, 'fr')));
    expect(entry).toBeDefined();
    const english = translations.find((translation) => translation.locale === 'en')!;
    expect(entry!['xhtml:link']).toEqual(
      expect.arrayContaining([
        ...translations.map((translation) => ({
          rel: 'alternate',
          hreflang: translation.locale,
          href: absolute(buildPath({ name: 'article', slug: translation.slug }, translation.locale)),
        })),
        { rel: 'alternate', hreflang: 'x-default', href: absolute(buildPath({ name: 'article', slug: english.slug }, 'en')) },
      ]),
    );
    expect(entry!['xhtml:link']).toHaveLength(translations.length + 1);
    expect(Number.isNaN(Date.parse(entry!.lastmod ?? ''))).toBe(false);
  });

  it('lists each article\'s featured image (image sitemap), and no image for pages without one', async () => {
    const { res, xml } = await getXml<SitemapXml>(t, '/sitemap-es.xml');
    expect(res.body).toContain('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"');
    const [article] = await published(t, 'es');
    const result = await t.database.db.execute(sql`select featured_image_url as url from posts where id = ${article!.post_id}`);
    const image = (result as unknown as { rows: Array<{ url: string }> }).rows[0]!.url;
    expect(image).toMatch(/^\/media\//);
    const entry = xml.urlset!.url.find((url) => url.loc === absolute(buildPath({ name: 'article', slug: article!.slug }, 'es')));
    expect(entry!['image:image']).toEqual({ 'image:loc': absolute(image) });
    const home = xml.urlset!.url.find((url) => url.loc === absolute(buildPath({ name: 'home' }, 'es')));
    expect(home!['image:image']).toBeUndefined();
  });

  it('links the home page between all languages with localized category routes', async () => {
    const { xml } = await getXml<SitemapXml>(t, '/sitemap-es.xml');
    const home = xml.urlset!.url.find((url) => url.loc === `${ORIGIN}/es`);
    expect(home!['xhtml:link']!.map((link) => link.hreflang).sort()).toEqual(['ar', 'en', 'es', 'fr', 'x-default', 'zh']);
    expect(xml.urlset!.url.map((url) => url.loc)).toContain(`${ORIGIN}/es/categoria/salud`);
  });

  it.each(['en', 'es', 'zh'] as const)('the %s feed is RSS 2.0 of the newest published translations', async (locale) => {
    const path = locale === 'en' ? '/feed.xml' : `/${locale}/feed.xml`;
    const { res, xml } = await getXml<FeedXml>(t, path);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const { channel } = xml.rss;
    expect(xml.rss.version).toBe('2.0');
    expect(channel.language).toBe(locale);
    expect(channel.link).toBe(absolute(buildPath({ name: 'home' }, locale)));
    expect(channel['atom:link'].href).toBe(absolute(path));
    const expected = (await published(t, locale)).slice(0, 20).map((row) => absolute(buildPath({ name: 'article', slug: row.slug }, locale)));
    const items = channel.item ?? [];
    expect(items.map((item) => item.link)).toEqual(expected);
    for (const item of items) {
      expect(item.guid['#text']).toBe(item.link);
      expect(item.title.length).toBeGreaterThan(0);
      expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
      // The full text (issue 17): the demo's articles are tips, each a numbered heading.
      expect(item['content:encoded']).toMatch(/^<h2>1\. .+<\/h2><p>/);
    }
  });

  it('lists only the languages the site has enabled', async () => {
    // home.localhost: English and Chinese.
    const { xml } = await getXml<SitemapXml>(t, '/sitemap.xml', { host: 'home.localhost' });
    expect(xml.sitemapindex!.sitemap.map((entry) => entry.loc)).toEqual([
      'http://home.localhost:3000/sitemap-en.xml',
      'http://home.localhost:3000/sitemap-zh.xml',
    ]);
    const es = await t.app.inject({ method: 'GET', url: '/sitemap-es.xml', headers: { host: 'home.localhost' } });
    expect(es.statusCode).toBe(404);
    const feed = await t.app.inject({ method: 'GET', url: '/es/feed.xml', headers: { host: 'home.localhost' } });
    expect(feed.statusCode).toBe(404);
  });

  it('a site in maintenance answers 503 with Retry-After; an inactive one 404; both in XML', async () => {
    const maintenance = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'money.localhost' } });
    expect(maintenance.statusCode).toBe(503);
    expect(maintenance.headers['retry-after']).toBe('300');
    expect(maintenance.headers['cache-control']).toBe('no-store');
    expect(maintenance.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(XMLValidator.validate(maintenance.body)).toBe(true);
    expect(parser.parse(maintenance.body)).toEqual({ '?xml': expect.anything(), error: { status: '503', '#text': 'This site is under maintenance' } });
    for (const url of ['/feed.xml', '/sitemap.xml', '/sitemap-en.xml', '/es/feed.xml']) {
      const inactive = await t.app.inject({ method: 'GET', url, headers: { host: 'travel.localhost' } });
      expect(inactive.statusCode, url).toBe(404);
      expect(inactive.headers['content-type'], url).toBe('application/xml; charset=utf-8');
      expect(XMLValidator.validate(inactive.body), url).toBe(true);
    }
  });

  it('answers XML for a sitemap or feed an open site does not have', async () => {
    for (const url of ['/sitemap-es.xml', '/es/feed.xml', '/sitemap-en-99.xml']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { host: 'home.localhost' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('application/xml; charset=utf-8');
      expect((parser.parse(res.body) as { error: { status: string } }).error.status, url).toBe('404');
    }
  });

  it('robots.txt keeps crawlers out of an inactive site and asks them to come back during maintenance', async () => {
    const inactive = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'travel.localhost' } });
    expect(inactive.statusCode).toBe(200);
    expect(inactive.body).toBe('User-agent: *\nDisallow: /\n');
    const maintenance = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: 'money.localhost' } });
    expect(maintenance.statusCode).toBe(503);
    expect(maintenance.headers['retry-after']).toBe('300');
    expect(maintenance.headers['cache-control']).toBe('no-store');
    expect(maintenance.body).not.toContain('Sitemap:');
  });

  it('the feed is titled with the site\'s own name', async () => {
    const { xml } = await getXml<FeedXml>(t, '/feed.xml', { host: 'home.localhost' });
    expect(xml.rss.channel.title).toBe('Home Nest: practical tips for everyday life');
    expect(xml.rss.channel.link).toBe('http://home.localhost:3000/');
  });

  it('follows writes: a disabled language leaves the index, a site toggle takes effect at once', async () => {
    const token = await login(t.app);
    const languages = await call<{ languages: Array<{ id: number; code: string }> }>(t.app, {
      method: 'GET',
      url: '/api/admin/languages?site_id=1',
      headers: bearer(token),
    });
    const french = languages.body.languages.find((language) => language.code === 'fr')!;
    await getXml(t, '/sitemap-fr.xml'); // cached now

    const off = await call(t.app, {
      method: 'POST',
      url: `/api/admin/languages/${french.id}/toggle`,
      headers: bearer(token),
      payload: { enabled: false },
    });
    expect(off.status).toBe(200);
    const { xml } = await getXml<SitemapXml>(t, '/sitemap.xml');
    expect(xml.sitemapindex!.sitemap.map((entry) => entry.loc)).not.toContain(`${ORIGIN}/sitemap-fr.xml`);
    expect((await t.app.inject({ method: 'GET', url: '/sitemap-fr.xml', headers: { host: 'localhost' } })).statusCode).toBe(404);
    await call(t.app, { method: 'POST', url: `/api/admin/languages/${french.id}/toggle`, headers: bearer(token), payload: { enabled: true } });

    const toggle = await call(t.app, { method: 'POST', url: '/api/admin/sites/1/toggle-maintenance', headers: bearer(token) });
    expect(toggle.status).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/feed.xml', headers: { host: 'localhost' } })).statusCode).toBe(503);
    await call(t.app, { method: 'POST', url: '/api/admin/sites/1/toggle-maintenance', headers: bearer(token) });
    await getXml(t, '/feed.xml');
  });
});

describe('discovery: a language with more pages than one sitemap file holds', () => {
  // The protocol's limit is 50,000 URLs a file; 7 here, so the demo's languages need several files.
  const PER_FILE = 7;
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ SITEMAP_URLS_PER_FILE: String(PER_FILE) });
  });
  afterAll(() => t.close());

  it('the index lists every file of every language, and the files list exactly its published pages', async () => {
    const { xml: index } = await getXml<SitemapXml>(t, '/sitemap.xml');
    const listedFiles = index.sitemapindex!.sitemap.map((entry) => entry.loc);
    const expectedFiles: string[] = [];
    for (const locale of ['en', 'es', 'ar', 'fr', 'zh'] as const) {
      const expected = await expectedSitemapUrls(t, locale);
      const files = Math.ceil(expected.length / PER_FILE);
      expect(files).toBeGreaterThan(1);
      const paths = Array.from({ length: files }, (_, i) => (i === 0 ? `/sitemap-${locale}.xml` : `/sitemap-${locale}-${i + 1}.xml`));
      expectedFiles.push(...paths.map((path) => absolute(path)));

      const listed: string[] = [];
      for (const path of paths) {
        const { xml } = await getXml<SitemapXml>(t, path);
        const urls = xml.urlset!.url.map((url) => url.loc);
        expect(urls.length).toBeGreaterThan(0);
        expect(urls.length).toBeLessThanOrEqual(PER_FILE);
        listed.push(...urls);
      }
      expect(new Set(listed).size).toBe(listed.length);
      expect([...listed].sort()).toEqual([...expected].sort());

      const past = await t.app.inject({ method: 'GET', url: `/sitemap-${locale}-${files + 1}.xml`, headers: { host: 'localhost' } });
      expect(past.statusCode).toBe(404);
    }
    expect(listedFiles).toEqual(expectedFiles);
    // lastmod where the file's pages have dates (a file of static pages alone has none).
    for (const entry of index.sitemapindex!.sitemap) {
      const first = /sitemap-[a-z]{2}\.xml$/.test(entry.loc);
      if (first || entry.lastmod !== undefined) expect(Number.isNaN(Date.parse(entry.lastmod ?? ''))).toBe(false);
    }
  });

  it.each(['/sitemap-en-1.xml', '/sitemap-en-02.xml', '/sitemap-en-x.xml'])('%s is no sitemap file (404)', async (url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(404);
  });
});
