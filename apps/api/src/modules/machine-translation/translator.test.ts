import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createOwnSite, createTestContext, type TestContext } from '../../../test/helpers';
import { startDeepL, startLibreTranslate, type MtStandIn } from '../../../test/mt-provider';
import { MT_BUDGET_MESSAGE, type MachineTranslationSettings } from '../../contract';
import { systemClock } from '../../lib/clock';
import { buildRoleFixture, type RoleFixture } from '../people/fixture';
import { MachineTranslationError } from './errors';
import { machineTranslator, translateSegments, translateTexts } from './translator';

let t: TestContext;
let fx: RoleFixture;
let server: MtStandIn | null = null;
const ctx = () => ({ db: t.database.db, clock: systemClock });
/**
 * Short backoff, so the retry tests take well under a second. The timeout stays generous: on a
 * loaded machine a 300 ms limit timed out a slow answer, and the retry then met a stand-in whose
 * queued fault the late answer had already used. Only the hang test shortens it, and not below
 * 600 ms: with 150 ms a busy CI box once let the timeout fire before the request had reached the
 * stand-in at all, so it saw two of the three tries.
 */
const fast = { timeoutMs: 10_000, tries: 3, backoffMs: 5 };

beforeAll(async () => {
  t = await createTestContext();
  const domain = `mt-translate-${randomBytes(5).toString('hex')}.test`;
  await createOwnSite(t, { domain, name: 'MT Translate', languages: ['de'] });
  fx = await buildRoleFixture(t.database.db, domain);
});
afterEach(async () => {
  await server?.close();
  server = null;
});
afterAll(() => t.close());

async function configure(settings: Record<string, unknown>): Promise<MachineTranslationSettings> {
  const res = await call<MachineTranslationSettings>(t.app, {
    method: 'PUT',
    url: '/api/admin/machine-translation',
    headers: bearer(fx.users.owner.token),
    payload: { glossary: [], monthly_budget_chars: null, ...settings },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}
const usage = async () =>
  (await call<MachineTranslationSettings>(t.app, { method: 'GET', url: '/api/admin/machine-translation', headers: bearer(fx.users.owner.token) })).body
    .usage.chars;

async function failure(run: Promise<unknown>): Promise<MachineTranslationError> {
  const error = await run.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(MachineTranslationError);
  return error as MachineTranslationError;
}

// The tests share the network's one settings row: one file, in order.
describe('machine translation through the providers’ HTTP APIs', () => {
  it('is null with no provider, and says how to set one up when called anyway', async () => {
    await configure({ provider: 'none', endpoint: null });
    expect(await machineTranslator(ctx())).toBeNull();
    const error = await failure(translateTexts(ctx(), ['Hello'], 'en', 'de', { html: false }));
    expect(error.statusCode).toBe(422);
    expect(error.message).toMatch(/not set up/);
  });

  it('DeepL: HTML and placeholders kept, do-not-translate terms verbatim through a glossary made once', async () => {
    server = await startDeepL('deepl-key');
    await configure({
      provider: 'deepl',
      endpoint: server.origin,
      key: 'deepl-key',
      glossary: [{ source_lang: 'en', target_lang: 'de', terms: ['TipsHub', 'Pro'] }],
    });
    const translate = (await machineTranslator(ctx(), fast))!;
    const html = await translate(['<p>Save with <strong>TipsHub</strong> on {{count}} deals</p>', '<p>Problem solved</p>'], 'en', 'de', { html: true });
    expect(html).toEqual(['<p>[de] Save with <strong>TipsHub</strong>[de]  on {{count}}[de]  deals</p>', '<p>[de] Problem solved</p>']);
    const text = await translate(['You have {{count}} tips', 'Plain words'], 'en', 'de', { html: false });
    expect(text).toEqual(['[de] You have {{count}}[de]  tips', '[de] Plain words']);

    const translateCalls = server.requests.filter((request) => request.path === '/v2/translate');
    expect(translateCalls.every((request) => request.headers.authorization === 'DeepL-Auth-Key deepl-key')).toBe(true);
    expect(translateCalls[0]!.body).toMatchObject({ source_lang: 'EN', target_lang: 'DE', tag_handling: 'html', glossary_id: 'glossary-1' });
    // The placeholder went out protected, as HTML; the text with none as plain text.
    expect(translateCalls[1]!.body).toMatchObject({ tag_handling: 'html', text: [expect.stringContaining('translate="no"')] });
    expect(translateCalls[2]!.body).not.toHaveProperty('tag_handling');
    expect(translateCalls[2]!.body.text).toEqual(['Plain words']);
    // One glossary for the pair: the term mapped to itself, as TSV; the second job reused it.
    const glossaries = server.requests.filter((request) => request.path === '/v2/glossaries');
    expect(glossaries).toHaveLength(1);
    expect(glossaries[0]!.body).toMatchObject({ source_lang: 'en', target_lang: 'de', entries: 'TipsHub\tTipsHub\nPro\tPro', entries_format: 'tsv' });
  });

  it('DeepL: target codes with their variants', async () => {
    server = await startDeepL('deepl-key');
    await configure({ provider: 'deepl', endpoint: server.origin, key: 'deepl-key' });
    for (const [code, target] of [['en', 'EN-GB'], ['pt', 'PT-PT'], ['pt-BR', 'PT-BR'], ['zh', 'ZH-HANS']]) {
      await translateTexts(ctx(), ['Hello'], 'de', code!, { html: false }, fast);
      expect(server.requests.at(-1)!.body).toMatchObject({ source_lang: 'DE', target_lang: target });
    }
  });

  it('LibreTranslate: q as a list, format html or text, api_key, placeholders and terms kept', async () => {
    server = await startLibreTranslate('libre-key');
    await configure({
      provider: 'libretranslate',
      endpoint: server.origin,
      key: 'libre-key',
      glossary: [{ source_lang: 'en', target_lang: 'fr', terms: ['TipsHub'] }],
    });
    const out = await translateTexts(ctx(), ['<p>TipsHub has {{count}} tips</p>', 'Hello <there>'], 'en', 'fr', { html: true }, fast);
    expect(out).toEqual(['<p>TipsHub[fr]  has {{count}}[fr]  tips</p>', '[fr] Hello <there>']);
    const plain = await translateTexts(ctx(), ['Hello & welcome to TipsHub'], 'en', 'fr', { html: false }, fast);
    // Sent as HTML to protect the term, so escaped on the way out and unescaped on the way back.
    expect(plain).toEqual(['[fr] Hello & welcome to TipsHub']);
    const [first, second] = server.requests;
    expect(first!.body).toMatchObject({ source: 'en', target: 'fr', format: 'html', api_key: 'libre-key' });
    expect(first!.body.q).toHaveLength(2);
    expect(second!.body).toMatchObject({ format: 'html', q: [expect.stringContaining('Hello &amp; welcome to <span')] });
  });

  it('retries a 429 and a 500 with backoff, then succeeds', async () => {
    server = await startLibreTranslate(null);
    await configure({ provider: 'libretranslate', endpoint: server.origin });
    server.faults.push({ status: 429, body: { error: 'Slowdown' } }, { status: 500, body: { error: 'Boom' } });
    expect(await translateTexts(ctx(), ['Hi'], 'en', 'de', { html: false }, fast)).toEqual(['[de] Hi']);
    expect(server.requests).toHaveLength(3);
  });

  it('a provider that never answers: every segment reported, nothing counted', async () => {
    server = await startLibreTranslate(null);
    await configure({ provider: 'libretranslate', endpoint: server.origin });
    const before = await usage();
    server.faults.push({ hang: true }, { hang: true }, { hang: true });
    const error = await failure(translateTexts(ctx(), ['One', 'Two'], 'en', 'de', { html: false }, { ...fast, timeoutMs: 600 }));
    expect(error.statusCode).toBe(502);
    expect(error.segments).toEqual([
      { index: 0, message: 'the provider did not answer in time' },
      { index: 1, message: 'the provider did not answer in time' },
    ]);
    expect(server.requests).toHaveLength(3);
    expect(await usage()).toBe(before);
  });

  it('another 4xx is not retried, and says why', async () => {
    server = await startDeepL('right-key');
    await configure({ provider: 'deepl', endpoint: server.origin, key: 'wrong-key' });
    const error = await failure(translateTexts(ctx(), ['Hi'], 'en', 'de', { html: false }, fast));
    expect(error.statusCode).toBe(502);
    expect(error.message).toMatch(/refused the API key \(403\)/);
    expect(server.requests).toHaveLength(1);
    server.faults.push({ status: 400, body: { message: "Value for 'target_lang' not supported." } });
    await configure({ provider: 'deepl', endpoint: server.origin, key: 'right-key' });
    const bad = await failure(translateTexts(ctx(), ['Hi'], 'en', 'de', { html: false }, fast));
    expect(bad.segments[0]!.message).toBe("the provider answered 400: Value for 'target_lang' not supported.");
    expect(server.requests).toHaveLength(2);
  });

  it('a reply that lost a placeholder fails that segment only', async () => {
    server = await startDeepL('k');
    await configure({ provider: 'deepl', endpoint: server.origin, key: 'k' });
    server.faults.push({ status: 200, body: { translations: [{ text: 'Du hast Tipps' }, { text: 'Gut' }] } });
    const outcomes = await translateSegments(ctx(), ['You have {{count}} tips', 'Good {{name}}'], 'en', 'de', { html: false }, fast);
    expect(outcomes).toEqual([
      { ok: false, message: 'the provider did not keep {{count}} verbatim' },
      { ok: false, message: 'the provider did not keep {{name}} verbatim' },
    ]);
  });

  it('batches at 50 texts a request', async () => {
    server = await startLibreTranslate(null);
    await configure({ provider: 'libretranslate', endpoint: server.origin });
    const texts = Array.from({ length: 120 }, (_, index) => `Text ${index}`);
    const out = await translateTexts(ctx(), texts, 'en', 'de', { html: false }, fast);
    expect(out[119]).toBe('[de] Text 119');
    expect(server.requests.map((request) => (request.body.q as string[]).length)).toEqual([50, 50, 20]);
  });

  it('counts the characters sent each month and refuses a job over the budget before sending', async () => {
    server = await startLibreTranslate(null);
    const before = await usage();
    await configure({ provider: 'libretranslate', endpoint: server.origin, monthly_budget_chars: before + 15 });
    await translateTexts(ctx(), ['0123456789'], 'en', 'de', { html: false }, fast);
    expect(await usage()).toBe(before + 10);
    const error = await failure(translateTexts(ctx(), ['0123456789'], 'en', 'de', { html: false }, fast));
    expect(error.statusCode).toBe(422);
    expect(error.message).toBe(MT_BUDGET_MESSAGE);
    expect(server.requests).toHaveLength(1);
    expect(await usage()).toBe(before + 10);
  });
});
