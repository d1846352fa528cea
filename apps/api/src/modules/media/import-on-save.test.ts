import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createOwnSite, createTestContext, login, type TestContext } from '../../../test/helpers';
import { startImageHost, type ImageHost } from '../../../test/image-host';
import {
  adminPostResponseSchema,
  mediaLibraryResponseSchema,
  type CreatePostInput,
  type ErrorBody,
} from '../../contract';
import { media, postTranslations } from '../../db/schema';
import { picture } from './test-uploads';

let t: TestContext;
let mediaDir: string;
let token: string;
let siteId: number;
let host: ImageHost;

const MEDIA_URL = /^\/media\/[a-f0-9]{32}\/\d+\.webp$/;

beforeAll(async () => {
  const png = await picture(900, 600, 40).png().toBuffer();
  const jpeg = await picture(700, 500, 200).jpeg().toBuffer();
  const other = await picture(500, 400, 90).png().toBuffer();
  host = await startImageHost({
    '/featured.png': { type: 'image/png', body: png },
    '/chart.jpg': { type: 'image/jpeg', body: jpeg },
    '/other.png': { type: 'application/octet-stream', body: other },
    '/page.png': { type: 'image/png', body: '<!doctype html><p>Not an image</p>' },
    // An image header followed by 11 MB, sent without a Content-Length.
    '/huge.png': { type: 'image/png', body: png.subarray(0, 64), endless: 11 * 1024 * 1024 },
  });
  mediaDir = await mkdtemp(path.join(tmpdir(), 'sitenet-import-'));
  t = await createTestContext({ MEDIA_DIR: mediaDir, MEDIA_IMPORT_ALLOW_LOOPBACK: 'true' });
  siteId = (await createOwnSite(t, { domain: 'media-import.test', name: 'Media import', languages: ['es'] })).id;
  token = await login(t.app);
});
afterAll(async () => {
  await t?.close();
  await host?.close();
  await rm(mediaDir, { recursive: true, force: true });
});

let serial = 0;
function post(overrides: { featured?: string | null; en?: string; es?: string } = {}): CreatePostInput {
  serial += 1;
  const title = `Import ${serial} ${Date.now().toString(36)}`;
  const translation = (code: string, html: string) => ({
    title: `${title} ${code}`,
    slug: '',
    excerpt: 'An excerpt.',
    content_type: 'html' as const,
    content: [],
    content_html: html,
    status: 'published' as const,
    publish_at: null,
    featured_image_alt: overrides.featured ? (code === 'en' ? 'A harbour at dawn' : 'Un puerto al amanecer') : null,
  });
  return {
    site_id: siteId,
    category: 'money',
    author_id: null,
    trending: false,
    is_advertorial: false,
    read_time: 3,
    read_time_auto: false,
    featured_image_url: overrides.featured ?? null,
    translations: {
      en: translation('en', overrides.en ?? '<p>A body.</p>'),
      es: translation('es', overrides.es ?? '<p>Un cuerpo.</p>'),
    },
  };
}

const save = (input: CreatePostInput) =>
  call<ErrorBody>(t.app, { method: 'POST', url: '/api/admin/posts', headers: bearer(token), payload: input });

async function library() {
  const res = await call(t.app, { method: 'GET', url: `/api/admin/media?site_id=${siteId}`, headers: bearer(token) });
  return mediaLibraryResponseSchema.parse(res.body).media;
}

/** The translations stored under a title prefix: none when a refused save stored nothing. */
const stored = async (input: CreatePostInput) =>
  t.database.db
    .select({ id: postTranslations.id })
    .from(postTranslations)
    .where(like(postTranslations.title, `${input.translations.en!.title}%`));

const mediaCount = async () => (await t.database.db.select({ id: media.id }).from(media).where(eq(media.siteId, siteId))).length;

describe('a remote featured image', () => {
  it('is imported into the library with the alt text per language, and the post names the library URL', async () => {
    const res = await save(post({ featured: `${host.origin}/featured.png` }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const saved = adminPostResponseSchema.parse(res.body).post;
    expect(saved.featured_image_url).toMatch(MEDIA_URL);

    const item = (await library()).find((entry) => entry.url === saved.featured_image_url)!;
    expect(item).toMatchObject({ width: 900, height: 600, alt: { en: 'A harbour at dawn', es: 'Un puerto al amanecer' } });
    expect(item.used_by).toEqual([expect.objectContaining({ post_id: saved.id, field: 'featured' })]);
    // Every variant is served by us.
    for (const variant of item.variants) {
      expect((await t.app.inject({ method: 'GET', url: variant.url })).statusCode, variant.url).toBe(200);
    }
  });
});

describe('remote images in a body', () => {
  it('are imported once per link, and each <img> then names the library URL with its size', async () => {
    const before = host.hits.get('/chart.jpg') ?? 0;
    const img = `<img src="${host.origin}/chart.jpg" alt="Rates since 2020">`;
    const res = await save(post({ en: `<p>Look:</p><p>${img}</p>`, es: `<p>Mira:</p><p><img src="${host.origin}/chart.jpg" alt="Tipos desde 2020"></p>` }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const saved = adminPostResponseSchema.parse(res.body).post;
    expect(host.hits.get('/chart.jpg')).toBe(before + 1);

    const srcs = ['en', 'es'].map((code) => /<img src="([^"]+)"/.exec(saved.translations[code]!.content_html ?? '')?.[1]);
    expect(srcs[0]).toMatch(MEDIA_URL);
    expect(srcs[1]).toBe(srcs[0]);
    expect(saved.translations.en!.content_html).toContain('alt="Rates since 2020"');
    expect(saved.translations.en!.content_html).toContain('width="700" height="500"');
    expect(saved.translations.en!.content_html).not.toContain('127.0.0.1');

    const item = (await library()).find((entry) => entry.url === srcs[0])!;
    expect(item.alt).toEqual({ en: 'Rates since 2020', es: 'Tipos desde 2020' });
    expect(item.used_by).toEqual([expect.objectContaining({ post_id: saved.id, field: 'body' })]);

    // The article's page serves only our URLs for it.
    const page = await call<{ content_html: string }>(t.app, {
      method: 'GET',
      url: `/api/posts/${saved.translations.en!.slug}`,
      headers: { host: 'media-import.test', 'x-locale': 'en' },
    });
    expect(JSON.stringify(page.body)).not.toContain(host.origin);
  });

  it('imports a pasted data: image, its type read from the bytes', async () => {
    const bytes = await picture(300, 200, 10).png().toBuffer();
    const res = await save(post({ en: `<p>Pasted: <img src="data:image/png;base64,${bytes.toString('base64')}" alt="Pasted"></p>` }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const html = adminPostResponseSchema.parse(res.body).post.translations.en!.content_html!;
    expect(/<img src="([^"]+)"/.exec(html)?.[1]).toMatch(MEDIA_URL);
    expect(html).toContain('width="300" height="200"');
  });

  it('on an update too: the stored body names the library', async () => {
    const created = adminPostResponseSchema.parse((await save(post())).body).post;
    const input = post({ en: `<p>Other: <img src="${host.origin}/other.png" alt="Other"></p>` });
    const res = await call<ErrorBody>(t.app, {
      method: 'PUT',
      url: `/api/admin/posts/${created.id}`,
      headers: bearer(token),
      payload: { ...input, version: created.version },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(adminPostResponseSchema.parse(res.body).post.translations.en!.content_html).toMatch(/<img src="\/media\/[a-f0-9]{32}\/\d+\.webp"/);
  });
});

describe('a link that cannot be imported', () => {
  const cases: Array<[string, () => string, RegExp]> = [
    ['a missing image (404)', () => `${host.origin}/missing.png`, /the host answered 404 instead of the image/],
    ['a page served as image/png', () => `${host.origin}/page.png`, /not a JPEG, PNG, WebP or AVIF image/],
    ['an image over the upload limit', () => `${host.origin}/huge.png`, /larger than 10 MB/],
    ['a host that is not there', () => 'http://127.0.0.1:9/photo.png', /the host could not be reached/],
    ['a private address', () => 'http://10.0.0.1/photo.png', /private or local network/],
    ['cloud metadata (link-local)', () => 'http://169.254.169.254/latest/meta-data/', /private or local network/],
  ];

  for (const [name, link, reason] of cases) {
    it(`refuses ${name} at the featured image field and saves nothing`, async () => {
      const count = await mediaCount();
      const input = post({ featured: link() });
      const res = await save(input);
      expect(res.status).toBe(400);
      expect(res.body.errors?.featured_image_url?.[0]).toMatch(reason);
      expect(res.body.errors?.featured_image_url?.[0]).toContain(link());
      expect(res.body.message).toMatch(reason);
      expect(await stored(input)).toEqual([]);
      expect(await mediaCount()).toBe(count);
    });
  }

  it('refuses a body with one bad image among good ones at that language’s body, storing no image', async () => {
    const count = await mediaCount();
    const input = post({
      en: `<p>Good: <img src="${host.origin}/featured.png" alt="Good"></p>`,
      es: `<p>Bien y mal: <img src="${host.origin}/chart.jpg" alt="Bien"><img src="${host.origin}/page.png" alt="Mal"></p>`,
    });
    const res = await save(input);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors ?? {})).toEqual(['translations.es.content_html']);
    expect(res.body.errors!['translations.es.content_html']![0]).toBe(
      `Could not import ${host.origin}/page.png: the link is not a JPEG, PNG, WebP or AVIF image`,
    );
    expect(await stored(input)).toEqual([]);
    expect(await mediaCount()).toBe(count);
  });

  it('leaves a post as it was when an update names a bad image', async () => {
    const created = adminPostResponseSchema.parse((await save(post())).body).post;
    const input = post({ en: `<p>Changed <img src="${host.origin}/missing.png" alt="x"></p>` });
    const res = await call<ErrorBody>(t.app, {
      method: 'PUT',
      url: `/api/admin/posts/${created.id}`,
      headers: bearer(token),
      payload: { ...input, version: created.version },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors?.['translations.en.content_html']?.[0]).toMatch(/answered 404/);
    const [row] = await t.database.db
      .select({ html: postTranslations.contentHtml })
      .from(postTranslations)
      .where(and(eq(postTranslations.postId, created.id), eq(postTranslations.locale, 'en')));
    expect(row!.html).toBe('<p>A body.</p>');
  });
});
