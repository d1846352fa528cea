import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createOwnSite, createTestContext, type TestContext } from '../../../test/helpers';
import type { AdminPostDetail, PretranslateResponse, TranslationMemoryMatchesResponse } from '../../contract';
import { buildRoleFixture, createMember, sessionFor, type RoleFixture } from '../people/fixture';
import { exactMatches, recordSegments } from './store';

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** A site of the test's own (English, Spanish, French) with people of every role on it. */
async function ownSite(languages = ['es', 'fr']): Promise<RoleFixture> {
  const domain = `tm-${randomBytes(5).toString('hex')}.test`;
  await createOwnSite(t, { domain, name: 'Memory Site', languages });
  return buildRoleFixture(t.database.db, domain);
}

type Tip = { id: string; title: string; description: string; tip?: string | null };

const tip = (id: string, title: string, description: string) => ({
  id,
  title,
  description,
  tip: null,
  rating: null,
  price_range: null,
  cta_text: null,
  cta_link: null,
  affiliate_note: null,
  company_name: null,
});

const translation = (title: string, tips: Tip[], extra: Record<string, unknown> = {}) => ({
  title,
  slug: '',
  excerpt: '',
  content_type: 'json',
  content: tips.map((t) => tip(t.id, t.title, t.description)),
  content_html: null,
  status: 'draft',
  publish_at: null,
  ...extra,
});

const postBody = (siteId: number, translations: Record<string, unknown>) => ({
  site_id: siteId,
  category: 'home',
  author_id: null,
  trending: false,
  is_advertorial: false,
  read_time: 5,
  read_time_auto: false,
  featured_image_url: null,
  translations,
});

async function createPost(fx: RoleFixture, translations: Record<string, unknown>): Promise<AdminPostDetail> {
  const res = await call<{ post: AdminPostDetail }>(t.app, {
    method: 'POST',
    url: '/api/admin/posts',
    headers: bearer(fx.users.editor.token),
    payload: postBody(fx.siteId, translations),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.post;
}

async function matches(token: string, siteId: number, text: string, target = 'es', source = 'en') {
  const query = new URLSearchParams({ site_id: String(siteId), source_lang: source, target_lang: target, text });
  return call<TranslationMemoryMatchesResponse>(t.app, {
    method: 'GET',
    url: `/api/admin/translation-memory/matches?${query}`,
    headers: bearer(token),
  });
}

async function pretranslate(token: string, postId: number, payload: Record<string, unknown>) {
  return call<PretranslateResponse>(t.app, { method: 'POST', url: `/api/admin/posts/${postId}/pretranslate`, headers: bearer(token), payload });
}

const FIRST = 'Fix a dripping tap by replacing the worn washer';
const SECOND = 'Bleed the radiators before the first cold evening';

describe('recording on save', () => {
  it('stores each tip field, the title and the excerpt of a saved translation against the original', async () => {
    const fx = await ownSite();
    await createPost(fx, {
      en: translation('Home repairs', [{ id: 'a', title: FIRST, description: 'It takes ten minutes' }], { excerpt: 'Small jobs' }),
      es: translation('Reparaciones', [{ id: 'a', title: 'Arregla un grifo que gotea', description: 'Lleva diez minutos' }], {
        excerpt: 'Trabajos pequeños',
      }),
    });
    const found = await exactMatches(t.database.db, {
      siteId: fx.siteId,
      sourceLang: 'en',
      targetLang: 'es',
      texts: ['Home repairs', 'Small jobs', FIRST, 'It takes ten minutes'],
    });
    expect(Object.fromEntries(found)).toEqual({
      'Home repairs': 'Reparaciones',
      'Small jobs': 'Trabajos pequeños',
      [FIRST]: 'Arregla un grifo que gotea',
      'It takes ten minutes': 'Lleva diez minutos',
    });
  });

  it('pairs HTML bodies paragraph by paragraph and keeps the latest target of a source', async () => {
    const fx = await ownSite();
    const html = (en: string, es: string) => ({
      en: translation('Garden', [], { content_type: 'html', content_html: en }),
      es: translation('Jardín', [], { content_type: 'html', content_html: es }),
    });
    const post = await createPost(fx, html('<h2>Water early</h2><ul><li>Mulch the beds</li></ul>', '<h2>Riega temprano</h2><ul><li>Acolcha</li></ul>'));
    const res = await call<{ post: AdminPostDetail }>(t.app, {
      method: 'PUT',
      url: `/api/admin/posts/${post.id}`,
      headers: bearer(fx.users.editor.token),
      payload: { ...postBody(fx.siteId, html('<h2>Water early</h2><ul><li>Mulch the beds</li></ul>', '<h2>Riega pronto</h2><ul><li>Cubre los bancales</li></ul>')), version: post.version },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const found = await exactMatches(t.database.db, { siteId: fx.siteId, sourceLang: 'en', targetLang: 'es', texts: ['Water early', 'Mulch the beds'] });
    expect(Object.fromEntries(found)).toEqual({ 'Water early': 'Riega pronto', 'Mulch the beds': 'Cubre los bancales' });
  });
});

describe('GET /api/admin/translation-memory/matches', () => {
  it('answers the exact match first with score 1, then fuzzy ones of at least 0.75, none below', async () => {
    const fx = await ownSite();
    const pair = { siteId: fx.siteId, sourceLang: 'en', targetLang: 'es' };
    await recordSegments(t.database.db, {
      ...pair,
      pairs: [
        { source: FIRST, target: 'Arregla el grifo cambiando la arandela gastada' },
        { source: 'Fix a dripping tap by replacing the worn washers', target: 'Arregla el grifo cambiando las arandelas' },
        { source: 'Paint the fence on a dry afternoon', target: 'Pinta la valla una tarde seca' },
      ],
    });
    const res = await matches(fx.users.editor.token, fx.siteId, FIRST);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.matches.map((m) => m.source)).toEqual([FIRST, 'Fix a dripping tap by replacing the worn washers']);
    expect(res.body.matches[0]).toEqual({ source: FIRST, target: 'Arregla el grifo cambiando la arandela gastada', score: 1 });
    expect(res.body.matches[1]!.score).toBeGreaterThanOrEqual(0.75);
    expect(res.body.matches[1]!.score).toBeLessThan(1);

    const fuzzyOnly = await matches(fx.users.editor.token, fx.siteId, 'Fix a dripping tap by replacing a worn washer');
    expect(fuzzyOnly.body.matches.length).toBeGreaterThan(0);
    expect(fuzzyOnly.body.matches.every((m) => m.score >= 0.75 && m.score < 1)).toBe(true);

    const none = await matches(fx.users.editor.token, fx.siteId, 'Paint the shed');
    expect(none.body.matches).toEqual([]);
  });

  it('keeps sites and language pairs apart', async () => {
    const a = await ownSite();
    const b = await ownSite();
    await recordSegments(t.database.db, { siteId: a.siteId, sourceLang: 'en', targetLang: 'es', pairs: [{ source: SECOND, target: 'Purga los radiadores' }] });
    expect((await matches(a.users.editor.token, a.siteId, SECOND)).body.matches).toHaveLength(1);
    expect((await matches(a.users.editor.token, a.siteId, SECOND, 'fr')).body.matches).toEqual([]);
    expect((await matches(a.users.editor.token, a.siteId, SECOND, 'es', 'fr')).body.matches).toEqual([]);
    expect((await matches(b.users.editor.token, b.siteId, SECOND)).body.matches).toEqual([]);
  });

  it('lets a translator look up only their languages, and no other site', async () => {
    const fx = await ownSite();
    const other = await ownSite();
    expect((await matches(fx.users.translator.token, fx.siteId, SECOND, 'es')).status).toBe(200);
    const fr = await matches(fx.users.translator.token, fx.siteId, SECOND, 'fr');
    expect(fr.status).toBe(403);
    expect(fr.body).toMatchObject({ message: 'You do not translate into fr on this site' });
    expect((await matches(fx.users.translator.token, other.siteId, SECOND, 'es')).status).toBe(403);
  });

  it('answers 400 on a bad query', async () => {
    const fx = await ownSite();
    const token = fx.users.editor.token;
    expect((await matches(token, fx.siteId, '   ')).status).toBe(400);
    expect((await matches(token, fx.siteId, 'x'.repeat(10_001))).status).toBe(400);
    expect((await matches(token, fx.siteId, SECOND, 'not a code')).status).toBe(400);
    const missing = await call(t.app, { method: 'GET', url: '/api/admin/translation-memory/matches?site_id=abc&text=x', headers: bearer(token) });
    expect(missing.status).toBe(400);
  });
});

describe('POST /api/admin/posts/{id}/pretranslate', () => {
  /** Article A with a tip translated into Spanish; article B with the same English tip and another. */
  async function articles(fx: RoleFixture) {
    await createPost(fx, {
      en: translation('Article A', [{ id: 'a', title: FIRST, description: 'It takes ten minutes' }]),
      es: translation('Artículo A', [{ id: 'a', title: 'Arregla un grifo que gotea', description: 'Lleva diez minutos' }]),
    });
    return createPost(fx, {
      en: translation('Article B', [
        { id: 'x', title: FIRST, description: 'It takes ten minutes' },
        { id: 'y', title: SECOND, description: 'Use a radiator key' },
      ]),
    });
  }

  it('fills every exact match into a new draft, keeps the original text elsewhere and counts them', async () => {
    const fx = await ownSite();
    const post = await articles(fx);
    const res = await pretranslate(fx.users.editor.token, post.id, { languages: ['es', 'fr'] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.summary).toEqual({ es: { filled: 2, machine: 0, total: 5 }, fr: { filled: 0, machine: 0, total: 5 } });
    const es = res.body.post.translations.es!;
    expect(es.status).toBe('draft');
    expect(es.title).toBe('Article B');
    expect(es.content.map((c) => [c.title, c.description])).toEqual([
      ['Arregla un grifo que gotea', 'Lleva diez minutos'],
      [SECOND, 'Use a radiator key'],
    ]);
    expect(res.body.post.translations.fr!.status).toBe('draft');
    // The untranslated English left in the draft is not stored as a "translation" of itself.
    const self = await exactMatches(t.database.db, { siteId: fx.siteId, sourceLang: 'en', targetLang: 'es', texts: [SECOND] });
    expect(self.size).toBe(0);
  });

  it('never overwrites a translation’s own text, fills only its empty fields, and leaves published ones alone', async () => {
    const fx = await ownSite();
    await createPost(fx, {
      en: translation('Article A', [{ id: 'a', title: FIRST, description: 'It takes ten minutes' }], { excerpt: 'Quick fixes' }),
      es: translation('Artículo A', [{ id: 'a', title: 'Arregla un grifo que gotea', description: 'Lleva diez minutos' }], { excerpt: 'Arreglos rápidos' }),
      fr: translation('Article A fr', [{ id: 'a', title: 'Réparez un robinet', description: 'Dix minutes' }], { excerpt: 'Réparations rapides' }),
    });
    const post = await createPost(fx, {
      en: translation('Article B', [{ id: 'x', title: FIRST, description: 'It takes ten minutes' }], { excerpt: 'Quick fixes' }),
      es: translation('Mi título', [{ id: 'x', title: 'Mi propio consejo', description: 'Mi descripción' }]),
      fr: translation('Titre B', [{ id: 'x', title: 'Mon conseil', description: 'Ma description' }], { status: 'published' }),
    });
    const res = await pretranslate(fx.users.editor.token, post.id, { languages: ['es', 'fr'] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const es = res.body.post.translations.es!;
    expect(es.title).toBe('Mi título');
    expect(es.content[0]).toMatchObject({ title: 'Mi propio consejo', description: 'Mi descripción' });
    expect(es.excerpt).toBe('Arreglos rápidos');
    expect(res.body.summary.es).toEqual({ filled: 1, machine: 0, total: 4 });
    expect(res.body.post.translations.fr).toMatchObject({ status: 'published', title: 'Titre B', excerpt: '' });
    expect(res.body.summary.fr).toEqual({ filled: 0, machine: 0, total: 4 });
  });

  it('answers 422 for machine translation, 400 for a language the site lacks, 403 for a translator’s other language', async () => {
    const fx = await ownSite();
    const post = await articles(fx);
    const machine = await pretranslate(fx.users.editor.token, post.id, { languages: ['es'], use_machine: true });
    expect(machine.status).toBe(422);
    expect(machine.body).toMatchObject({ error: expect.stringMatching(/^Machine translation is not set up/) });
    expect((await pretranslate(fx.users.editor.token, post.id, { languages: ['de'] })).status).toBe(400);
    expect((await pretranslate(fx.users.editor.token, post.id, { languages: [] })).status).toBe(400);
    expect((await pretranslate(fx.users.translator.token, post.id, { languages: ['fr'] })).status).toBe(403);
    const own = await pretranslate(fx.users.translator.token, post.id, { languages: ['es'] });
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    expect(own.body.post.translations.es!.content[0]!.title).toBe('Arregla un grifo que gotea');
    expect(own.body.post.translations.fr).toBeUndefined();
  });

  it('lets a translator of another site do nothing', async () => {
    const fx = await ownSite();
    const post = await articles(fx);
    const stranger = await ownSite();
    const userId = await createMember(t.database.db, stranger.siteId, 'translator', { languages: ['es'] });
    const token = await sessionFor(t.database.db, userId);
    expect((await pretranslate(token, post.id, { languages: ['es'] })).status).toBe(403);
    expect((await matches(token, fx.siteId, FIRST)).status).toBe(403);
  });
});
