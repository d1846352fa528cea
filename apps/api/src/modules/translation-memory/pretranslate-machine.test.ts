import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createOwnSite, createTestContext, type TestContext } from '../../../test/helpers';
import { startLibreTranslate, type MtStandIn } from '../../../test/mt-provider';
import { MT_REVIEW_FIRST_MESSAGE, type AdminPostDetail, type AdminPostsResponse, type PretranslateResponse } from '../../contract';
import { buildRoleFixture, type RoleFixture } from '../people/fixture';

/**
 * Pre-translation with the machine (issue 17, items 7 and 8): memory first, the network's provider
 * (a stand-in LibreTranslate on 127.0.0.1) for the rest, HTML kept, the result saved as a draft
 * marked `machine` that cannot be published before a person's review; a failing provider saves nothing.
 */
let t: TestContext;
let fx: RoleFixture;
let server: MtStandIn | null = null;

beforeAll(async () => {
  t = await createTestContext();
  const domain = `tm-mt-${randomBytes(5).toString('hex')}.test`;
  await createOwnSite(t, { domain, name: 'Memory and Machine', languages: ['de'] });
  fx = await buildRoleFixture(t.database.db, domain);
});
afterEach(async () => {
  await server?.close();
  server = null;
});
afterAll(() => t.close());

async function useLibreTranslate(): Promise<MtStandIn> {
  server = await startLibreTranslate(null);
  const res = await call(t.app, {
    method: 'PUT',
    url: '/api/admin/machine-translation',
    headers: bearer(fx.users.owner.token),
    payload: { provider: 'libretranslate', endpoint: server.origin, glossary: [], monthly_budget_chars: null },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return server;
}

const words = (title: string, html: string, extra: Record<string, unknown> = {}) => ({
  title,
  slug: '',
  excerpt: '',
  content_type: 'html',
  content: [],
  content_html: html,
  status: 'draft',
  publish_at: null,
  ...extra,
});

async function createPost(translations: Record<string, unknown>): Promise<AdminPostDetail> {
  const res = await call<{ post: AdminPostDetail }>(t.app, {
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
      translations,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.post;
}

const pretranslate = (postId: number) =>
  call<PretranslateResponse>(t.app, {
    method: 'POST',
    url: `/api/admin/posts/${postId}/pretranslate`,
    headers: bearer(fx.users.editor.token),
    payload: { languages: ['de'], use_machine: true },
  });

describe('pre-translation with machine translation', () => {
  it('fills from memory first, then by machine with the markup kept, and saves a draft marked machine', async () => {
    const stand = await useLibreTranslate();
    // The memory knows one paragraph in German (saved with another article).
    await createPost({
      en: words('Known article', '<p>Water the basil every morning.</p>', { status: 'published' }),
      de: words('Bekannter Artikel', '<p>Gieße das Basilikum jeden Morgen.</p>'),
    });
    const post = await createPost({
      en: words('Basil on the balcony', '<p>Water the basil every morning.</p><p>Pick the <strong>top</strong> leaves first.</p>', {
        status: 'published',
      }),
    });

    const res = await pretranslate(post.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const de = res.body.post.translations.de!;
    expect(de.status).toBe('draft');
    expect(de.machine).toBe(true);
    expect(de.title).toBe('[de] Basil on the balcony');
    expect(de.content_html).toContain('<p>Gieße das Basilikum jeden Morgen.</p>');
    expect(de.content_html).toContain('<p>[de] Pick the <strong>[de] top</strong>[de]  leaves first.</p>');
    expect(res.body.summary.de).toMatchObject({ machine: 2 });
    // The provider was asked only for what the memory did not have.
    const sent = stand.requests.flatMap((request) => request.body.q as string[]);
    expect(sent.some((text) => text.includes('Water the basil'))).toBe(false);

    // Publishing machine text before a person has reviewed it is refused.
    const publish = await call(t.app, {
      method: 'PUT',
      url: `/api/admin/posts/${post.id}`,
      headers: bearer(fx.users.editor.token),
      payload: { ...res.body.post, translations: { ...res.body.post.translations, de: { ...de, status: 'published' } } },
    });
    expect(publish.status).toBe(422);
    expect(JSON.stringify(publish.body)).toContain(MT_REVIEW_FIRST_MESSAGE);

    // The posts list (its chips, the translation matrix) carries the machine mark apart.
    const list = await call<AdminPostsResponse>(t.app, {
      method: 'GET',
      url: `/api/admin/posts?site_id=${post.site_id}`,
      headers: bearer(fx.users.editor.token),
    });
    const row = list.body.posts.find((item) => item.id === post.id)!;
    expect(row.language_states?.de).toMatchObject({ status: 'draft', machine: true });
    expect(row.language_states?.en).toMatchObject({ machine: false });
  });

  it('saves nothing when the provider fails, and says so', async () => {
    const stand = await useLibreTranslate();
    const post = await createPost({ en: words('Quiet evenings', '<p>Dim the lights after nine.</p>', { status: 'published' }) });
    stand.faults.push({ status: 500 }, { status: 500 }, { status: 500 });
    const res = await pretranslate(post.id);
    expect(res.status).toBe(502);
    const after = await call<{ post: AdminPostDetail }>(t.app, {
      method: 'GET',
      url: `/api/admin/posts/${post.id}`,
      headers: bearer(fx.users.editor.token),
    });
    expect(after.body.post.translations.de).toBeUndefined();
    expect(after.body.post.version).toBe(post.version);
  });
});
