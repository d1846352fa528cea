import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createOwnSite, createTestContext, login, type TestContext, makeTestWebRoot } from '../../../test/helpers';
import type {
  AdminPostDetail,
  AdminPostResponse,
  CreatePostInput,
  ErrorBody,
  PostResponse,
  PostTranslationInput,
  RevisionResponse,
  RevisionsResponse,
} from '../../contract';

/**
 * SEO per translation (issue 16): stored and read with the post, validated field by field, kept in
 * revisions, and used by the rendered article's head and the sitemaps. Pages come from the
 * magazine's real server build (as site-identity.test.ts), on a site of this file's own.
 */
const DOMAIN = 'seo-per-translation.test';
const ORIGIN = `http://${DOMAIN}:3000`;

let t: TestContext;
let webRoot: string;
let admin: Record<string, string>;
let siteId: number;

beforeAll(async () => {
  webRoot = await makeTestWebRoot('seo');
  t = await createTestContext({ WEB_ROOT: webRoot });
  siteId = (await createOwnSite(t, { domain: DOMAIN, name: 'Seo Site', languages: ['es'] })).id;
  admin = bearer(await login(t.app));
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

let serial = 0;
const unique = () => `seo${Date.now().toString(36)}${(serial += 1)}`;

function translation(title: string, overrides: Partial<PostTranslationInput> = {}): PostTranslationInput {
  return {
    title,
    slug: '',
    excerpt: `${title}: the excerpt`,
    content_type: 'html',
    content: [],
    content_html: `<p>${title} body.</p>`,
    status: 'published',
    publish_at: null,
    ...overrides,
  };
}

function postBody(translations: Record<string, PostTranslationInput>): CreatePostInput {
  return {
    site_id: siteId,
    category: 'money',
    author_id: null,
    trending: false,
    is_advertorial: false,
    read_time: 4,
    read_time_auto: false,
    // A library URL: a third party's would be imported on save (issue 16).
    featured_image_url: '/media/featured/1280.webp',
    translations: Object.fromEntries(
      Object.entries(translations).map(([code, value]) => [code, { featured_image_alt: 'A picture', ...value }]),
    ),
  };
}

const api = <T = ErrorBody>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  call<T>(t.app, { method, url, headers: admin, ...(payload === undefined ? {} : { payload: payload as object }) });

async function create(body: CreatePostInput): Promise<AdminPostDetail> {
  const res = await api<AdminPostResponse>('POST', '/api/admin/posts', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.post;
}

async function update(post: AdminPostDetail, translations: Record<string, PostTranslationInput>) {
  return api<AdminPostResponse>('PUT', `/api/admin/posts/${post.id}`, { ...postBody(translations), version: post.version });
}

async function page(url: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url, headers: { host: `${DOMAIN}:3000` } });
  expect(res.statusCode, url).toBe(200);
  return res.body;
}

const meta = (html: string, attribute: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
const blogPosting = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
    .map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
    .find((item) => item['@type'] === 'BlogPosting');

describe('SEO per translation: the editor API', () => {
  it('saves and reads each translation\'s SEO; a translation without one reads the defaults', async () => {
    const word = unique();
    const seo = { title: `  ${word} meta title `, description: 'What searchers read.', image_url: '/media/share/1280.webp', noindex: true };
    const post = await create(postBody({ en: translation(word, { seo }), es: translation(`${word} es`) }));
    expect(post.translations.en!.seo).toEqual({ ...seo, title: `${word} meta title` });
    expect(post.translations.es!.seo).toEqual({ title: null, description: null, image_url: null, noindex: false });

    const read = await api<AdminPostResponse>('GET', `/api/admin/posts/${post.id}`);
    expect(read.body.post.translations.en!.seo).toEqual(post.translations.en!.seo);
  });

  it('keeps the SEO when a client sends none, clears it when sent empty, and takes "" as no image', async () => {
    const word = unique();
    const seo = { title: `${word} title`, description: `${word} description`, image_url: 'https://cdn.example/og.png', noindex: false };
    const post = await create(postBody({ en: translation(word, { seo }) }));

    // A client that predates SEO: the whole post without it, as before.
    const kept = await update(post, { en: translation(word, { excerpt: 'Changed excerpt' }) });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.post.translations.en!.seo).toEqual(seo);

    const cleared = await update(kept.body.post, { en: translation(word, { seo: { title: '', description: '   ', image_url: '' } }) });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(cleared.body.post.translations.en!.seo).toEqual({ title: null, description: null, image_url: null, noindex: false });
  });

  it('answers 400 naming the field for a bad image link, a too long text, a wrong type or an unknown field', async () => {
    const word = unique();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ image_url: 'javascript:alert(1)' }, 'translations.en.seo.image_url'],
      [{ image_url: 'data:image/png;base64,AAAA' }, 'translations.en.seo.image_url'],
      [{ title: 'x'.repeat(121) }, 'translations.en.seo.title'],
      [{ description: 'x'.repeat(321) }, 'translations.en.seo.description'],
      [{ noindex: 'yes' }, 'translations.en.seo.noindex'],
      [{ keywords: 'a, b' }, 'translations.en.seo.keywords'],
    ];
    for (const [seo, field] of cases) {
      const res = await api('POST', '/api/admin/posts', postBody({ en: translation(word, { seo: seo as PostTranslationInput['seo'] }) }));
      expect(res.status, JSON.stringify(seo)).toBe(400);
      expect(Object.keys(res.body.errors ?? {}), JSON.stringify(seo)).toEqual([field]);
    }
    const refused = await api('POST', '/api/admin/posts', postBody({ en: translation(word, { seo: { image_url: 'javascript:alert(1)' } }) }));
    expect(refused.body.errors?.['translations.en.seo.image_url']).toEqual(['Only uploaded images or http(s) image links are allowed']);
  });

  it('keeps the SEO in revisions: a change of SEO alone is a revision, and the revision holds it', async () => {
    const word = unique();
    const post = await create(postBody({ en: translation(word) }));
    const seo = { title: `${word} new title`, description: null, image_url: null, noindex: true };
    const saved = await update(post, { en: translation(word, { seo }) });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const list = await api<RevisionsResponse>('GET', `/api/admin/posts/${post.id}/revisions?language=en`);
    expect(list.body.revisions).toHaveLength(2);
    const newest = await api<RevisionResponse>('GET', `/api/admin/revisions/${list.body.revisions[0]!.id}`);
    expect(newest.body.revision.translation.seo).toEqual(seo);
  });
});

describe('SEO per translation: what readers and crawlers get', () => {
  it('the public article carries the served translation\'s SEO', async () => {
    const word = unique();
    const seo = { title: `${word} search title`, description: 'Search description.', image_url: null, noindex: false };
    const post = await create(postBody({ en: translation(word), es: translation(`${word} es`, { seo }) }));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/posts/${post.translations.es!.slug}`,
      headers: { host: DOMAIN, 'x-locale': 'es' },
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as PostResponse).post.seo).toEqual(seo);
  });

  it('the article head uses the SEO title, description and image: <title>, meta, Open Graph, Twitter, JSON-LD', async () => {
    const word = unique();
    const seo = { title: `${word} — the meta title`, description: `${word} meta description.`, image_url: '/media/abc/1280.webp', noindex: false };
    const post = await create(postBody({ en: translation(word, { seo }) }));
    const html = await page(`/${post.translations.en!.slug}`);

    expect(/<title>(.*?)<\/title>/.exec(html)?.[1]).toBe(seo.title);
    expect(meta(html, 'name', 'description')).toBe(seo.description);
    expect(meta(html, 'property', 'og:title')).toBe(seo.title);
    expect(meta(html, 'property', 'og:description')).toBe(seo.description);
    expect(meta(html, 'property', 'og:image')).toBe(`${ORIGIN}/media/abc/1280.webp`);
    expect(meta(html, 'name', 'twitter:title')).toBe(seo.title);
    expect(meta(html, 'name', 'twitter:description')).toBe(seo.description);
    expect(meta(html, 'name', 'twitter:image')).toBe(`${ORIGIN}/media/abc/1280.webp`);
    expect(blogPosting(html)).toMatchObject({
      headline: seo.title,
      description: seo.description,
      image: [`${ORIGIN}/media/abc/1280.webp`],
    });
    expect(html).not.toContain('name="robots"');
    // The page itself still shows the article's own title.
    expect(html).toContain(`>${word}</h1>`);
  });

  it('without SEO the head is as before: the title with the site name, the excerpt, the featured image', async () => {
    const word = unique();
    const post = await create(postBody({ en: translation(word) }));
    const html = await page(`/${post.translations.en!.slug}`);
    expect(/<title>(.*?)<\/title>/.exec(html)?.[1]).toBe(`${word} | Seo Site`);
    expect(meta(html, 'name', 'description')).toBe(`${word}: the excerpt`);
    const image = meta(html, 'property', 'og:image');
    expect(image).toMatch(/^https?:\/\/[^/]+\/media\/featured\/1280\.webp$/);
    expect(blogPosting(html)).toMatchObject({ headline: word, image: [image] });
  });

  it('noindex: the article page asks robots to stay away and the sitemaps leave that translation out', async () => {
    const word = unique();
    const post = await create(
      postBody({ en: translation(word), es: translation(`${word} es`, { seo: { noindex: true } }) }),
    );
    const english = post.translations.en!.slug;
    const spanish = post.translations.es!.slug;

    expect(await page(`/es/${spanish}`)).toContain('<meta name="robots" content="noindex"/>');
    expect(await page(`/${english}`)).not.toContain('name="robots"');

    const enSitemap = await page('/sitemap-en.xml');
    const esSitemap = await page('/sitemap-es.xml');
    expect(enSitemap).toContain(`<loc>${ORIGIN}/${english}</loc>`);
    // Neither listed nor offered as the English page's alternate.
    expect(esSitemap).not.toContain(spanish);
    expect(enSitemap).not.toContain(spanish);

    // Indexable again: listed again.
    const read = (await api<AdminPostResponse>('GET', `/api/admin/posts/${post.id}`)).body.post;
    const saved = await update(read, {
      en: translation(word),
      es: translation(`${word} es`, { seo: { noindex: false } }),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await page('/sitemap-es.xml')).toContain(`<loc>${ORIGIN}/es/${spanish}</loc>`);
  });
});
