import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createOwnSite, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from '../../../test/helpers';
import type { ErrorBody, NetworkSettingsResponse, PublicSiteResponse, SitePageResponse, SiteSettingsResponse } from '../../contract';
import { sessions, siteSettings } from '../../db/schema';
import { CONFLICT_MESSAGE } from './store';

let t: TestContext;
let token: string;
/** Sites of this file's own: every test that writes has one. */
const sites: Record<string, number> = {};
const OWN = ['defaults', 'partial', 'save', 'conflict', 'invalid', 'sanitize', 'public', 'noindex'] as const;
const domainOf = (key: string) => `settings-${key}.test`;

beforeAll(async () => {
  t = await createTestContext();
  for (const key of OWN) {
    sites[key] = (await createOwnSite(t, { domain: domainOf(key), name: `Settings ${key}`, languages: ['es'] })).id;
  }
  token = await login(t.app);
});
afterAll(() => t.close());

const getSettings = (siteId: number) =>
  call<SiteSettingsResponse>(t.app, { method: 'GET', url: `/api/admin/sites/${siteId}/settings`, headers: bearer(token) });

const putSettings = <T = SiteSettingsResponse>(siteId: number, payload: Record<string, unknown>) =>
  call<T>(t.app, { method: 'PUT', url: `/api/admin/sites/${siteId}/settings`, headers: bearer(token), payload });

const publicGet = <T>(url: string, key: string) => call<T>(t.app, { method: 'GET', url, headers: { host: domainOf(key) } });

const DEFAULTS = {
  identity: { tagline: null, logo_url: null, favicon_url: null, accent_color: null },
  contact: { email: null, phone: null, address: null, hours: null, social: [] },
  pages: { about: {}, privacy: {}, terms: {} },
  seo: { title_template: null, share_image_url: null, noindex: false },
  features: { contact_form: true, newsletter: true },
};

describe('GET /api/admin/sites/{id}/settings', () => {
  it('answers every default for a site that never saved any (version 0)', async () => {
    const { status, body } = await getSettings(sites.defaults!);
    expect(status).toBe(200);
    expect(body).toEqual({ settings: DEFAULTS, version: 0, updated_at: null });
  });

  it('fills a partial or damaged stored row with defaults instead of failing', async () => {
    await t.database.db.insert(siteSettings).values({
      siteId: sites.partial!,
      data: { identity: { tagline: 'Kept' }, seo: 'not an object', features: { newsletter: false } },
      version: 3,
    });
    const { status, body } = await getSettings(sites.partial!);
    expect(status).toBe(200);
    expect(body.version).toBe(3);
    expect(body.settings).toEqual({
      ...DEFAULTS,
      identity: { ...DEFAULTS.identity, tagline: 'Kept' },
      features: { contact_form: true, newsletter: false },
    });
  });

  it('answers 403 on a site the admin does not manage, 404 on none, 401 without a token', async () => {
    const editor = await login(t.app, DEMO_ACCOUNTS.editor);
    const other = await call(t.app, { method: 'GET', url: `/api/admin/sites/${sites.defaults}/settings`, headers: bearer(editor) });
    expect(other.status).toBe(403);
    const none = await call(t.app, { method: 'GET', url: '/api/admin/sites/999999/settings', headers: bearer(token) });
    expect(none.status).toBe(404);
    const anonymous = await call(t.app, { method: 'GET', url: `/api/admin/sites/${sites.defaults}/settings` });
    expect(anonymous.status).toBe(401);
  });
});

describe('PUT /api/admin/sites/{id}/settings', () => {
  it('saves, counts the version up and reads back what was saved', async () => {
    const first = await putSettings(sites.save!, {
      version: 0,
      settings: { identity: { tagline: '  Small homes, big ideas ', accent_color: 'teal' }, contact: { email: 'hi@save.test', phone: '' } },
    });
    expect(first.status).toBe(200);
    expect(first.body.version).toBe(1);
    expect(first.body.updated_at).toEqual(expect.any(String));
    expect(first.body.settings.identity).toEqual({ ...DEFAULTS.identity, tagline: 'Small homes, big ideas', accent_color: 'teal' });
    // An emptied field is "not set".
    expect(first.body.settings.contact).toMatchObject({ email: 'hi@save.test', phone: null });

    const second = await putSettings(sites.save!, { version: 1, settings: { ...first.body.settings, seo: { noindex: true } } });
    expect(second.status).toBe(200);
    expect(second.body.version).toBe(2);
    expect((await getSettings(sites.save!)).body).toEqual(second.body);
  });

  it('answers 409 with a message to a save on a version someone saved over, and keeps their save', async () => {
    const base = await putSettings(sites.conflict!, { version: 0, settings: { identity: { tagline: 'Theirs' } } });
    expect(base.status).toBe(200);
    // Two people opened version 1; the first saves, the second's save is refused.
    const winner = await putSettings(sites.conflict!, { version: 1, settings: { identity: { tagline: 'First' } } });
    expect(winner.status).toBe(200);
    const stale = await putSettings<ErrorBody>(sites.conflict!, { version: 1, settings: { identity: { tagline: 'Second' } } });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ message: CONFLICT_MESSAGE });
    // "Never saved" when a save exists is stale too.
    const fresh = await putSettings<ErrorBody>(sites.conflict!, { version: 0, settings: {} });
    expect(fresh.status).toBe(409);
    expect((await getSettings(sites.conflict!)).body.settings.identity.tagline).toBe('First');
  });

  it('lets exactly one of two simultaneous saves of one version win', async () => {
    const current = (await getSettings(sites.conflict!)).body.version;
    const results = await Promise.all(
      ['A', 'B'].map((tagline) => putSettings<unknown>(sites.conflict!, { version: current, settings: { identity: { tagline } } })),
    );
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
  });

  it('answers 400 with the errors at their fields, and saves nothing', async () => {
    const { status, body } = await putSettings<ErrorBody>(sites.invalid!, {
      version: 0,
      settings: {
        identity: { accent_color: 'brown', logo_url: 'javascript:alert(1)' },
        contact: { email: 'not-an-email', social: [{ label: 'X', url: 'javascript:alert(1)' }] },
        seo: { title_template: 'No placeholder' },
        pages: { about: { en: { title: '', html: '<p>x</p>' } } },
        colour: 'unknown field',
      },
    });
    expect(status).toBe(400);
    expect(Object.keys(body.errors ?? {}).sort()).toEqual([
      'settings.colour',
      'settings.contact.email',
      'settings.contact.social.0.url',
      'settings.identity.accent_color',
      'settings.identity.logo_url',
      'settings.pages.about.en.title',
      'settings.seo.title_template',
    ]);
    expect(body.errors!['settings.seo.title_template']![0]).toContain('%s');
    expect((await getSettings(sites.invalid!)).body.version).toBe(0);

    const noVersion = await putSettings<ErrorBody>(sites.invalid!, { settings: {} });
    expect(noVersion.status).toBe(400);
    expect(noVersion.body.errors).toHaveProperty('version');
  });

  it('sanitizes page HTML on write: scripts, handlers and javascript: links go, the article markup stays', async () => {
    const { status, body } = await putSettings(sites.sanitize!, {
      version: 0,
      settings: {
        pages: {
          about: {
            en: { title: 'About us', html: '<h2>Who</h2><p onclick="steal()">We <strong>write</strong></p><script>alert(1)</script>' },
            es: { title: 'Quiénes somos', html: '<p><a href="javascript:alert(1)">x</a><img src="x" onerror="alert(1)"></p>' },
          },
        },
      },
    });
    expect(status).toBe(200);
    expect(body.settings.pages.about.en).toEqual({ title: 'About us', html: '<h2>Who</h2><p>We <strong>write</strong></p>' });
    expect(body.settings.pages.about.es!.html).not.toMatch(/javascript:|onerror|<script/);
    // Readers get the same clean text.
    const page = await publicGet<SitePageResponse>('/api/site/pages/about/en', 'sanitize');
    expect(page.body).toEqual({ page: { title: 'About us', html: '<h2>Who</h2><p>We <strong>write</strong></p>' } });
    const none = await publicGet<SitePageResponse>('/api/site/pages/privacy/en', 'sanitize');
    expect(none.body).toEqual({ page: null });
    const bad = await publicGet<ErrorBody>('/api/site/pages/cookies/en', 'sanitize');
    expect(bad.status).toBe(400);
  });
});

describe('what readers see', () => {
  it('GET /api/site carries the reader-visible settings at the next request after a save', async () => {
    const before = await publicGet<PublicSiteResponse>('/api/site', 'public');
    expect(before.body.site).toMatchObject({ tagline: null, contact: DEFAULTS.contact });
    const saved = await putSettings(sites.public!, {
      version: 0,
      settings: {
        identity: { tagline: 'Ours', logo_url: '/media/logo/640.webp', favicon_url: 'https://cdn.test/icon.png', accent_color: 'grape' },
        contact: { email: 'hello@public.test', hours: '9–5', social: [{ label: 'Mastodon', url: 'https://social.test/@us' }] },
        pages: { about: { es: { title: 'Sobre', html: '<p>Hola</p>' } } },
        seo: { title_template: '%s · Public', share_image_url: '/media/share/1280.webp' },
        features: { contact_form: false },
      },
    });
    expect(saved.status).toBe(200);
    const after = await publicGet<PublicSiteResponse>('/api/site', 'public');
    expect(after.body.site).toMatchObject({
      tagline: 'Ours',
      logo_url: '/media/logo/640.webp',
      favicon_url: 'https://cdn.test/icon.png',
      accent_color: 'grape',
      contact: { email: 'hello@public.test', phone: null, address: null, hours: '9–5', social: [{ label: 'Mastodon', url: 'https://social.test/@us' }] },
      seo: { title_template: '%s · Public', share_image_url: '/media/share/1280.webp', noindex: false },
      features: { contact_form: false, newsletter: true },
      pages: { about: ['es'], privacy: [], terms: [] },
    });
  });

  it('noindex: robots.txt disallows everything and the sitemaps list nothing', async () => {
    const open = await publicGet<unknown>('/robots.txt', 'noindex');
    expect(open.res.body).toContain('Allow: /\n');
    expect((await publicGet<unknown>('/sitemap-en.xml', 'noindex')).res.body).toContain('<loc>');

    const saved = await putSettings(sites.noindex!, { version: 0, settings: { seo: { noindex: true } } });
    expect(saved.status).toBe(200);
    const robots = await publicGet<unknown>('/robots.txt', 'noindex');
    expect(robots.res.body).toBe('User-agent: *\nDisallow: /\n');
    for (const url of ['/sitemap.xml', '/sitemap-en.xml', '/sitemap-es.xml']) {
      const sitemap = await publicGet<unknown>(url, 'noindex');
      expect(sitemap.status, url).toBe(200);
      expect(sitemap.res.headers['content-type']).toContain('xml');
      expect(sitemap.res.body, url).toContain('<urlset');
      expect(sitemap.res.body, url).not.toContain('<loc>');
    }
  });
});

describe('network settings', () => {
  const getNetwork = () =>
    call<NetworkSettingsResponse>(t.app, { method: 'GET', url: '/api/admin/settings', headers: bearer(token) });
  const putNetwork = <T = NetworkSettingsResponse>(payload: Record<string, unknown>) =>
    call<T>(t.app, { method: 'PUT', url: '/api/admin/settings', headers: bearer(token), payload });

  // The network is one row of this file's database: one test writes it, step by step.
  it('answers defaults, saves, refuses a stale version and a password floor under 12, and new sessions last as set', async () => {
    const defaults = await getNetwork();
    expect(defaults.status).toBe(200);
    expect(defaults.body.settings).toEqual({
      network_name: 'TipsHub',
      session_lifetime_hours: null,
      password_min_length: 12,
      default_admin_language: 'en',
      newsletter_rate_per_second: null,
      reporting_currency: 'USD',
      currency_rates: {},
    });

    const weak = await putNetwork<ErrorBody>({
      version: defaults.body.version,
      settings: { password_min_length: 8, default_admin_language: 'xx', newsletter_rate_per_second: 0 },
    });
    expect(weak.status).toBe(400);
    expect(Object.keys(weak.body.errors ?? {}).sort()).toEqual([
      'settings.default_admin_language',
      'settings.newsletter_rate_per_second',
      'settings.password_min_length',
    ]);

    const chosen = {
      network_name: 'Our Network',
      session_lifetime_hours: 2,
      password_min_length: 14,
      default_admin_language: 'es',
      newsletter_rate_per_second: 25,
      reporting_currency: 'EUR',
      currency_rates: { USD: 0.93 },
    };
    const saved = await putNetwork({ version: defaults.body.version, settings: chosen });
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(defaults.body.version + 1);
    expect(saved.body.settings).toEqual(chosen);
    const badRates = await putNetwork<ErrorBody>({ version: saved.body.version, settings: { reporting_currency: 'euro', currency_rates: { usd: 1, GBP: -1 } } });
    expect(badRates.status).toBe(400);
    expect(Object.keys(badRates.body.errors ?? {}).some((key) => key.startsWith('settings.currency_rates'))).toBe(true);
    expect(badRates.body.errors?.['settings.reporting_currency']).toBeDefined();

    const stale = await putNetwork<ErrorBody>({ version: defaults.body.version, settings: {} });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(CONFLICT_MESSAGE);

    // A session started now ends after the network's lifetime (2 hours), not the deployment's 24.
    const before = Date.now();
    const fresh = await login(t.app, DEMO_ACCOUNTS.editor);
    expect(fresh).toBeTruthy();
    const [newest] = await t.database.db.select({ expiresAt: sessions.expiresAt }).from(sessions).orderBy(sessions.id).then((rows) => rows.slice(-1));
    const hours = (newest!.expiresAt.getTime() - before) / 3_600_000;
    expect(hours).toBeGreaterThan(1.9);
    expect(hours).toBeLessThan(2.1);
  });
});
