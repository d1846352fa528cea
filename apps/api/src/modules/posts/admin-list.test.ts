import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  call,
  createTestContext,
  login,
  siteIdByDomain,
  type TestContext,
} from '../../../test/helpers';
import {
  adminPostResponseSchema,
  adminPostsResponseSchema,
  type AdminPostDetail,
  type CreatePostInput,
  type PostTranslationInput,
} from '../../contract';

let t: TestContext;
let admin: Record<string, string>;
let siteId: number;

beforeAll(async () => {
  t = await createTestContext();
  admin = bearer(await login(t.app));
  siteId = await siteIdByDomain(t.app, admin);
});
afterAll(() => t.close());

const word = () => `l${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

function translation(
  title: string,
  overrides: Partial<PostTranslationInput> = {},
): PostTranslationInput {
  return {
    title,
    slug: '',
    excerpt: `${title}: an excerpt`,
    content_type: 'html',
    content: [],
    content_html: `<p>${title}</p>`,
    status: 'draft',
    publish_at: null,
    ...overrides,
  };
}

async function create(
  translations: Record<string, PostTranslationInput>,
): Promise<AdminPostDetail> {
  const body: CreatePostInput = {
    site_id: siteId,
    category: 'money',
    author_id: null,
    trending: false,
    is_advertorial: false,
    read_time: 5,
    read_time_auto: false,
    featured_image_url: null,
    translations,
  };
  const res = await call(t.app, {
    method: 'POST',
    url: '/api/admin/posts',
    headers: admin,
    payload: body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return adminPostResponseSchema.parse(res.body).post;
}

describe('GET /api/admin/posts language_states', () => {
  it('gives each language its status with stale as a mark apart, so a stale live language still says published', async () => {
    const publishAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const post = await create({
      en: translation(`Draft original ${word()}`),
      es: translation(`Publicado ${word()}`, { status: 'published' }),
      fr: translation(`Programmé ${word()}`, { status: 'scheduled', publish_at: publishAt }),
    });
    // Editing the English marks the translations stale.
    const { id: _id, updated_at: _u, deleted_at: _d, translations, ...rest } = post;
    const copy = structuredClone(translations) as unknown as Record<string, PostTranslationInput>;
    copy.en!.title = `${copy.en!.title} (updated)`;
    const put = await call(t.app, {
      method: 'PUT',
      url: `/api/admin/posts/${post.id}`,
      headers: admin,
      payload: { ...rest, translations: copy },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);

    const list = adminPostsResponseSchema.parse(
      (
        await call(t.app, {
          method: 'GET',
          url: `/api/admin/posts?site_id=${siteId}`,
          headers: admin,
        })
      ).body,
    );
    const row = list.posts.find((p) => p.id === post.id)!;
    // The spec's fields keep their meaning: English's flag, the other languages' codes.
    expect(row.published).toBe(false);
    expect(row.translations).toEqual(['es', 'fr']);
    expect(row.language_states).toEqual({
      en: { status: 'draft', stale: false, machine: false, publish_at: null },
      es: { status: 'published', stale: true, machine: false, publish_at: null },
      fr: { status: 'scheduled', stale: true, machine: false, publish_at: new Date(publishAt).toISOString() },
      ar: { status: 'missing', stale: false, machine: false, publish_at: null },
      zh: { status: 'missing', stale: false, machine: false, publish_at: null },
    });
    // The folded state stays as it was for the clients that read it.
    expect(row.translation_status).toMatchObject({
      en: 'draft',
      es: 'stale',
      fr: 'stale',
      ar: 'missing',
    });
  });
});
