import { and, eq } from 'drizzle-orm';
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
  type AdminPostDetail,
  type CreatePostInput,
  type ErrorBody,
  type PostTranslationInput,
} from '../../contract';
import { postTranslations } from '../../db/schema';

/*
 * Issue 16, defects 10 and 1: a read can be written back as it is, and the publish rules judge
 * the body the server stores (sanitized), not the one it was sent.
 */

let t: TestContext;
let admin: Record<string, string>;
let siteId: number;

beforeAll(async () => {
  t = await createTestContext();
  admin = bearer(await login(t.app));
  siteId = await siteIdByDomain(t.app, admin);
});
afterAll(() => t.close());

let serial = 0;
const unique = () => `r${Date.now().toString(36)}${(serial += 1)}`;

const api = <T = ErrorBody>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  call<T>(t.app, {
    method,
    url,
    headers: admin,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

function html(
  title: string,
  body: string,
  overrides: Partial<PostTranslationInput> = {},
): PostTranslationInput {
  return {
    title,
    slug: '',
    excerpt: '',
    content_type: 'html',
    content: [],
    content_html: body,
    status: 'published',
    publish_at: null,
    ...overrides,
  };
}

function postBody(translations: Record<string, PostTranslationInput>): CreatePostInput {
  return {
    site_id: siteId,
    category: 'home',
    author_id: null,
    trending: false,
    is_advertorial: false,
    read_time: 3,
    read_time_auto: false,
    featured_image_url: null,
    translations,
  };
}

async function create(body: CreatePostInput): Promise<AdminPostDetail> {
  const res = await api('POST', '/api/admin/posts', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return adminPostResponseSchema.parse(res.body).post;
}

const publicGet = (slug: string, locale = 'en') =>
  call(t.app, {
    method: 'GET',
    url: `/api/posts/${encodeURIComponent(slug)}`,
    headers: { host: 'localhost:3000', 'x-locale': locale },
  });

describe('PUT /api/admin/posts/{id} takes back what GET returned (defect 10)', () => {
  it('accepts and ignores id, updated_at, deleted_at, published_at, stale and the review fields', async () => {
    const created = await create(
      postBody({
        en: html(`Round trip ${unique()}`, '<p>Body</p>'),
        es: html('Ida y vuelta', '<p>Cuerpo</p>'),
      }),
    );
    const read = await api<{ post: unknown }>('GET', `/api/admin/posts/${created.id}`);
    const post = adminPostResponseSchema.parse(read.body).post;
    // Exactly the object GET answered, server-owned fields and all.
    expect(read.body).toHaveProperty('post.deleted_at', null);
    const res = await api('PUT', `/api/admin/posts/${created.id}`, read.body.post);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const saved = adminPostResponseSchema.parse(res.body).post;
    expect(saved.version).toBe(post.version + 1);
    expect(saved.id).toBe(created.id);
    expect(saved.deleted_at).toBeNull();
    expect(saved.translations.es!.published_at).toBe(post.translations.es!.published_at);

    // Ignored, not obeyed: a made-up id, dates and a trash date change nothing.
    const forged = {
      ...saved,
      id: 999_999,
      updated_at: '2000-01-01T00:00:00.000Z',
      deleted_at: '2000-01-01T00:00:00.000Z',
      translations: {
        ...saved.translations,
        en: { ...saved.translations.en!, published_at: '2000-01-01T00:00:00.000Z' },
      },
    };
    const again = await api('PUT', `/api/admin/posts/${created.id}`, forged);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const after = adminPostResponseSchema.parse(again.body).post;
    expect(after).toMatchObject({ id: created.id, deleted_at: null });
    expect(after.updated_at).not.toBe('2000-01-01T00:00:00.000Z');
    expect(after.translations.en!.published_at).toBe(saved.translations.en!.published_at);
  });

  it('still refuses unknown fields, on the post and in a translation', async () => {
    const post = await create(postBody({ en: html(`Unknown ${unique()}`, '<p>Body</p>') }));
    const onPost = await api('PUT', `/api/admin/posts/${post.id}`, { ...post, color: 'red' });
    expect(onPost.status).toBe(400);
    expect(onPost.body.errors).toEqual({ color: ['Unknown field'] });
    const inTranslation = await api('PUT', `/api/admin/posts/${post.id}`, {
      ...post,
      translations: { en: { ...post.translations.en!, colour: 'blue' } },
    });
    expect(inTranslation.status).toBe(400);
    expect(inTranslation.body.errors).toEqual({ 'translations.en.colour': ['Unknown field'] });
    // The create call has no read to send back: the server-owned fields stay unknown there.
    const withId = await api('POST', '/api/admin/posts', {
      ...postBody({ en: html(`Id ${unique()}`, '<p>x</p>') }),
      id: 5,
    });
    expect(withId.status).toBe(400);
    expect(withId.body.errors).toHaveProperty(['id']);
  });
});

describe('sanitize, then validate (defect 1)', () => {
  const emptied = [
    '<script>alert(1)</script>',
    '<svg><a href="javascript:alert(1)">x</a></svg>',
    '<template><script>alert(1)</script></template>',
    '<p><style>p{}</style></p>&nbsp;',
  ];

  it.each(emptied)(
    'refuses to publish %s, which the sanitizer empties, at the field, in English and in a translation',
    async (body) => {
      const word = unique();
      const english = await api(
        'POST',
        '/api/admin/posts',
        postBody({ en: html(`Empty ${word}`, body) }),
      );
      expect(english.status).toBe(400);
      expect(english.body.errors).toEqual({
        'translations.en.content_html': ['Add a body before publishing'],
      });

      const scheduled = await api(
        'POST',
        '/api/admin/posts',
        postBody({
          en: html(`Later ${word}`, body, {
            status: 'scheduled',
            publish_at: new Date(Date.now() + 86_400_000).toISOString(),
          }),
        }),
      );
      expect(scheduled.status).toBe(400);
      expect(scheduled.body.errors).toHaveProperty(['translations.en.content_html']);

      const translated = await api(
        'POST',
        '/api/admin/posts',
        postBody({ en: html(`Full ${word}`, '<p>Real text</p>'), es: html(`Vacío ${word}`, body) }),
      );
      expect(translated.status).toBe(400);
      expect(translated.body.errors).toEqual({
        'translations.es.content_html': ['Add a body before publishing'],
      });

      // Nothing became public on the way.
      expect((await publicGet(`empty-${word}`)).status).toBe(404);
      // As a draft it saves: the cleaned body is stored (empty), and nothing is public.
      const draft = await create(
        postBody({ en: html(`Draft ${word}`, body, { status: 'draft' }) }),
      );
      expect(draft.translations.en!.status).toBe('draft');
      expect(draft.translations.en!.content_html).not.toMatch(/script|javascript|style/i);
    },
  );

  it('refuses the same on update, and lets a post already stored empty and published be saved again as a draft', async () => {
    const post = await create(
      postBody({
        en: html(`Was live ${unique()}`, '<p>Live text</p>'),
        es: html(`En vivo ${unique()}`, '<p>Texto</p>'),
      }),
    );
    const update = await api('PUT', `/api/admin/posts/${post.id}`, {
      ...post,
      translations: {
        ...post.translations,
        es: { ...post.translations.es!, content_html: '<script>alert(1)</script>' },
      },
    });
    expect(update.status).toBe(400);
    expect(update.body.errors).toEqual({
      'translations.es.content_html': ['Add a body before publishing'],
    });

    // A row saved before this rule: published with a body the sanitizer emptied.
    await t.database.db
      .update(postTranslations)
      .set({ contentHtml: '' })
      .where(and(eq(postTranslations.postId, post.id), eq(postTranslations.locale, 'en')));
    const stored = adminPostResponseSchema.parse(
      (await api('GET', `/api/admin/posts/${post.id}`)).body,
    ).post;
    const asIs = await api('PUT', `/api/admin/posts/${post.id}`, stored);
    expect(asIs.status).toBe(400);
    expect(asIs.body.errors).toHaveProperty(['translations.en.content_html']);
    const asDraft = await api('PUT', `/api/admin/posts/${post.id}`, {
      ...stored,
      translations: { ...stored.translations, en: { ...stored.translations.en!, status: 'draft' } },
    });
    expect(asDraft.status, JSON.stringify(asDraft.body)).toBe(200);
    const saved = adminPostResponseSchema.parse(asDraft.body).post;
    expect(saved.translations.en!.status).toBe('draft');
    expect(saved.translations.es!.status).toBe('published');
    expect((await publicGet(stored.translations.en!.slug)).status).toBe(404);
  });
});

describe('what changed in English since a translation was saved (defect 5)', () => {
  const tips = (title: string, description = 'First.') => [
    {
      id: 'a',
      title,
      description,
      tip: null,
      rating: null,
      price_range: null,
      cta_text: null,
      cta_link: null,
      affiliate_note: null,
      company_name: null,
    },
  ];
  const json = (title: string, tipTitle: string): PostTranslationInput => ({
    title,
    slug: '',
    excerpt: 'Excerpt',
    content_type: 'json',
    content: tips(tipTitle),
    content_html: null,
    status: 'draft',
    publish_at: null,
  });

  it('keeps the English of the last save with each translation, and shows it while the translation is stale', async () => {
    const word = unique();
    const post = await create(
      postBody({ en: json(`Before ${word}`, 'Old tip'), es: json(`Antes ${word}`, 'Consejo') }),
    );
    expect(post.translations.es!.source_snapshot).toBeNull();

    const edited = adminPostResponseSchema.parse(
      (
        await api('PUT', `/api/admin/posts/${post.id}`, {
          ...post,
          translations: {
            ...post.translations,
            en: {
              ...post.translations.en!,
              title: `After ${word}`,
              content: tips('New tip', 'Changed.'),
            },
          },
        })
      ).body,
    ).post;
    expect(edited.translations.es!.stale).toBe(true);
    expect(edited.translations.es!.source_snapshot).toEqual({
      title: `Before ${word}`,
      excerpt: 'Excerpt',
      content_type: 'json',
      content: [
        {
          id: 'a',
          title: 'Old tip',
          description: 'First.',
          tip: null,
          price_range: null,
          cta_text: null,
          affiliate_note: null,
        },
      ],
      content_html: null,
    });

    // A second English edit: still compared with the English the translation was written against.
    const again = adminPostResponseSchema.parse(
      (
        await api('PUT', `/api/admin/posts/${edited.id}`, {
          ...edited,
          translations: {
            ...edited.translations,
            en: { ...edited.translations.en!, excerpt: 'New excerpt' },
          },
        })
      ).body,
    ).post;
    expect(again.translations.es!.source_snapshot?.title).toBe(`Before ${word}`);

    // The translation saved again: up to date, nothing to compare.
    const reviewed = adminPostResponseSchema.parse(
      (
        await api('PUT', `/api/admin/posts/${again.id}`, {
          ...again,
          translations: {
            ...again.translations,
            es: { ...again.translations.es!, title: `Después ${word}` },
          },
        })
      ).body,
    ).post;
    expect(reviewed.translations.es).toMatchObject({ stale: false, source_snapshot: null });
    const later = adminPostResponseSchema.parse(
      (
        await api('PUT', `/api/admin/posts/${reviewed.id}`, {
          ...reviewed,
          translations: {
            ...reviewed.translations,
            en: { ...reviewed.translations.en!, title: `Latest ${word}` },
          },
        })
      ).body,
    ).post;
    expect(later.translations.es!.source_snapshot).toMatchObject({
      title: `After ${word}`,
      excerpt: 'New excerpt',
    });
  });
});
