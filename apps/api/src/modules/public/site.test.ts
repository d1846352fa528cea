import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createOwnSite, createTestContext, login, type TestContext } from '../../../test/helpers';
import type { ErrorBody, PublicSiteResponse } from '../../contract';
import { PUBLIC_CACHE_CONTROL } from './routes';

let t: TestContext;
let token: string;
let own: Awaited<ReturnType<typeof createOwnSite>>;
const OWN_DOMAIN = 'own-identity.test';

beforeAll(async () => {
  t = await createTestContext();
  own = await createOwnSite(t, { domain: OWN_DOMAIN, name: 'Own Identity', description: 'Ours alone', languages: ['es'] });
  token = await login(t.app);
});
afterAll(() => t.close());

const get = <T = ErrorBody>(url: string, host: string, headers: Record<string, string> = {}) =>
  call<T>(t.app, { method: 'GET', url, headers: { host, ...headers } });

const admin = (url: string, payload?: Record<string, unknown>) =>
  call(t.app, { method: 'POST', url, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });

describe('GET /api/site', () => {
  it('describes the site of the Host as a reader may see it, on its own origin', async () => {
    const tips = await get<PublicSiteResponse>('/api/site', 'localhost:3000');
    expect(tips.status).toBe(200);
    expect(tips.body).toEqual({
      site: {
        name: 'Tips Magazine',
        domain: 'localhost',
        description: 'Practical, well-tested tips for everyday life, in five languages.',
        tagline: null,
        default_language: 'en',
        languages: ['en', 'es', 'ar', 'fr', 'zh'],
        categories: ['lifestyle', 'health', 'money', 'home', 'food', 'travel', 'technology', 'career'],
        category_details: expect.any(Array),
        // Each language's URL segments (a browser routes with them; issue 17).
        route_names: {
          en: expect.objectContaining({ about: 'about' }),
          es: expect.objectContaining({ about: 'sobre-nosotros' }),
          ar: expect.any(Object),
          fr: expect.objectContaining({ about: 'a-propos' }),
          zh: expect.any(Object),
        },
        canonical_origin: 'http://localhost:3000',
        // No settings saved: every reader-visible setting at its default.
        logo_url: null,
        favicon_url: null,
        accent_color: null,
        contact: { email: null, phone: null, address: null, hours: null, social: [] },
        seo: { title_template: null, share_image_url: null, noindex: false },
        features: { contact_form: true, newsletter: true },
        pages: { about: [], privacy: [], terms: [] },
      },
    });
    const home = await get<PublicSiteResponse>('/api/site', 'home.localhost');
    expect(home.body.site).toMatchObject({
      name: 'Home Nest',
      domain: 'home.localhost',
      languages: ['en', 'zh'],
      categories: ['health', 'home', 'technology'],
      canonical_origin: 'http://home.localhost:3000',
    });
    // Each category with its look and its words in the site's languages only (issue 17).
    expect(home.body.site.category_details[0]).toEqual({
      key: 'health',
      emoji: '💪',
      gradient: expect.stringContaining('linear-gradient'),
      in_nav: true,
      translations: {
        en: { name: 'Health', slug: 'health', description: expect.any(String), seo_title: '' },
        zh: { name: '健康', slug: '健康', description: expect.any(String), seo_title: '' },
      },
      old_slugs: {},
    });
  });

  it('names the site itself whatever address the request came through', async () => {
    const byAddress = await get<PublicSiteResponse>('/api/site', '127.0.0.1:3412', { 'x-forwarded-proto': 'https' });
    expect(byAddress.body.site).toMatchObject({ name: 'Tips Magazine', canonical_origin: 'http://localhost:3000' });
  });

  it('is cached like every public read: Cache-Control, ETag, 304', async () => {
    const first = await get('/api/site', 'home.localhost');
    expect(first.res.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    const etag = first.res.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await get('/api/site', 'home.localhost', { 'if-none-match': etag });
    expect(again.status).toBe(304);
  });

  it('follows writes at once: a language turned off leaves the list', async () => {
    const before = await get<PublicSiteResponse>('/api/site', OWN_DOMAIN);
    expect(before.body.site).toMatchObject({ name: 'Own Identity', description: 'Ours alone', languages: ['en', 'es'] });
    expect((await admin(`/api/admin/languages/${own.languageIds.es}/toggle`, { enabled: false })).status).toBe(200);
    const after = await get<PublicSiteResponse>('/api/site', OWN_DOMAIN);
    expect(after.body.site.languages).toEqual(['en']);
    expect(after.res.headers.etag).not.toBe(before.res.headers.etag);
  });
});

describe('public JSON of a closed site follows its pages', () => {
  const READS = ['/api/site', '/api/posts/homepage', '/api/posts?category=money', '/api/languages', '/api/search?q=money'];

  it('a site in maintenance answers 503 with Retry-After, kept by nobody', async () => {
    for (const url of READS) {
      const res = await get(url, 'money.localhost');
      expect(res.status, url).toBe(503);
      expect(res.res.headers['retry-after'], url).toBe('300');
      expect(res.res.headers['cache-control'], url).toBe('no-store');
      expect(res.body, url).toEqual({ message: 'This site is under maintenance' });
    }
  });

  it('an inactive site answers 404', async () => {
    for (const url of [...READS, '/api/languages?domain=travel.localhost']) {
      const res = await get(url, url.includes('domain=') ? 'localhost' : 'travel.localhost');
      expect(res.status, url).toBe(404);
      expect(res.body, url).toEqual({ message: 'This site is not available' });
    }
  });

  it('a toggle closes and reopens the public JSON at once (cached replies do not outlive it)', async () => {
    expect((await get('/api/posts/homepage', OWN_DOMAIN)).status).toBe(200);
    expect((await get('/api/site', OWN_DOMAIN)).status).toBe(200);

    expect((await admin(`/api/admin/sites/${own.id}/toggle-maintenance`)).status).toBe(200);
    const maintenance = await get('/api/posts/homepage', OWN_DOMAIN);
    expect(maintenance.status).toBe(503);
    expect(maintenance.res.headers['retry-after']).toBe('300');
    expect((await get('/api/site', OWN_DOMAIN)).status).toBe(503);
    const robots = await get('/robots.txt', OWN_DOMAIN);
    expect(robots.status).toBe(503);
    expect(robots.res.headers['retry-after']).toBe('300');
    await admin(`/api/admin/sites/${own.id}/toggle-maintenance`);

    expect((await admin(`/api/admin/sites/${own.id}/toggle-active`)).status).toBe(200);
    expect((await get('/api/posts/homepage', OWN_DOMAIN)).status).toBe(404);
    expect((await get('/api/site', OWN_DOMAIN)).status).toBe(404);
    const closedRobots = await get('/robots.txt', OWN_DOMAIN);
    expect(closedRobots.status).toBe(200);
    expect(closedRobots.res.body).toBe('User-agent: *\nDisallow: /\n');
    const sitemap = await get('/sitemap.xml', OWN_DOMAIN);
    expect(sitemap.status).toBe(404);
    expect(sitemap.res.headers['content-type']).toBe('application/xml; charset=utf-8');
    await admin(`/api/admin/sites/${own.id}/toggle-active`);

    expect((await get('/api/posts/homepage', OWN_DOMAIN)).status).toBe(200);
    expect((await get('/robots.txt', OWN_DOMAIN)).res.body).toBe(
      `User-agent: *\nAllow: /\nDisallow: /go/\n\nSitemap: http://${OWN_DOMAIN}:3000/sitemap.xml\n`,
    );
  });
});
