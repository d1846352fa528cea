import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createOwnSite, createTestContext, type TestContext } from '../../../test/helpers';
import type { MachineTranslationSettings } from '../../contract';
import { buildRoleFixture, type RoleFixture } from '../people/fixture';

let t: TestContext;
let fx: RoleFixture;

beforeAll(async () => {
  t = await createTestContext();
  const domain = `mt-settings-${randomBytes(5).toString('hex')}.test`;
  await createOwnSite(t, { domain, name: 'MT Settings', languages: ['de'] });
  fx = await buildRoleFixture(t.database.db, domain);
});
afterAll(() => t.close());

const URL = '/api/admin/machine-translation';
const body = (over: Record<string, unknown> = {}) => ({
  provider: 'deepl',
  endpoint: 'https://api-free.deepl.com/',
  key: 'secret-deepl-key:fx',
  glossary: [{ source_lang: 'en', target_lang: 'de', terms: ['TipsHub', '{{brand}}'] }],
  monthly_budget_chars: 100_000,
  ...over,
});
const put = (token: string, payload: Record<string, unknown>) =>
  call<MachineTranslationSettings & { message: string; errors: Record<string, string[]> }>(t.app, {
    method: 'PUT',
    url: URL,
    headers: bearer(token),
    payload,
  });
const get = (token: string) => call<MachineTranslationSettings>(t.app, { method: 'GET', url: URL, headers: bearer(token) });

// One file, run in order: these tests share the network's one settings row.
describe('/api/admin/machine-translation', () => {
  it('starts with no provider, the default budget and nothing used this month', async () => {
    const { status, body: settings } = await get(fx.users.owner.token);
    expect(status).toBe(200);
    expect(settings).toEqual({
      provider: 'none',
      endpoint: null,
      key_set: false,
      glossary: [],
      monthly_budget_chars: 500_000,
      usage: { month: new Date().toISOString().slice(0, 7), chars: 0 },
    });
  });

  it('saves the settings; the key is write-only: never answered, kept when left out, cleared when empty', async () => {
    const saved = await put(fx.users.administrator.token, body());
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ provider: 'deepl', endpoint: 'https://api-free.deepl.com', key_set: true, monthly_budget_chars: 100_000 });
    expect(JSON.stringify(saved.body)).not.toContain('secret-deepl-key');
    const read = await get(fx.users.owner.token);
    expect(JSON.stringify(read.body)).not.toContain('secret-deepl-key');
    expect(read.body.glossary).toEqual([{ source_lang: 'en', target_lang: 'de', terms: ['TipsHub', '{{brand}}'] }]);

    // Left out: kept.
    const { key: _key, ...withoutKey } = body({ monthly_budget_chars: null });
    const kept = await put(fx.users.owner.token, withoutKey);
    expect(kept.body).toMatchObject({ key_set: true, monthly_budget_chars: null });

    // The activity log says a key is set, never what it is.
    const activity = await call<{ entries: { action: string; changes: unknown }[] }>(t.app, {
      method: 'GET',
      url: '/api/admin/activity?action=machine_translation.update',
      headers: bearer(fx.users.owner.token),
    });
    expect(activity.body.entries.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(activity.body)).not.toContain('secret-deepl-key');

    // Empty: cleared (LibreTranslate may run without one).
    const cleared = await put(fx.users.owner.token, body({ provider: 'libretranslate', endpoint: 'http://127.0.0.1:5000', key: '' }));
    expect(cleared.body).toMatchObject({ provider: 'libretranslate', key_set: false });
  });

  it('refuses bad settings with 400 and says which field', async () => {
    const token = fx.users.owner.token;
    const cases: [Record<string, unknown>, string][] = [
      [body({ endpoint: 'ftp://deepl.example' }), 'endpoint'],
      [body({ endpoint: 'javascript:alert(1)' }), 'endpoint'],
      [body({ endpoint: null }), 'endpoint'],
      [body({ provider: 'google' }), 'provider'],
      [body({ monthly_budget_chars: -1 }), 'monthly_budget_chars'],
      [body({ glossary: [{ source_lang: 'en', target_lang: 'en', terms: [] }] }), 'glossary.0.target_lang'],
      [body({ glossary: [{ source_lang: 'en', target_lang: 'de', terms: [' '] }] }), 'glossary.0.terms.0'],
      [body({ provider: 'deepl', key: null }), 'key'],
      [{ ...body(), extra: true }, ''],
    ];
    for (const [payload, field] of cases) {
      const res = await put(token, payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
      if (field) expect(Object.keys(res.body.errors ?? {}), JSON.stringify(res.body)).toContain(field);
    }
    // Nothing of it was saved.
    expect((await get(token)).body.provider).toBe('libretranslate');
  });

  it('is the owner’s and administrators’ alone', async () => {
    for (const role of ['manager', 'editor', 'translator'] as const) {
      expect((await get(fx.users[role].token)).status, role).toBe(403);
      expect((await put(fx.users[role].token, body())).status, role).toBe(403);
    }
    expect((await call(t.app, { method: 'GET', url: URL })).status).toBe(401);
  });
});
