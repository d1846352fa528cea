import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createOwnSite, createTestContext, type TestContext } from '../../../test/helpers';
import { startLibreTranslate, type MtStandIn } from '../../../test/mt-provider';
import type { ListStringsResponse, PretranslateStringsResponse } from '../../contract';
import { buildRoleFixture, type RoleFixture } from '../people/fixture';

/**
 * A language's missing interface strings filled at once (issue 17, items 5, 7, 8): the translation
 * memory's exact matches first (a person's translation: reviewed), then the network's machine
 * translation (a stand-in LibreTranslate on 127.0.0.1) for the rest, stored as machine with every
 * {{placeholder}} intact; without a provider nothing is written.
 */
let t: TestContext;
let fx: RoleFixture;
let server: MtStandIn | null = null;

beforeAll(async () => {
  t = await createTestContext();
  const domain = `strings-mt-${randomBytes(5).toString('hex')}.test`;
  await createOwnSite(t, { domain, name: 'Strings and Machine', languages: ['de'] });
  fx = await buildRoleFixture(t.database.db, domain);
});
afterEach(async () => {
  await server?.close();
  server = null;
});
afterAll(() => t.close());

const pretranslate = (useMachine: boolean) =>
  call<PretranslateStringsResponse>(t.app, {
    method: 'POST',
    url: '/api/admin/strings/de/pretranslate',
    headers: bearer(fx.users.editor.token),
    payload: { site_id: fx.siteId, ...(useMachine ? { use_machine: true } : {}) },
  });
const list = () =>
  call<ListStringsResponse>(t.app, { method: 'GET', url: `/api/admin/strings/de?site_id=${fx.siteId}`, headers: bearer(fx.users.editor.token) });

describe('POST /api/admin/strings/{code}/pretranslate', () => {
  it('answers 422 without a provider when asked for the machine, and writes nothing', async () => {
    const before = (await list()).body.translated_count;
    const res = await pretranslate(true);
    expect(res.status).toBe(422);
    expect((await list()).body.translated_count).toBe(before);
  });

  it('fills from memory first (reviewed), then by machine (machine) with placeholders kept', async () => {
    // A person's string goes to the memory too; and the memory learns "Read more" -> "Weiterlesen"
    // from an article whose German title a translator wrote.
    const saved = await call(t.app, {
      method: 'PUT',
      url: '/api/admin/strings/de',
      headers: bearer(fx.users.editor.token),
      payload: { site_id: fx.siteId, strings: [{ key: 'common.trending', target: 'Im Trend' }] },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const words = (title: string, status: string) => ({
      title,
      slug: '',
      excerpt: '',
      content_type: 'html',
      content: [],
      content_html: '<p>Body</p>',
      status,
      publish_at: null,
    });
    const post = await call(t.app, {
      method: 'POST',
      url: '/api/admin/posts',
      headers: bearer(fx.users.editor.token),
      payload: {
        site_id: fx.siteId,
        category: 'home',
        author_id: null,
        trending: false,
        is_advertorial: false,
        read_time: 5,
        read_time_auto: false,
        featured_image_url: null,
        translations: { en: words('Read more', 'published'), de: words('Weiterlesen', 'draft') },
      },
    });
    expect(post.status, JSON.stringify(post.body)).toBe(201);
    const memoryOnly = await pretranslate(false);
    expect(memoryOnly.status, JSON.stringify(memoryOnly.body)).toBe(200);
    expect(memoryOnly.body).toMatchObject({ from_memory: 1, by_machine: 0 });
    expect(memoryOnly.body.strings.find((row) => row.key === 'common.readMore')).toMatchObject({ target: 'Weiterlesen', state: 'reviewed' });

    server = await startLibreTranslate(null);
    const settings = await call(t.app, {
      method: 'PUT',
      url: '/api/admin/machine-translation',
      headers: bearer(fx.users.owner.token),
      payload: { provider: 'libretranslate', endpoint: server.origin, glossary: [], monthly_budget_chars: null },
    });
    expect(settings.status, JSON.stringify(settings.body)).toBe(200);

    const res = await pretranslate(true);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.by_machine).toBeGreaterThan(100);
    const rows = new Map(res.body.strings.map((row) => [row.key, row]));
    expect(rows.get('common.trending')).toMatchObject({ target: 'Im Trend', state: 'reviewed' });
    expect(rows.get('common.readMore')).toMatchObject({ target: 'Weiterlesen', state: 'reviewed' });
    expect(rows.get('common.backHome')).toMatchObject({ target: '[de] Back to home', state: 'machine' });
    const by = rows.get('common.by')!;
    expect(by.state).toBe('machine');
    expect(by.target).toContain('{{name}}');
    expect(res.body.strings.filter((row) => row.state === 'missing')).toEqual([]);

    // Nothing is left to fill: a second run writes nothing and asks the provider nothing more.
    const asked = server.requests.length;
    const again = await pretranslate(true);
    expect(again.body).toMatchObject({ from_memory: 0, by_machine: 0, message: 'No missing string could be filled' });
    expect(server.requests.length).toBe(asked);
  });
});
