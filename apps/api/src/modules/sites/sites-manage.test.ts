import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from '../../../test/helpers';
import type { ErrorBody, PublicLanguagesResponse, SiteInput, SiteResponse, SitesResponse } from '../../contract';
import { SettableClock } from '../../lib/clock';
import { publicOrigin } from '../../lib/public-origin';
import { SitesService } from './service';

let t: TestContext;
/** The owner: only the owner deletes and restores sites. */
let adminToken: string;
let administratorToken: string;
let editorToken: string;

beforeAll(async () => {
  t = await createTestContext();
  [adminToken, administratorToken, editorToken] = await Promise.all([
    login(t.app, DEMO_ACCOUNTS.owner),
    login(t.app),
    login(t.app, DEMO_ACCOUNTS.editor),
  ]);
});
afterAll(() => t.close());

/** A host of this test's own, so no test meets another's site. */
const uniqueHost = (label: string) => `${label}-${randomUUID().slice(0, 8)}.localhost`;

const input = (overrides: Partial<SiteInput> = {}): SiteInput => ({
  name: 'Garden Notes',
  domain: uniqueHost('garden'),
  aliases: [],
  description: 'Small gardens, big harvests.',
  default_language: 'en',
  languages: ['en', 'es'],
  categories: ['home', 'food'],
  ...overrides,
});

const create = (body: unknown, token = adminToken) =>
  call<SiteResponse & ErrorBody>(t.app, { method: 'POST', url: '/api/admin/sites', headers: bearer(token), payload: body as object });
const update = (id: number, body: unknown, token = adminToken) =>
  call<SiteResponse & ErrorBody>(t.app, { method: 'PUT', url: `/api/admin/sites/${id}`, headers: bearer(token), payload: body as object });
const remove = (id: number, confirm_domain: string, token = adminToken) =>
  call<SiteResponse & ErrorBody>(t.app, { method: 'DELETE', url: `/api/admin/sites/${id}`, headers: bearer(token), payload: { confirm_domain } });
const restore = (id: number, token = adminToken) =>
  call<SiteResponse & ErrorBody>(t.app, { method: 'POST', url: `/api/admin/sites/${id}/restore`, headers: bearer(token) });
const list = (query = '', token = adminToken) =>
  call<SitesResponse>(t.app, { method: 'GET', url: `/api/admin/sites${query}`, headers: bearer(token) });
const publicGet = (url: string, host: string) => call(t.app, { method: 'GET', url, headers: { host: `${host}:3000` } });

async function created(overrides: Partial<SiteInput> = {}) {
  const res = await create(input(overrides));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.site;
}

describe('POST /api/admin/sites', () => {
  it('creates a site that its creator manages and that answers on its domain at once, empty', async () => {
    const body = input({ aliases: [uniqueHost('garden-old')], default_language: 'es' });
    const { status, body: reply } = await create(body);
    expect(status).toBe(201);
    expect(reply.site).toMatchObject({
      name: 'Garden Notes',
      domain: body.domain,
      aliases: body.aliases,
      description: 'Small gardens, big harvests.',
      active: true,
      maintenance_mode: false,
      posts_count: 0,
      default_language: 'es',
      languages: ['es', 'en'],
      categories: ['home', 'food'],
      deleted_at: null,
    });
    expect(typeof reply.site.launched_at).toBe('string');

    const mine = await list();
    expect(mine.body.sites.map((site) => site.id)).toContain(reply.site.id);
    const editors = await list('', editorToken);
    expect(editors.body.sites.map((site) => site.id)).not.toContain(reply.site.id);

    const home = await publicGet('/api/posts/homepage', body.domain);
    expect(home.status).toBe(200);
    expect(home.body).toEqual({ trending: [], featured: [] });
    const category = await publicGet('/api/posts?category=home&page=1', body.domain);
    expect(category.status).toBe(200);
    const languages = await call<PublicLanguagesResponse>(t.app, { method: 'GET', url: `/api/languages?domain=${body.domain}` });
    expect(languages.body.languages.map((language) => language.code)).toEqual(['es', 'en']);
  });

  it('folds case and trims a domain; null categories means every category', async () => {
    const domain = uniqueHost('case');
    const site = await created({ domain: `  ${domain.toUpperCase()} `, categories: null });
    expect(site.domain).toBe(domain);
    expect(site.categories).toBeNull();
  });

  it('answers 400 with a field error for a domain that is not a host name', async () => {
    const bad = ['http://x.localhost', 'x.localhost:3000', 'x.localhost/path', '-x.localhost', 'x..localhost', 'x_y.localhost', 'intranet', '127.0.0.1', 'x.localhost.', ''];
    for (const domain of bad) {
      const { status, body } = await create(input({ domain }));
      expect(status, domain).toBe(400);
      expect(body.errors, domain).toHaveProperty('domain');
    }
    const alias = await create(input({ aliases: ['https://alias.localhost'] }));
    expect(alias.status).toBe(400);
    expect(alias.body.errors).toHaveProperty(['aliases.0']);
  });

  it('answers 400 for languages without English, a default outside them, unknown codes, the admin host', async () => {
    const noEnglish = await create(input({ languages: ['es'], default_language: 'es' }));
    expect(noEnglish.status).toBe(400);
    expect(noEnglish.body.errors).toHaveProperty('languages');
    const outside = await create(input({ default_language: 'fr' }));
    expect(outside.body.errors).toHaveProperty('default_language');
    const unknown = await create(input({ languages: ['en', 'xx'] }));
    expect(unknown.body.errors).toHaveProperty(['languages.1']);
    const admin = await create(input({ domain: 'admin.localhost' }));
    expect(admin.status).toBe(400);
    expect(admin.body.errors?.domain?.[0]).toMatch(/admin console/);
    const extra = await create({ ...input(), owner: 1 });
    expect(extra.status).toBe(400);
  });

  it('answers 409 naming the site for a domain or alias already in use, also against aliases', async () => {
    const first = await created({ aliases: [uniqueHost('first-alias')] });
    const sameDomain = await create(input({ domain: 'money.localhost' }));
    expect(sameDomain.status).toBe(409);
    expect(sameDomain.body.message).toBe('money.localhost is already used by Pocket Money Notes');
    expect(sameDomain.body.errors).toHaveProperty('domain');

    const domainIsAlias = await create(input({ domain: first.aliases![0]! }));
    expect(domainIsAlias.status).toBe(409);
    expect(domainIsAlias.body.errors).toHaveProperty('domain');

    const aliasIsDomain = await create(input({ aliases: [first.domain] }));
    expect(aliasIsDomain.status).toBe(409);
    expect(aliasIsDomain.body.errors).toHaveProperty(['aliases.0']);
    expect(aliasIsDomain.body.message).toContain('Garden Notes');

    const aliasIsAlias = await create(input({ aliases: [uniqueHost('free'), first.aliases![0]!] }));
    expect(aliasIsAlias.status).toBe(409);
    expect(aliasIsAlias.body.errors).toHaveProperty(['aliases.1']);

    const twice = await create(input({ aliases: ['twice.localhost', 'twice.localhost'] }));
    expect(twice.status).toBe(400);
  });
});

describe('PUT /api/admin/sites/{id}', () => {
  it('edits every field; languages left out are disabled, not removed', async () => {
    const site = await created();
    const domain = uniqueHost('renamed');
    const alias = uniqueHost('renamed-alias');
    const { status, body } = await update(site.id, {
      ...input({ domain }),
      name: 'Kitchen Garden',
      aliases: [alias],
      description: '',
      languages: ['en', 'fr'],
      default_language: 'en',
      categories: ['food'],
    });
    expect(status).toBe(200);
    expect(body.site).toMatchObject({
      id: site.id,
      name: 'Kitchen Garden',
      domain,
      aliases: [alias],
      description: null,
      languages: ['en', 'fr'],
      default_language: 'en',
      categories: ['food'],
    });
    const languages = await call<PublicLanguagesResponse>(t.app, { method: 'GET', url: `/api/languages?domain=${domain}` });
    expect(languages.body.languages.map((language) => language.code)).toEqual(['en', 'fr']);
    // Back to Spanish: the earlier row is enabled again.
    const back = await update(site.id, { ...input({ domain }), languages: ['en', 'es'] });
    expect(back.body.site.languages).toEqual(['en', 'es']);
  });

  it('keeps its own domain and aliases without a conflict, refuses another site’s', async () => {
    const site = await created({ aliases: [uniqueHost('own')] });
    const same = await update(site.id, input({ domain: site.domain, aliases: site.aliases }));
    expect(same.status).toBe(200);
    const taken = await update(site.id, input({ domain: 'travel.localhost' }));
    expect(taken.status).toBe(409);
    expect(taken.body.message).toContain('Wander & Taste');
  });

  it('answers 403 on a site the admin does not manage, 404 on none, and changes nothing', async () => {
    const site = await created();
    const denied = await update(site.id, input({ name: 'Taken over' }), editorToken);
    expect(denied.status).toBe(403);
    const missing = await update(999_999, input());
    expect(missing.status).toBe(404);
    const after = await list();
    expect(after.body.sites.find((s) => s.id === site.id)!.name).toBe('Garden Notes');
  });
});

describe('DELETE /api/admin/sites/{id} and restore', () => {
  it('refuses a wrong confirm_domain with a field error and keeps the site', async () => {
    const site = await created();
    const wrong = await remove(site.id, 'money.localhost');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toContain(site.domain);
    expect(wrong.body.errors).toHaveProperty('confirm_domain');
    const missing = await call(t.app, { method: 'DELETE', url: `/api/admin/sites/${site.id}`, headers: bearer(adminToken), payload: {} });
    expect(missing.status).toBe(400);
    expect((await publicGet('/api/posts/homepage', site.domain)).status).toBe(200);
  });

  it('deletes: its domain and aliases answer 404, it leaves the list for ?deleted=true, then comes back', async () => {
    const alias = uniqueHost('gone-alias');
    const site = await created({ aliases: [alias] });
    const { status, body } = await remove(site.id, site.domain.toUpperCase());
    expect(status).toBe(200);
    expect(body.site.deleted_at).toEqual(expect.any(String));
    const days = (Date.parse(body.site.purge_at!) - Date.parse(body.site.deleted_at!)) / 86_400_000;
    expect(days).toBe(30);

    for (const host of [site.domain, alias]) {
      const home = await publicGet('/api/posts/homepage', host);
      expect(home.status, host).toBe(404);
      expect(home.body.message).toBeTruthy();
      expect((await publicGet('/feed.xml', host)).status, host).toBe(404);
    }
    expect((await call(t.app, { method: 'GET', url: `/api/languages?domain=${site.domain}` })).status).toBe(404);

    expect((await list()).body.sites.map((s) => s.id)).not.toContain(site.id);
    const deleted = await list('?deleted=true');
    expect(deleted.body.sites.find((s) => s.id === site.id)).toMatchObject({ domain: site.domain, aliases: [alias] });

    // Gone for every other call, and its domain stays taken while it can come back.
    expect((await call(t.app, { method: 'POST', url: `/api/admin/sites/${site.id}/toggle-active`, headers: bearer(adminToken) })).status).toBe(404);
    expect((await remove(site.id, site.domain)).status).toBe(404);
    const reuse = await create(input({ domain: site.domain }));
    expect(reuse.status).toBe(409);
    expect(reuse.body.message).toMatch(/deleted site/);

    expect((await restore(site.id, editorToken)).status).toBe(403);
    const back = await restore(site.id);
    expect(back.status).toBe(200);
    expect(back.body.site.deleted_at).toBeNull();
    expect((await publicGet('/api/posts/homepage', site.domain)).status).toBe(200);
    expect((await list()).body.sites.map((s) => s.id)).toContain(site.id);
    expect((await restore(site.id)).status).toBe(404);
  });

  it('answers 403 to an admin who does not manage the site, and to anyone but the owner', async () => {
    const site = await created();
    expect((await remove(site.id, site.domain, editorToken)).status).toBe(403);
    const administrator = await remove(site.id, site.domain, administratorToken);
    expect(administrator.status).toBe(403);
    expect(administrator.body.message).toBe('Only the owner can delete a site');
    // An administrator creates and edits sites.
    expect((await create(input(), administratorToken)).status).toBe(201);
    expect((await update(site.id, input({ domain: site.domain, name: 'Renamed by an administrator' }), administratorToken)).status).toBe(200);
  });

  it('purges a deleted site after 30 days, not before', async () => {
    const site = await created();
    await remove(site.id, site.domain);
    const clock = new SettableClock(new Date(Date.now() + 29 * 86_400_000));
    const service = new SitesService(t.database.db, clock, { isAdminHost: () => false });
    expect(await service.purgeDeleted()).toBe(0);
    await clock.advance(2 * 86_400_000);
    expect(await service.purgeDeleted()).toBeGreaterThanOrEqual(1);
    expect((await restore(site.id)).status).toBe(404);
  });
});

describe('alias hosts', () => {
  it('answer 301 to the same path and query on the site\'s own origin; the JSON API answers', async () => {
    const alias = uniqueHost('www');
    const site = await created({ aliases: [alias] });
    const page = await t.app.inject({ method: 'GET', url: '/category/home?page=2', headers: { host: `${alias}:3000` } });
    expect(page.statusCode).toBe(301);
    const origin = publicOrigin(t.app.ctx.env, site.domain);
    expect(page.headers.location).toBe(`${origin}/category/home?page=2`);
    const feed = await t.app.inject({ method: 'GET', url: '/feed.xml', headers: { host: alias } });
    expect(feed.statusCode).toBe(301);
    expect(feed.headers.location).toBe(`${origin}/feed.xml`);
    expect((await publicGet('/api/posts/homepage', alias)).status).toBe(200);
  });
});
