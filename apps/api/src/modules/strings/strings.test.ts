import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import es from '@sitenet/i18n/translations/es.json';
import { bearer, call, createOwnSite, createTestContext, type TestContext } from '../../../test/helpers';
import type { AdminLanguagesResponse, ImportStringsResponse, ListStringsResponse, SaveStringsResponse } from '../../contract';
import { buildRoleFixture, createMember, sessionFor, type RoleFixture } from '../people/fixture';

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** A site of the test's own (English, Spanish, French) with people of every role on it. */
async function ownSite(): Promise<RoleFixture & { domain: string }> {
  const domain = `strings-${randomBytes(5).toString('hex')}.test`;
  await createOwnSite(t, { domain, name: 'Strings Site', languages: ['es', 'fr'] });
  return { ...(await buildRoleFixture(t.database.db, domain)), domain };
}

const list = (fx: RoleFixture, code: string, query = '', token = fx.users.editor.token) =>
  call<ListStringsResponse>(t.app, { method: 'GET', url: `/api/admin/strings/${code}?site_id=${fx.siteId}${query}`, headers: bearer(token) });

const save = (fx: RoleFixture, code: string, strings: Array<{ key: string; target: string; state?: string }>, token = fx.users.editor.token) =>
  call<SaveStringsResponse>(t.app, { method: 'PUT', url: `/api/admin/strings/${code}`, headers: bearer(token), payload: { site_id: fx.siteId, strings } });

const exportFile = (fx: RoleFixture, code: string, format: 'xliff' | 'json') =>
  t.app.inject({ method: 'GET', url: `/api/admin/strings/${code}/export?site_id=${fx.siteId}&format=${format}`, headers: bearer(fx.users.editor.token) });

const importFile = (fx: RoleFixture, code: string, file: string, token = fx.users.editor.token) =>
  call<ImportStringsResponse>(t.app, { method: 'POST', url: `/api/admin/strings/${code}/import?site_id=${fx.siteId}`, headers: bearer(token), payload: { file } });

const publicStrings = (domain: string, code: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/translations/${code}.json`, headers: { host: domain, ...headers } });

const SHIPPED_READ_MORE = es.common.readMore;

describe('GET /api/admin/strings/{code}', () => {
  it('lists every key with its English source, the shipped translation as reviewed, and the counts', async () => {
    const fx = await ownSite();
    const res = await list(fx, 'es');
    expect(res.status).toBe(200);
    const readMore = res.body.strings.find((row) => row.key === 'common.readMore');
    expect(readMore).toEqual({ key: 'common.readMore', source: 'Read more', target: SHIPPED_READ_MORE, state: 'reviewed' });
    expect(res.body.key_count).toBe(res.body.strings.length);
    expect(res.body.key_count).toBeGreaterThan(200);
    // Spanish has a third plural form (many) the shipped file lacks: those keys start missing.
    const missing = res.body.strings.filter((row) => row.state === 'missing').map((row) => row.key);
    expect(missing.length).toBeGreaterThan(0);
    expect(missing.every((key) => key.endsWith('_many'))).toBe(true);
    expect(res.body.translated_count).toBe(res.body.key_count - missing.length);
    expect(res.body.strings.some((row) => row.key.startsWith('routes.'))).toBe(false);
  });

  it('filters by state and searches key, source and translation case-insensitively', async () => {
    const fx = await ownSite();
    const missing = await list(fx, 'es', '&state=missing');
    expect(missing.body.strings.length).toBeGreaterThan(0);
    expect(missing.body.strings.every((row) => row.state === 'missing' && row.target === null)).toBe(true);
    expect((await list(fx, 'es', '&state=machine')).body.strings).toEqual([]);
    const byKey = await list(fx, 'es', '&q=COMMON.READMORE');
    expect(byKey.body.strings.map((row) => row.key)).toContain('common.readMore');
    const byTarget = await list(fx, 'es', `&q=${encodeURIComponent(SHIPPED_READ_MORE.toUpperCase())}`);
    expect(byTarget.body.strings.map((row) => row.key)).toContain('common.readMore');
    const bySource = await list(fx, 'es', '&q=READ%20more');
    expect(bySource.body.strings.map((row) => row.key)).toContain('common.readMore');
    // The counts stay the language's, whatever the filter.
    expect(byKey.body.key_count).toBe(missing.body.key_count);
  });

  it('refuses English (the source lives in the code), a language the site lacks, and bad filters', async () => {
    const fx = await ownSite();
    expect((await list(fx, 'en')).status).toBe(400);
    expect((await list(fx, 'zh')).status).toBe(404);
    expect((await list(fx, 'es', '&state=done')).status).toBe(400);
  });
});

describe('PUT /api/admin/strings/{code}', () => {
  it('saves a batch as reviewed, a machine text as machine, and an empty text makes the key missing', async () => {
    const fx = await ownSite();
    const res = await save(fx, 'es', [
      { key: 'common.readMore', target: 'Seguir leyendo' },
      { key: 'common.by', target: 'Escrito por {{name}}', state: 'machine' },
      { key: 'nav.home', target: '' },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('3 strings saved');
    const rows = new Map((await list(fx, 'es')).body.strings.map((row) => [row.key, row]));
    expect(rows.get('common.readMore')).toMatchObject({ target: 'Seguir leyendo', state: 'reviewed' });
    expect(rows.get('common.by')).toMatchObject({ target: 'Escrito por {{name}}', state: 'machine' });
    expect(rows.get('nav.home')).toMatchObject({ target: null, state: 'missing' });
    // The same again changes nothing.
    expect((await save(fx, 'es', [{ key: 'common.readMore', target: 'Seguir leyendo' }])).body.message).toBe('Nothing changed');
  });

  it('answers 400 naming the key and the placeholder a translation dropped or added, and writes nothing', async () => {
    const fx = await ownSite();
    const dropped = await save(fx, 'es', [
      { key: 'common.readMore', target: 'Cambiado' },
      { key: 'common.by', target: 'Por alguien' },
    ]);
    expect(dropped.status).toBe(400);
    const body = dropped.body as unknown as { message: string; errors: Record<string, string[]> };
    expect(body.message).toContain('common.by');
    expect(body.message).toContain('{{name}}');
    expect(body.errors['common.by']).toEqual(['The placeholder {{name}} is missing']);
    const added = await save(fx, 'es', [{ key: 'common.by', target: 'Por {{name}} y {{other}}' }]);
    expect(added.status).toBe(400);
    expect((added.body as unknown as { errors: Record<string, string[]> }).errors['common.by']).toEqual(['The placeholder {{other}} is not in the English text']);
    const unknown = await save(fx, 'es', [{ key: 'no.such.key', target: 'x' }]);
    expect(unknown.status).toBe(400);
    // Nothing of the refused batches was written.
    const rows = new Map((await list(fx, 'es')).body.strings.map((row) => [row.key, row]));
    expect(rows.get('common.readMore')!.target).toBe(SHIPPED_READ_MORE);
  });

  it('lets a translator write their language only, and refuses roles that may not', async () => {
    const fx = await ownSite();
    expect((await save(fx, 'es', [{ key: 'common.readMore', target: 'Leer' }], fx.users.translator.token)).status).toBe(200);
    const other = await save(fx, 'fr', [{ key: 'common.readMore', target: 'Lire' }], fx.users.translator.token);
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('You do not translate into fr on this site');
    expect((await importFile(fx, 'fr', '{"common":{"readMore":"Lire"}}', fx.users.translator.token)).status).toBe(403);
    expect((await save(fx, 'es', [{ key: 'common.readMore', target: 'Leer' }], fx.users.author.token)).status).toBe(403);
    // Reading is for whoever sees the site's languages.
    expect((await list(fx, 'fr', '', fx.users.contributor.token)).status).toBe(200);
    // Another site's person cannot read this one.
    const stranger = await sessionFor(t.database.db, await createMember(t.database.db, (await ownSite()).siteId, 'editor'));
    expect((await list(fx, 'es', '', stranger)).status).toBe(403);
  });
});

describe('export and import', () => {
  it('XLIFF: export -> import -> export is identical, and the file is XLIFF 2.0 with one unit per key', async () => {
    const fx = await ownSite();
    await save(fx, 'es', [{ key: 'common.by', target: 'Por {{name}} & <amigos>' }]);
    const first = await exportFile(fx, 'es', 'xliff');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('application/xliff+xml');
    expect(first.headers['content-disposition']).toBe('attachment; filename="interface-strings-es.xlf"');
    expect(first.body).toContain('version="2.0" srcLang="en" trgLang="es"');
    expect(first.body).toContain('<unit id="common.by">');
    expect(first.body).toContain('<target>Por {{name}} &amp; &lt;amigos&gt;</target>');
    const imported = await importFile(fx, 'es', first.body);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.imported).toBe(0);
    expect((await exportFile(fx, 'es', 'xliff')).body).toBe(first.body);
  });

  it('JSON: the nested dictionary of translated keys; export -> import into another site -> export is identical', async () => {
    const fx = await ownSite();
    await save(fx, 'es', [{ key: 'common.readMore', target: 'Sigue leyendo' }, { key: 'nav.home', target: '' }]);
    const first = await exportFile(fx, 'es', 'json');
    expect(first.statusCode, first.body).toBe(200);
    const dictionary = JSON.parse(first.body) as { common: Record<string, string>; nav: Record<string, string> };
    expect(dictionary.common.readMore).toBe('Sigue leyendo');
    expect(dictionary.nav.home).toBeUndefined();
    const other = await ownSite();
    const imported = await importFile(other, 'es', first.body);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(imported.body.message).toBe('1 string imported');
    // The other site still has its nav.home (an import never removes), so clear it to compare.
    await save(other, 'es', [{ key: 'nav.home', target: '' }]);
    expect((await exportFile(other, 'es', 'json')).body).toBe(first.body);
  });

  it('refuses malformed files, another language, unknown keys and placeholder errors with 400, writing nothing', async () => {
    const fx = await ownSite();
    const before = (await exportFile(fx, 'es', 'json')).body;
    const xliff = (await exportFile(fx, 'es', 'xliff')).body;
    const cases: Array<[string, string]> = [
      ['<xliff version="2.0" srcLang="en" trgLang="es"><file id="f"></xliff>', 'Malformed XLIFF'],
      ['<?xml version="1.0"?><foo/>', 'Not an XLIFF document'],
      ['<xliff version="1.2"></xliff>', 'Only XLIFF 2.0'],
      [xliff.replace('trgLang="es"', 'trgLang="fr"'), 'This file is for fr (trgLang), not es'],
      [xliff.replace('<unit id="common.readMore">', '<unit id="common.nope">'), 'common.nope: Unknown key'],
      ['{"common": {"readMore": "Cambiado", "by": "Sin nombre"}}', 'common.by: The placeholder {{name}} is missing'],
      ['{"common": ', 'Malformed JSON'],
      ['{"common": {"readMore": 3}}', 'common.readMore: Not a text'],
      ['hello', 'Neither XLIFF nor JSON'],
    ];
    for (const [file, message] of cases) {
      const res = await importFile(fx, 'es', file);
      expect(res.status, file).toBe(400);
      expect(res.body.message, file).toContain(message);
    }
    expect((await exportFile(fx, 'es', 'json')).body).toBe(before);
  });

  it('takes the file as multipart too', async () => {
    const fx = await ownSite();
    const boundary = 'strings-boundary';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="es.json"\r\nContent-Type: application/json\r\n\r\n{"common":{"readMore":"Desde un archivo"}}\r\n--${boundary}--\r\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/strings/es/import?site_id=${fx.siteId}`,
      headers: { ...bearer(fx.users.editor.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = new Map((await list(fx, 'es')).body.strings.map((row) => [row.key, row]));
    expect(rows.get('common.readMore')).toMatchObject({ target: 'Desde un archivo', state: 'reviewed' });
  });
});

describe('the languages screen and the public dictionary', () => {
  it('keyCount and translationProgress come from the stored strings', async () => {
    const fx = await ownSite();
    const languages = async () => {
      const res = await call<AdminLanguagesResponse>(t.app, { method: 'GET', url: `/api/admin/languages?site_id=${fx.siteId}`, headers: bearer(fx.users.editor.token) });
      return new Map(res.body.languages.map((language) => [language.code, language]));
    };
    const { body } = await list(fx, 'es');
    const before = (await languages()).get('es')!;
    expect(before.keyCount).toBe(body.translated_count);
    expect(before.translationProgress).toBe(Math.round((body.translated_count / body.key_count) * 100));
    await save(fx, 'es', [{ key: 'nav.home', target: '' }]);
    expect((await languages()).get('es')!.keyCount).toBe(body.translated_count - 1);
    expect((await languages()).get('en')).toMatchObject({ translationProgress: 100 });
  });

  it('answers every key, English where the language has no text (counted), with an ETag, and changes after a save', async () => {
    const fx = await ownSite();
    const first = await publicStrings(fx.domain, 'es');
    expect(first.statusCode).toBe(200);
    const dictionary = first.json() as { common: Record<string, string>; routes: Record<string, string> };
    expect(dictionary.common.readMore).toBe(SHIPPED_READ_MORE);
    expect(dictionary.routes).toEqual(es.routes);
    const fallbacks = Number(first.headers['x-fallback-count']);
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('public, no-cache, s-maxage=60, stale-if-error=86400');
    expect((await publicStrings(fx.domain, 'es', { 'if-none-match': etag })).statusCode).toBe(304);

    await save(fx, 'es', [{ key: 'common.readMore', target: 'Lee esto' }, { key: 'nav.home', target: '' }]);
    const after = await publicStrings(fx.domain, 'es');
    const changed = after.json() as { common: Record<string, string>; nav: Record<string, string> };
    expect(changed.common.readMore).toBe('Lee esto');
    expect(changed.nav.home).toBe('Home');
    expect(Number(after.headers['x-fallback-count'])).toBe(fallbacks + 1);
    expect(after.headers.etag).not.toBe(etag);
    // Another site keeps its own text.
    const other = await ownSite();
    expect((await publicStrings(other.domain, 'es')).json().common.readMore).toBe(SHIPPED_READ_MORE);
  });

  it('answers 404 for a language neither the site nor the magazine has', async () => {
    const fx = await ownSite();
    expect((await publicStrings(fx.domain, 'ja')).statusCode).toBe(404);
    expect((await publicStrings(fx.domain, 'en')).json().common.readMore).toBe('Read more');
  });
});
