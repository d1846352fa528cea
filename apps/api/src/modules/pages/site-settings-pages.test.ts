import { rm } from 'node:fs/promises';
import en from '@sitenet/i18n/translations/en.json';
import es from '@sitenet/i18n/translations/es.json';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createOwnSite, createTestContext, login, type TestContext, makeTestWebRoot } from '../../../test/helpers';

/**
 * Pages rendered by the magazine's real server build (as site-identity.test.ts) after a site's
 * settings are saved through the admin API: the next request renders with them.
 */

let t: TestContext;
let webRoot: string;
let token: string;
const sites: Record<string, number> = {};
const OWN = ['title', 'contact', 'pages', 'noindex', 'plain'] as const;
const domainOf = (key: string) => `pages-${key}.test`;

beforeAll(async () => {
  webRoot = await makeTestWebRoot('settings');
  t = await createTestContext({ WEB_ROOT: webRoot });
  for (const key of OWN) {
    sites[key] = (await createOwnSite(t, { domain: domainOf(key), name: `Pages ${key}`, languages: ['es'] })).id;
  }
  token = await login(t.app);
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

async function page(url: string, key: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url, headers: { host: domainOf(key) } });
  expect(res.statusCode, `${key} ${url}`).toBe(200);
  return res.body;
}

async function save(key: string, settings: Record<string, unknown>): Promise<void> {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/sites/${sites[key]}/settings`,
    headers: bearer(token),
    payload: { version: 0, settings },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const titleOf = (html: string) => /<title>(.*?)<\/title>/.exec(html)?.[1];
const named = (text: string, key: string) => text.replaceAll('{{siteName}}', `Pages ${key}`);

describe('the magazine renders with the site settings at the next request', () => {
  it('applies the title template and the default share image', async () => {
    const before = await page('/about', 'title');
    expect(titleOf(before)).toBe(`${named(en.about.metaTitle, 'title')} | Pages title`);
    await save('title', { seo: { title_template: '%s · Title Works', share_image_url: '/media/share/1280.webp' } });
    const after = await page('/about', 'title');
    expect(titleOf(after)).toBe(`${named(en.about.metaTitle, 'title')} · Title Works`);
    expect(after).toContain(`<meta property="og:image" content="http://${domainOf('title')}:3000/media/share/1280.webp"/>`);
    expect(after).not.toContain('name="robots"');
  });

  it('shows the stored contact details and links, falls back to the texts for the unset ones, hides a switched-off form', async () => {
    const before = await page('/contact', 'contact');
    expect(before).toContain(en.contact.infoEmail);
    expect(before).toContain('data-testid="contact-form"');
    await save('contact', {
      contact: { email: 'hello@contact.test', phone: '+34 600 000 000', social: [{ label: 'Mastodon', url: 'https://social.test/@us' }] },
      features: { contact_form: false },
    });
    const after = await page('/contact', 'contact');
    expect(after).toContain('<a href="mailto:hello@contact.test">hello@contact.test</a>');
    expect(after).toContain('+34 600 000 000');
    expect(after).not.toContain(en.contact.infoEmail);
    // Unset: today's text.
    expect(after).toContain(en.contact.infoAddress);
    expect(after).toContain('href="https://social.test/@us"');
    expect(after).not.toContain('https://www.instagram.com/');
    expect(after).not.toContain('data-testid="contact-form"');
  });

  it('shows the about page written for a language in that language, the translated text in the others', async () => {
    await save('pages', {
      pages: {
        about: {
          es: { title: 'Quiénes somos de verdad', html: '<p>Escribimos <strong>juntos</strong>.</p><script>alert(1)</script>' },
        },
      },
    });
    const spanish = await page(`/es/${es.routes.about}`, 'pages');
    expect(spanish).toContain('<h1>Quiénes somos de verdad</h1>');
    expect(spanish).toContain('<p>Escribimos <strong>juntos</strong>.</p>');
    expect(spanish).not.toContain('alert(1)');
    expect(titleOf(spanish)).toContain('Quiénes somos de verdad');
    const english = await page('/about', 'pages');
    expect(english).toContain(`<h1>${named(en.about.title, 'pages')}</h1>`);
    expect(english).not.toContain('Escribimos');
  });

  it('noindex: every page says so, robots.txt disallows everything, the sitemap is empty', async () => {
    expect(await page('/', 'noindex')).not.toContain('<meta name="robots" content="noindex"/>');
    await save('noindex', { seo: { noindex: true } });
    for (const url of ['/', '/about', '/contact']) {
      expect(await page(url, 'noindex'), url).toContain('<meta name="robots" content="noindex"/>');
    }
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt', headers: { host: domainOf('noindex') } });
    expect(robots.body).toBe('User-agent: *\nDisallow: /\n');
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: domainOf('noindex') } });
    expect(sitemap.body).toContain('<urlset');
    expect(sitemap.body).not.toContain('<loc>');
  });

  it('a site without settings renders as before: the translated texts, the magazine\'s icon and colours', async () => {
    const html = await page('/about', 'plain');
    expect(html).toContain(`<h1>${named(en.about.title, 'plain')}</h1>`);
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>');
    expect(html).not.toContain('site-accent');
  });
});
