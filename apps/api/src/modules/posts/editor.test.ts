import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from '../../../test/helpers';
import {
  adminPostResponseSchema,
  createPostRequestSchema,
  adminPostsResponseSchema,
  authorsResponseSchema,
  postConflictBodySchema,
  postResponseSchema,
  postsListResponseSchema,
  trashResponseSchema,
  type AdminPostDetail,
  type CreatePostInput,
  type ErrorBody,
  type PostTranslationInput,
  type SitesResponse,
} from '../../contract';
import { SettableClock } from '../../lib/clock';
import { SiteAccess } from '../sites/access';
import { PostService } from './service';

let t: TestContext;
let clock: SettableClock;
let admin: Record<string, string>;
let editor: Record<string, string>;
let localSite: number;
let homeSite: number;

beforeAll(async () => {
  clock = new SettableClock(new Date());
  t = await createTestContext({}, { clock });
  const [adminToken, editorToken] = await Promise.all([login(t.app), login(t.app, DEMO_ACCOUNTS.editor)]);
  admin = bearer(adminToken);
  editor = bearer(editorToken);
  const sites = (await call<SitesResponse>(t.app, { method: 'GET', url: '/api/admin/sites', headers: admin })).body.sites;
  localSite = sites.find((site) => site.domain === 'localhost')!.id;
  homeSite = sites.find((site) => site.domain === 'home.localhost')!.id;
});
afterAll(() => t.close());

let serial = 0;
/** A unique word per post, so titles and generated slugs never collide across tests. */
const unique = () => `n${Date.now().toString(36)}${(serial += 1)}`;

function translation(title: string, overrides: Partial<PostTranslationInput> = {}): PostTranslationInput {
  return {
    title,
    slug: '',
    excerpt: `${title}: an excerpt`,
    content_type: 'json',
    content: [
      { id: 'a', title: `${title} one`, description: 'First description.', tip: 'Expert tip.', rating: '4.5/5', price_range: '$', cta_text: 'Visit', cta_link: 'https://shop.example/a', affiliate_note: 'We may earn a commission.', company_name: 'Shop' },
      { id: 'b', title: `${title} two`, description: 'Second description.', tip: null, rating: '4/5', price_range: null, cta_text: null, cta_link: null, affiliate_note: null, company_name: null },
    ],
    content_html: null,
    status: 'draft',
    publish_at: null,
    ...overrides,
  };
}

function postBody(translations: Record<string, PostTranslationInput>, overrides: Partial<CreatePostInput> = {}): CreatePostInput {
  return {
    site_id: localSite,
    category: 'money',
    author_id: null,
    trending: false,
    is_advertorial: false,
    read_time: 5,
    read_time_auto: false,
    featured_image_url: null,
    translations,
    ...overrides,
  };
}

const api = <T = ErrorBody>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = admin) =>
  call<T>(t.app, { method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

async function create(body: CreatePostInput, headers = admin): Promise<AdminPostDetail> {
  const res = await api('POST', '/api/admin/posts', body, headers);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return adminPostResponseSchema.parse(res.body).post;
}

/** The whole post back as the editor would send it, with changes. */
function asUpdate(post: AdminPostDetail, change: (translations: Record<string, PostTranslationInput>) => void = () => {}) {
  const { id: _id, updated_at: _u, deleted_at: _d, translations, ...rest } = post;
  const copy = structuredClone(translations) as unknown as Record<string, PostTranslationInput>;
  change(copy);
  return { ...rest, translations: copy };
}

const publicGet = <T = ErrorBody>(url: string, locale = 'en') =>
  call<T>(t.app, { method: 'GET', url, headers: { host: 'localhost:3000', 'x-locale': locale } });

describe('POST /api/admin/posts', () => {
  it('creates a post with every translation: 201, generated slugs in each script, tip ids, no-store', async () => {
    const word = unique();
    const res = await api('POST', '/api/admin/posts', postBody({
      en: translation(`Saving money ${word}`),
      es: translation(`Ahorrar dinero ${word}`),
      fr: translation(`Économiser l’argent ${word}`),
      ar: translation(`تَوفير المال ${word}`),
      zh: translation(`省钱的方法 ${word}`),
    }));
    expect(res.status).toBe(201);
    expect(res.res.headers['cache-control']).toBe('no-store');
    const post = adminPostResponseSchema.parse(res.body).post;
    expect(post.version).toBe(1);
    expect(Object.keys(post.translations)).toEqual(['en', 'ar', 'es', 'fr', 'zh']);
    expect(post.translations.en!.slug).toBe(`saving-money-${word}`);
    expect(post.translations.es!.slug).toBe(`ahorrar-dinero-${word}`);
    expect(post.translations.fr!.slug).toBe(`economiser-l-argent-${word}`);
    expect(post.translations.ar!.slug).toBe(`توفير-المال-${word}`);
    expect(post.translations.zh!.slug).toBe(`省钱的方法-${word}`);
    expect(post.translations.es!.content.map((tip) => [tip.id, tip.number, tip.rating, tip.cta_link])).toEqual([
      ['a', 1, '4.5/5', 'https://shop.example/a'],
      ['b', 2, '4/5', null],
    ]);
  });

  it('numbers a generated slug that is taken, and computes the read time when asked', async () => {
    const word = unique();
    const first = await create(postBody({ en: translation(`Twin ${word}`) }));
    const second = await create(postBody({ en: translation(`Twin ${word}`) }, { read_time_auto: true, read_time: 99 }));
    expect(second.translations.en!.slug).toBe(`${first.translations.en!.slug}-2`);
    expect(second.read_time).toBe(1);
  });

  it('answers 409 naming the slug and language when an explicit slug is taken, in every script', async () => {
    const word = unique();
    const slugs = { en: `taken-${word}`, es: `ocupado-${word}`, fr: `pris-${word}`, ar: `محجوز-${word}`, zh: `已占用-${word}` };
    const translations = Object.fromEntries(
      Object.entries(slugs).map(([code, slug]) => [code, translation(`Title ${code} ${word}`, { slug })]),
    );
    await create(postBody(translations));
    for (const [code, slug] of Object.entries(slugs)) {
      const others: Record<string, PostTranslationInput> = code === 'en' ? {} : { en: translation(`Other ${word}`) };
      const res = await api('POST', '/api/admin/posts', postBody({ ...others, [code]: translation(`Again ${word}`, { slug }) }));
      expect(res.status, code).toBe(409);
      expect(res.body.errors?.[`translations.${code}.slug`]?.[0]).toContain(slug);
      expect(res.body.message).toContain(`(${code})`);
    }
  });

  it('lets only one of two simultaneous creates claim a slug', async () => {
    const slug = `race-${unique()}`;
    const results = await Promise.all([1, 2].map(() => api('POST', '/api/admin/posts', postBody({ en: translation('Race', { slug }) }))));
    expect(results.map((res) => res.status).sort()).toEqual([201, 409]);
  });

  it('sanitizes HTML bodies on write', async () => {
    const post = await create(postBody({
      en: translation(`Html ${unique()}`, {
        content_type: 'html',
        content: [],
        content_html: '<p onclick="x()">Hello<script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">link</a></p>',
      }),
    }));
    const html = post.translations.en!.content_html!;
    expect(html).toContain('Hello');
    expect(html).not.toMatch(/script|onerror|onclick|javascript:/);
  });

  it('refuses javascript: and data: links and images with 400 at the field', async () => {
    const bad = translation(`Bad ${unique()}`);
    bad.content[0]!.cta_link = 'javascript:alert(1)';
    const link = await api('POST', '/api/admin/posts', postBody({ en: bad }));
    expect(link.status).toBe(400);
    expect(link.body.errors).toHaveProperty(['translations.en.content.0.cta_link']);
    const image = await api('POST', '/api/admin/posts', postBody({ en: translation('Img', { featured_image_alt: 'x' }) }, { featured_image_url: 'data:image/png;base64,AAAA' }));
    expect(image.status).toBe(400);
    expect(image.body.errors).toHaveProperty(['featured_image_url']);
  });

  it('answers 400 for unknown fields, wrong types, a missing original and languages the site does not have', async () => {
    const unknownField = await api('POST', '/api/admin/posts', { ...postBody({ en: translation('X') }), color: 'red' });
    expect(unknownField.status).toBe(400);
    expect(unknownField.body.errors).toHaveProperty(['color']);
    const wrongType = await api('POST', '/api/admin/posts', postBody({ en: translation('X') }, { trending: 'yes' as unknown as boolean }));
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errors).toHaveProperty(['trending']);
    const noOriginal = await api('POST', '/api/admin/posts', postBody({ es: translation('X') }));
    expect(noOriginal.status).toBe(400);
    expect(noOriginal.body.errors).toHaveProperty(['translations.en']);
    // German exists on localhost but is disabled; xx is no language at all.
    const disabled = await api('POST', '/api/admin/posts', postBody({ en: translation('X'), de: translation('Y'), xx: translation('Z') }));
    expect(disabled.status).toBe(400);
    expect(Object.keys(disabled.body.errors!)).toEqual(expect.arrayContaining(['translations.de', 'translations.xx']));
    const notJson = await call(t.app, { method: 'POST', url: '/api/admin/posts', headers: { ...admin, 'content-type': 'application/json' }, payload: '{' });
    expect(notJson.status).toBe(400);
    const otherTip = translation('Es');
    otherTip.content[0]!.id = 'zzz';
    const tipNotInOriginal = await api('POST', '/api/admin/posts', postBody({ en: translation('X'), es: otherTip }));
    expect(tipNotInOriginal.status).toBe(400);
    expect(tipNotInOriginal.body.errors).toHaveProperty(['translations.es.content.0.id']);
  });
});

describe('authorization (editor@demo.test manages home.localhost only)', () => {
  it('403 on another site, 404 on none, and full access to their own site', async () => {
    const other = await create(postBody({ en: translation(`Not theirs ${unique()}`) }));
    expect((await api('GET', `/api/admin/posts/${other.id}`, undefined, editor)).status).toBe(403);
    expect((await api('PUT', `/api/admin/posts/${other.id}`, asUpdate(other), editor)).status).toBe(403);
    expect((await api('DELETE', `/api/admin/posts/${other.id}`, undefined, editor)).status).toBe(403);
    expect((await api('POST', `/api/admin/posts/${other.id}/duplicate`, undefined, editor)).status).toBe(403);
    expect((await api('POST', '/api/admin/posts', postBody({ en: translation('X') }), editor)).status).toBe(403);
    expect((await api('GET', '/api/admin/posts/999999', undefined, editor)).status).toBe(404);
    expect((await api('GET', '/api/admin/posts/abc', undefined, editor)).status).toBe(400);

    const own = await create(postBody({ en: translation(`Theirs ${unique()}`), zh: translation('他们的') }, { site_id: homeSite, category: 'home' }), editor);
    expect((await api('PUT', `/api/admin/posts/${own.id}`, asUpdate(own), editor)).status).toBe(200);
    const authors = authorsResponseSchema.parse((await api('GET', `/api/admin/authors?site_id=${homeSite}`, undefined, editor)).body);
    expect(authors.authors.length).toBeGreaterThan(0);
    expect((await api('GET', `/api/admin/authors?site_id=${localSite}`, undefined, editor)).status).toBe(403);
  });
});

describe('PUT /api/admin/posts/{id}', () => {
  it('lets one of two saves of the same version win; the other gets 409 with what was saved', async () => {
    const post = await create(postBody({ en: translation(`Lock ${unique()}`) }));
    const [a, b] = await Promise.all([
      api('PUT', `/api/admin/posts/${post.id}`, asUpdate(post, (tr) => void (tr.en!.title = 'Saved by A'))),
      api('PUT', `/api/admin/posts/${post.id}`, asUpdate(post, (tr) => void (tr.en!.title = 'Saved by B'))),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const [winner, loser] = a.status === 200 ? [a, b] : [b, a];
    const saved = adminPostResponseSchema.parse(winner.body).post;
    expect(saved.version).toBe(2);
    const conflict = postConflictBodySchema.parse(loser.body);
    expect(conflict.message).toBe('This post was changed by someone else since you opened it');
    expect(conflict.current.version).toBe(2);
    expect(conflict.current.translations.en!.title).toBe(saved.translations.en!.title);
  });

  it('marks translations stale when the original changes, and clears it when they are saved again', async () => {
    const post = await create(postBody({ en: translation(`Stale ${unique()}`), es: translation('Viejo'), fr: translation('Vieux') }));
    const edited = adminPostResponseSchema.parse(
      (await api('PUT', `/api/admin/posts/${post.id}`, asUpdate(post, (tr) => void (tr.en!.title = `${tr.en!.title} (updated)`)))).body,
    ).post;
    expect(edited.translations.es!.stale).toBe(true);
    expect(edited.translations.fr!.stale).toBe(true);
    const list = adminPostsResponseSchema.parse((await api('GET', `/api/admin/posts?site_id=${localSite}`)).body);
    expect(list.posts.find((row) => row.id === post.id)?.translation_status).toMatchObject({ en: 'draft', es: 'stale', fr: 'stale', ar: 'missing', zh: 'missing' });

    // es: its texts change; fr: reviewed without a change (stale: false); en unchanged.
    const saved = adminPostResponseSchema.parse(
      (await api('PUT', `/api/admin/posts/${post.id}`, asUpdate(edited, (tr) => {
        tr.es!.title = 'Nuevo';
        tr.fr!.stale = false;
      }))).body,
    ).post;
    expect(saved.translations.es!.stale).toBe(false);
    expect(saved.translations.fr!.stale).toBe(false);

    // Changing a rating is not a change of the texts: nothing becomes stale.
    const rated = adminPostResponseSchema.parse(
      (await api('PUT', `/api/admin/posts/${post.id}`, asUpdate(saved, (tr) => void (tr.en!.content[0]!.rating = '3/5')))).body,
    ).post;
    expect(rated.translations.es!.stale).toBe(false);
    expect(rated.translations.es!.content[0]!.rating).toBe('3/5');
  });

  it('refuses to move a post to another site and to edit a post in the trash', async () => {
    const post = await create(postBody({ en: translation(`Move ${unique()}`) }));
    const move = await api('PUT', `/api/admin/posts/${post.id}`, { ...asUpdate(post), site_id: homeSite });
    expect(move.status).toBe(400);
    expect(move.body.errors).toHaveProperty(['site_id']);
    await api('DELETE', `/api/admin/posts/${post.id}`);
    const trashed = await api('PUT', `/api/admin/posts/${post.id}`, asUpdate(post));
    expect(trashed.status).toBe(409);
    expect(postConflictBodySchema.parse(trashed.body).current.deleted_at).not.toBeNull();
  });
});

describe('per-language publishing on the magazine', () => {
  it('serves a translation published alone: in its language, to readers of unpublished ones, never listed in the draft original', async () => {
    const word = unique();
    const post = await create(postBody({
      en: translation(`Draft original ${word}`),
      es: translation(`Publicado ${word}`, { status: 'published' }),
      ar: translation(`مسودة ${word}`),
    }));
    const esSlug = post.translations.es!.slug;
    expect(post.translations.es!.published_at).not.toBeNull();

    const es = await publicGet(`/api/posts/${encodeURIComponent(esSlug)}`, 'es');
    expect(es.status).toBe(200);
    expect(postResponseSchema.parse(es.body).post).toMatchObject({ locale: 'es', slug: esSlug, translations: [{ locale: 'es', slug: esSlug }] });
    const ar = postResponseSchema.parse((await publicGet(`/api/posts/${encodeURIComponent(esSlug)}`, 'ar')).body).post;
    expect(ar.locale).toBe('es');
    // The draft original's slug is not an address: a draft is never public, not even as a way in.
    expect((await publicGet(`/api/posts/${post.translations.en!.slug}`, 'en')).status).toBe(404);

    const enPage = postsListResponseSchema.parse((await publicGet('/api/posts?category=money', 'en')).body);
    expect(enPage.posts.map((card) => card.id)).not.toContain(post.id);
    const esPage = postsListResponseSchema.parse((await publicGet('/api/posts?category=money', 'es')).body);
    expect(esPage.posts[0]).toMatchObject({ id: post.id, is_advertorial: false, image: null });
    expect((await publicGet(`/api/posts/translate/${encodeURIComponent(esSlug)}/en`)).status).toBe(404);
    expect((await publicGet(`/api/posts/translate/${encodeURIComponent(esSlug)}/es`)).body).toEqual({ slug: esSlug });
  });

  it("answers a draft translation's slug as an unknown article, in every language, and maps it nowhere", async () => {
    const word = unique();
    const post = await create(postBody({
      en: translation(`Live original ${word}`, { status: 'published' }),
      es: translation(`Borrador ${word}`),
      fr: translation(`Brouillon ${word}`, { status: 'scheduled', publish_at: new Date(clock.now().getTime() + 86_400_000).toISOString() }),
    }));
    const enSlug = post.translations.en!.slug;
    expect((await publicGet(`/api/posts/${enSlug}`, 'en')).status).toBe(200);
    for (const lang of ['es', 'fr'] as const) {
      const slug = encodeURIComponent(post.translations[lang]!.slug);
      for (const locale of ['en', 'es', 'fr'] as const) {
        const read = await publicGet(`/api/posts/${slug}`, locale);
        expect(read.status).toBe(404);
        expect(JSON.stringify(read.body)).not.toContain(word);
      }
      expect((await publicGet(`/api/posts/translate/${slug}/en`)).status).toBe(404);
    }
    // The live slug still reaches only what is published: no way from it to the drafts.
    expect((await publicGet(`/api/posts/translate/${enSlug}/es`)).status).toBe(404);
  });

  it('publishes a scheduled translation when its time comes (settable clock)', async () => {
    const at = new Date(clock.now().getTime() + 60 * 60 * 1000);
    const post = await create(postBody({
      en: translation(`Scheduled ${unique()}`, { status: 'scheduled', publish_at: at.toISOString() }),
    }));
    expect(post.translations.en!.status).toBe('scheduled');
    const url = `/api/posts/${post.translations.en!.slug}`;
    expect((await publicGet(url)).status).toBe(404);

    await clock.advance(2 * 60 * 60 * 1000);
    const served = await publicGet(url);
    expect(served.status).toBe(200);
    expect(postResponseSchema.parse(served.body).post.published_at).toBe(at.toISOString());
    const after = adminPostResponseSchema.parse((await api('GET', `/api/admin/posts/${post.id}`)).body).post;
    expect(after.translations.en).toMatchObject({ status: 'published', published_at: at.toISOString() });
  });

  it('publishes at once a translation scheduled in the past', async () => {
    const past = new Date(clock.now().getTime() - 60_000).toISOString();
    const post = await create(postBody({ en: translation(`Past ${unique()}`, { status: 'scheduled', publish_at: past }) }));
    expect(post.translations.en).toMatchObject({ status: 'published', published_at: past });
  });
});

describe('trash, restore, purge and duplicate', () => {
  it('takes a trashed post off the magazine, restores it, and purges it after 30 days', async () => {
    const post = await create(postBody({ en: translation(`Trash ${unique()}`, { status: 'published' }) }));
    const url = `/api/posts/${post.translations.en!.slug}`;
    expect((await publicGet(url)).status).toBe(200);

    const trashed = adminPostResponseSchema.parse((await api('DELETE', `/api/admin/posts/${post.id}`)).body).post;
    expect(trashed.deleted_at).not.toBeNull();
    expect((await publicGet(url)).status).toBe(404);
    const trash = trashResponseSchema.parse((await api('GET', `/api/admin/posts/trash?site_id=${localSite}`)).body);
    const entry = trash.posts.find((row) => row.id === post.id)!;
    expect(Date.parse(entry.purge_at) - Date.parse(entry.deleted_at)).toBe(30 * 24 * 60 * 60 * 1000);
    const list = adminPostsResponseSchema.parse((await api('GET', `/api/admin/posts?site_id=${localSite}`)).body);
    expect(list.posts.map((row) => row.id)).not.toContain(post.id);

    await api('POST', `/api/admin/posts/${post.id}/restore`, { as: 'published' });
    expect((await publicGet(url)).status).toBe(200);

    await api('DELETE', `/api/admin/posts/${post.id}`);
    await clock.advance(29 * 24 * 60 * 60 * 1000);
    expect((await api('GET', `/api/admin/posts/${post.id}`)).status).toBe(200);
    await clock.advance(2 * 24 * 60 * 60 * 1000);
    expect((await api('GET', `/api/admin/posts/${post.id}`)).status).toBe(404);
  });

  it('duplicates a post as a draft in every language with new slugs', async () => {
    const post = await create(postBody({ en: translation(`Copy ${unique()}`, { status: 'published' }), es: translation('Copia') }));
    const res = await api('POST', `/api/admin/posts/${post.id}/duplicate`);
    expect(res.status).toBe(201);
    const copy = adminPostResponseSchema.parse(res.body).post;
    expect(copy.id).not.toBe(post.id);
    expect(copy.translations.en).toMatchObject({ status: 'draft', slug: `${post.translations.en!.slug}-copy`, title: post.translations.en!.title });
    expect(copy.translations.es!.slug).toBe(`${post.translations.es!.slug}-copy`);
    expect(copy.translations.en!.content).toEqual(post.translations.en!.content);
  });
});

describe('PostService.create for the content import (no admin)', () => {
  it('creates without an actor, keeps imported publication dates, and still checks the site', async () => {
    const service = new PostService(t.database.db, new SiteAccess(t.database.db), clock);
    const publishedAt = '2025-05-01T08:00:00.000Z';
    const body = createPostRequestSchema.parse(
      postBody({ en: { ...translation(`Imported ${unique()}`, { status: 'published' }), published_at: publishedAt } }),
    );
    const post = await service.create(body, { actor: null, keepPublishedAt: true });
    expect(post.translations.en!.published_at).toBe(publishedAt);
    const dated = await service.create({ ...body, translations: { en: { ...body.translations.en!, slug: '' } } }, { actor: null });
    expect(dated.translations.en!.published_at).not.toBe(publishedAt);
    await expect(service.create({ ...body, site_id: 424242 }, { actor: null })).rejects.toMatchObject({ statusCode: 404 });
  });
});
