import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, makeTestWebRoot } from '../../../test/helpers';

/**
 * Pages rendered by the magazine's real server build (apps/magazine/dist-server, built before the
 * API's tests: the magazine is a build dependency of the API), with a stand-in client manifest.
 * The deployment's public origin is https on port 8443, so nothing here can come from the request.
 */
const ORIGIN_OF = (domain: string) => `https://${domain}:8443`;

let t: TestContext;
let webRoot: string;

beforeAll(async () => {
  webRoot = await makeTestWebRoot('identity');
  t = await createTestContext({ WEB_ROOT: webRoot, PUBLIC_SCHEME: 'https', PUBLIC_PORT: '8443' });
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

async function page(url: string, host: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: { host, 'x-forwarded-proto': 'http' } });
  expect(res.statusCode, `${host}${url}`).toBe(200);
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  return res.body;
}

const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );

describe.each([
  { name: 'Tips Magazine', domain: 'localhost', hosts: ['localhost:3000', '127.0.0.1:3412'] },
  { name: 'Home Nest', domain: 'home.localhost', hosts: ['home.localhost', 'home.localhost:9999'] },
])('$name speaks for itself', ({ name, domain, hosts }) => {
  const origin = ORIGIN_OF(domain);

  it.each(hosts)('the home page through %s: its name in the title, og:site_name and JSON-LD', async (host) => {
    const html = await page('/', host);
    expect(attribute(html, /<title>(.*?)<\/title>/)).toBe(`${name}: practical tips for everyday life`);
    expect(attribute(html, /<meta property="og:site_name" content="([^"]*)"/)).toBe(name);
    expect(html).not.toContain('TipsHub');
    const site = jsonLd(html);
    expect(site.find((item) => item['@type'] === 'WebSite')).toMatchObject({ name, url: `${origin}/` });
    expect(site.find((item) => item['@type'] === 'Organization')).toMatchObject({ name, url: `${origin}/` });
    // The header's logo says the site's name.
    expect(html).toMatch(new RegExp(`<a[^>]*aria-label="${name}"[^>]*href="/"|<a[^>]*href="/"[^>]*aria-label="${name}"`));
  });

  it.each(hosts)('canonical, og:url and hreflang through %s are on the site\'s own origin', async (host) => {
    const html = await page('/about', host);
    expect(attribute(html, /<title>(.*?)<\/title>/)).toBe(`About us | ${name}`);
    expect(html).toContain(`About ${name}</h1>`);
    expect(attribute(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${origin}/about`);
    expect(attribute(html, /<meta property="og:url" content="([^"]*)"/)).toBe(`${origin}/about`);
    const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="[^"]+" href="([^"]*)"/g)].map((match) => match[1]!);
    expect(alternates.length).toBeGreaterThan(1);
    for (const href of alternates) expect(href.startsWith(`${origin}/`), href).toBe(true);
    expect(html).not.toMatch(/https?:\/\/(127\.0\.0\.1|localhost:3000|localhost:3412|home\.localhost:9999)/);
  });

  it.each(hosts)('robots.txt, the sitemap and the feed through %s are on the site\'s own origin', async (host) => {
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host } });
    expect(robots.body).toContain(`Disallow: /go/\n\nSitemap: ${origin}/sitemap.xml\n`);
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap-en.xml', headers: { host } });
    const locs = [...sitemap.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
    expect(locs.length).toBeGreaterThan(1);
    for (const loc of locs) expect(loc.startsWith(`${origin}/`), loc).toBe(true);
    const feed = await t.app.inject({ method: 'GET', url: '/feed.xml', headers: { host } });
    expect(feed.body).toContain(`<title>${name}: practical tips for everyday life</title>`);
    expect(feed.body).toContain(`<link>${origin}/</link>`);
  });

  it('GET /api/site names the same origin', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site', headers: { host: hosts[1]! } });
    expect(res.json()).toMatchObject({ site: { name, domain, canonical_origin: origin } });
  });
});
