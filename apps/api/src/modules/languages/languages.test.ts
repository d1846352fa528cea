import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CATALOGUE } from '@sitenet/i18n/languages';
import { bearer, call, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from '../../../test/helpers';
import type {
  AdminLanguagesResponse,
  AvailableLanguagesResponse,
  ErrorBody,
  LanguageResponse,
  PublicLanguagesResponse,
  SitesResponse,
} from '../../contract';
import { languages } from '../../db/schema';

let t: TestContext;
let adminToken: string;
let editorToken: string;
let localId: number;
let editorSiteId: number;

beforeAll(async () => {
  t = await createTestContext();
  [adminToken, editorToken] = await Promise.all([login(t.app), login(t.app, DEMO_ACCOUNTS.editor)]);
  const { body } = await call<SitesResponse>(t.app, { method: 'GET', url: '/api/admin/sites', headers: bearer(adminToken) });
  localId = body.sites.find((site) => site.domain === 'localhost')!.id;
  const editorSites = await call<SitesResponse>(t.app, { method: 'GET', url: '/api/admin/sites', headers: bearer(editorToken) });
  editorSiteId = editorSites.body.sites[0]!.id;
});
afterAll(() => t.close());

const list = (siteId?: number, token = adminToken) =>
  call<AdminLanguagesResponse>(t.app, {
    method: 'GET',
    url: `/api/admin/languages${siteId ? `?site_id=${siteId}` : ''}`,
    headers: bearer(token),
  });

describe('catalogue', () => {
  it('has at least 20 languages with unique codes and flags', () => {
    expect(LANGUAGE_CATALOGUE.length).toBeGreaterThanOrEqual(20);
    expect(new Set(LANGUAGE_CATALOGUE.map((language) => language.code)).size).toBe(LANGUAGE_CATALOGUE.length);
    for (const language of LANGUAGE_CATALOGUE) expect(language.flag && language.nativeName && language.label).toBeTruthy();
  });
});

describe('GET /api/admin/languages', () => {
  it('lists the site’s languages with real key counts and progress', async () => {
    const { status, body } = await list(localId);
    expect(status).toBe(200);
    const byCode = new Map(body.languages.map((language) => [language.code, language]));
    const en = byCode.get('en')!;
    expect(en).toMatchObject({ isDefault: true, enabled: true, translationProgress: 100, label: 'English' });
    expect(en.keyCount).toBeGreaterThan(50);
    for (const code of ['es', 'ar', 'fr', 'zh']) {
      expect(byCode.get(code)).toMatchObject({ enabled: true, isDefault: false });
      expect(byCode.get(code)!.keyCount).toBeGreaterThan(0);
    }
    // A catalogue language without a dictionary has no keys.
    expect(byCode.get('de')).toMatchObject({ enabled: false, keyCount: 0, translationProgress: 0 });
  });

  it('acts on the admin’s first site (lowest id) without site_id', async () => {
    const sites = (await call<SitesResponse>(t.app, { method: 'GET', url: '/api/admin/sites', headers: bearer(adminToken) })).body.sites;
    const firstId = Math.min(...sites.map((site) => site.id));
    expect((await list()).body).toEqual((await list(firstId)).body);
    // The editor's first site is their only one.
    expect((await list(undefined, editorToken)).body).toEqual((await list(editorSiteId, editorToken)).body);
  });

  it('answers 403 for another admin’s site and 404 for a missing one', async () => {
    expect((await list(localId, editorToken)).status).toBe(403);
    expect((await list(999_999)).status).toBe(404);
  });
});

describe('GET /api/admin/languages/available', () => {
  it('lists catalogue languages the site has not added', async () => {
    const { status, body } = await call<AvailableLanguagesResponse>(t.app, {
      method: 'GET',
      url: `/api/admin/languages/available?site_id=${localId}`,
      headers: bearer(adminToken),
    });
    expect(status).toBe(200);
    const added = new Set((await list(localId)).body.languages.map((language) => language.code));
    expect(body.languages.length).toBe(LANGUAGE_CATALOGUE.length - added.size);
    for (const language of body.languages) expect(added.has(language.code)).toBe(false);
  });
});

describe('POST /api/admin/languages/{id}/toggle', () => {
  it('disables and enables a language, and the public list follows (cache invalidated)', async () => {
    const es = (await list(localId)).body.languages.find((language) => language.code === 'es')!;
    const publicBefore = await call<PublicLanguagesResponse>(t.app, { method: 'GET', url: '/api/languages?domain=localhost' });
    expect(publicBefore.body.languages.map((language) => language.code)).toContain('es');

    const off = await call<LanguageResponse>(t.app, {
      method: 'POST',
      url: `/api/admin/languages/${es.id}/toggle`,
      headers: bearer(adminToken),
      payload: { enabled: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.language).toMatchObject({ code: 'es', enabled: false });
    const publicAfter = await call<PublicLanguagesResponse>(t.app, { method: 'GET', url: '/api/languages?domain=localhost' });
    expect(publicAfter.body.languages.map((language) => language.code)).not.toContain('es');

    const on = await call<LanguageResponse>(t.app, {
      method: 'POST',
      url: `/api/admin/languages/${es.id}/toggle`,
      headers: bearer(adminToken),
      payload: { enabled: true },
    });
    expect(on.body.language.enabled).toBe(true);
  });

  it('refuses to disable the default language with 409', async () => {
    const en = (await list(localId)).body.languages.find((language) => language.isDefault)!;
    const res = await call(t.app, {
      method: 'POST',
      url: `/api/admin/languages/${en.id}/toggle`,
      headers: bearer(adminToken),
      payload: { enabled: false },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBeTruthy();
  });

  it('answers 403 on another admin’s language and changes nothing', async () => {
    const es = (await list(localId)).body.languages.find((language) => language.code === 'es')!;
    const res = await call(t.app, {
      method: 'POST',
      url: `/api/admin/languages/${es.id}/toggle`,
      headers: bearer(editorToken),
      payload: { enabled: !es.enabled },
    });
    expect(res.status).toBe(403);
    const [row] = await t.database.db.select().from(languages).where(eq(languages.id, es.id));
    expect(row!.enabled).toBe(es.enabled);
  });

  it('validates id and body', async () => {
    const url = '/api/admin/languages/1/toggle';
    const cases = [
      { url: '/api/admin/languages/abc/toggle', payload: { enabled: true } },
      { url, payload: { enabled: 'yes' } },
      { url, payload: { enabled: true, extra: 1 } },
      { url, payload: {} },
    ];
    for (const item of cases) {
      const res = await call(t.app, { method: 'POST', url: item.url, headers: bearer(adminToken), payload: item.payload });
      expect(res.status, JSON.stringify(item)).toBe(400);
      expect(res.body.errors).toBeDefined();
    }
    const missing = await call(t.app, { method: 'POST', url: '/api/admin/languages/999999/toggle', headers: bearer(adminToken), payload: { enabled: true } });
    expect(missing.status).toBe(404);
  });
});

describe('POST /api/admin/languages', () => {
  const add = (payload: unknown, token = adminToken) =>
    call<Partial<LanguageResponse> & ErrorBody>(t.app, { method: 'POST', url: '/api/admin/languages', headers: bearer(token), payload: payload as object });

  it('adds a catalogue language with 201 {language}, then 409 when added again', async () => {
    const created = await add({ code: 'ja', site_id: localId });
    expect(created.status).toBe(201);
    expect(created.body.language).toMatchObject({ code: 'ja', label: 'Japanese', isDefault: false, keyCount: 0, translationProgress: 0 });
    const again = await add({ code: 'ja', site_id: localId });
    expect(again.status).toBe(409);
    expect(again.body.error).toBeTruthy();
    expect(again.body.message).toBeTruthy();
  });

  it('answers 422 {error, message} for a code outside the catalogue', async () => {
    const res = await add({ code: 'xx', site_id: localId });
    expect(res.status).toBe(422);
    expect(res.body.error).toBeTruthy();
    expect(res.body.message).toBeTruthy();
  });

  it('adds to the admin’s first site when site_id is null', async () => {
    const res = await add({ code: 'ko', site_id: null }, editorToken);
    expect(res.status).toBe(201);
    const rows = await t.database.db
      .select()
      .from(languages)
      .where(and(eq(languages.siteId, editorSiteId), eq(languages.code, 'ko')));
    expect(rows).toHaveLength(1);
  });

  it('answers 403 on another admin’s site and adds nothing', async () => {
    const res = await add({ code: 'pl', site_id: localId }, editorToken);
    expect(res.status).toBe(403);
    const rows = await t.database.db.select().from(languages).where(and(eq(languages.siteId, localId), eq(languages.code, 'pl')));
    expect(rows).toHaveLength(0);
  });

  it('validates the body', async () => {
    for (const payload of [{ code: 'pl' }, { code: 12, site_id: localId }, { code: 'pl', site_id: 'one' }, { code: 'pl', site_id: localId, x: 1 }]) {
      const res = await add(payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
    }
  });
});
