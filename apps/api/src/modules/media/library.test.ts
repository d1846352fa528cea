import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  call,
  createOwnSite,
  createTestContext,
  DEMO_ACCOUNTS,
  login,
  siteIdByDomain,
  type TestContext,
} from '../../../test/helpers';
import {
  adminPostResponseSchema,
  mediaItemResponseSchema,
  mediaLibraryResponseSchema,
  mediaResponseSchema,
  postResponseSchema,
  type CreatePostInput,
  type Media,
} from '../../contract';
import { postTranslations } from '../../db/schema';
import { picture, uploadTo } from './test-uploads';

const DOMAIN = 'media-library.test';

let t: TestContext;
let mediaDir: string;
let adminToken: string;
let siteId: number;

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), 'sitenet-library-'));
  t = await createTestContext({ MEDIA_DIR: mediaDir });
  // The test's own site (English, Spanish, French), so no other test's uploads show in its library.
  siteId = (
    await createOwnSite(t, { domain: DOMAIN, name: 'Media library', languages: ['es', 'fr'] })
  ).id;
  adminToken = await login(t.app);
});
afterAll(async () => {
  await t.close();
  await rm(mediaDir, { recursive: true, force: true });
});

let seed = 0;
async function upload(site = siteId, token = adminToken): Promise<Media> {
  seed += 1;
  const res = await uploadTo(
    t.app,
    token,
    site,
    await picture(640 + seed, 400, seed * 20)
      .png()
      .toBuffer(),
    { type: 'image/png' },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return mediaResponseSchema.parse(res.body).media;
}

const list = async (query: string, token = adminToken) =>
  call(t.app, { method: 'GET', url: `/api/admin/media?${query}`, headers: bearer(token) });
const put = (id: number, payload: Record<string, unknown>, token = adminToken) =>
  call(t.app, { method: 'PUT', url: `/api/admin/media/${id}`, headers: bearer(token), payload });
const del = (id: number, token = adminToken) =>
  call(t.app, { method: 'DELETE', url: `/api/admin/media/${id}`, headers: bearer(token) });

function post(
  title: string,
  overrides: { featured?: string; html?: string; alt?: string },
): CreatePostInput {
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
      en: {
        title,
        slug: '',
        excerpt: 'An excerpt.',
        content_type: 'html',
        content: [],
        content_html: overrides.html ?? '<p>A body.</p>',
        status: 'published',
        publish_at: null,
        featured_image_alt: overrides.featured ? (overrides.alt ?? 'A picture') : null,
      },
      es: {
        title: `${title} (es)`,
        slug: '',
        excerpt: 'Un extracto.',
        content_type: 'html',
        content: [],
        content_html: '<p>Un cuerpo.</p>',
        status: 'published',
        publish_at: null,
        featured_image_alt: overrides.featured ? 'Una imagen' : null,
      },
    },
  };
}

async function createPost(input: CreatePostInput) {
  const res = await call(t.app, {
    method: 'POST',
    url: '/api/admin/posts',
    headers: bearer(adminToken),
    payload: input,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return adminPostResponseSchema.parse(res.body).post;
}

describe('GET /api/admin/media', () => {
  it('lists the site’s images newest first with where each is used, and searches the alt texts', async () => {
    const [featured, inBody, unused] = [await upload(), await upload(), await upload()];
    const withFeatured = await createPost(post('Featured user', { featured: featured.url }));
    const withBody = await createPost(
      post('Body user', {
        html: `<p>Look:</p><p><img src="${inBody.url}" alt="A chart" width="${inBody.width}" height="${inBody.height}"></p>`,
      }),
    );
    expect(
      (
        await put(unused.id, {
          alt: { en: 'A quiet harbour', es: 'Un puerto tranquilo' },
          focal_point: { x: 0.25, y: 0.75 },
        })
      ).status,
    ).toBe(200);

    const res = await list(`site_id=${siteId}`);
    expect(res.status).toBe(200);
    expect(res.res.headers['cache-control']).toBe('no-store');
    const body = mediaLibraryResponseSchema.parse(res.body);
    const mine = body.media.filter((item) => [featured.id, inBody.id, unused.id].includes(item.id));
    expect(mine.map((item) => item.id)).toEqual([unused.id, inBody.id, featured.id]);
    expect(mine.every((item) => item.site_id === siteId)).toBe(true);
    const byId = new Map(mine.map((item) => [item.id, item]));
    expect(byId.get(featured.id)!.used_by).toEqual([
      { post_id: withFeatured.id, title: 'Featured user', field: 'featured' },
    ]);
    expect(byId.get(inBody.id)!.used_by).toEqual([
      { post_id: withBody.id, title: 'Body user', field: 'body' },
    ]);
    expect(byId.get(unused.id)).toMatchObject({
      used_by: [],
      alt: { en: 'A quiet harbour', es: 'Un puerto tranquilo' },
      focal_point: { x: 0.25, y: 0.75 },
      url: unused.url,
      width: unused.width,
      height: unused.height,
    });

    const found = mediaLibraryResponseSchema.parse(
      (await list(`site_id=${siteId}&q=${encodeURIComponent('PUERTO')}`)).body,
    );
    expect(found.media.map((item) => item.id)).toEqual([unused.id]);
    expect(found.total).toBe(1);
    // LIKE wildcards in the search are plain characters.
    expect(
      mediaLibraryResponseSchema.parse((await list(`site_id=${siteId}&q=%25`)).body).media,
    ).toEqual([]);
  });

  it('is per site: another site’s images are not listed, and a site the admin does not manage is refused', async () => {
    const theirs = await upload(await siteIdByDomain(t.app, bearer(adminToken)));
    const body = mediaLibraryResponseSchema.parse((await list(`site_id=${siteId}`)).body);
    expect(body.media.map((item) => item.id)).not.toContain(theirs.id);

    // The editor manages home.localhost only.
    const editor = await login(t.app, DEMO_ACCOUNTS.editor);
    expect((await list(`site_id=${siteId}`, editor)).status).toBe(403);
    expect((await put(theirs.id, { alt: {}, focal_point: null }, editor)).status).toBe(403);
    expect((await del(theirs.id, editor)).status).toBe(403);
    // A contributor of localhost may read and describe images but not delete them.
    const contributor = await login(t.app, DEMO_ACCOUNTS.contributor);
    expect(
      (await put(theirs.id, { alt: { en: 'Gradient' }, focal_point: null }, contributor)).status,
    ).toBe(200);
    const refused = await del(theirs.id, contributor);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only an editor can delete images from the library');

    expect((await list('')).status).toBe(400);
    expect((await list(`site_id=${siteId}&page=0`)).status).toBe(400);
    expect((await put(999_999_999, { alt: {}, focal_point: null })).status).toBe(404);
  });
});

describe('PUT /api/admin/media/{id}', () => {
  it('refuses languages the site does not have, focal points off the image and unknown fields', async () => {
    const image = await upload();
    const wrongLanguage = await put(image.id, { alt: { de: 'Ein Bild' }, focal_point: null });
    expect(wrongLanguage.status).toBe(400);
    expect(wrongLanguage.body.errors).toEqual({ 'alt.de': ['de is not a language of this site'] });
    expect((await put(image.id, { alt: {}, focal_point: { x: 1.5, y: 0 } })).status).toBe(400);
    expect((await put(image.id, { alt: {}, focal_point: null, hash: 'x' })).status).toBe(400);

    // Replaced as a whole; an empty text clears a language; null puts the focal point back in the centre.
    await put(image.id, { alt: { en: 'One', fr: 'Un' }, focal_point: { x: 0.1, y: 0.2 } });
    const res = await put(image.id, { alt: { en: 'Two', fr: '' }, focal_point: null });
    expect(mediaItemResponseSchema.parse(res.body).media).toMatchObject({
      alt: { en: 'Two' },
      focal_point: null,
    });
  });

  it('gives a featured image without its own alt text the library’s alt for that language, and its focal point, on the public read', async () => {
    const image = await upload();
    await put(image.id, {
      alt: { en: 'Library alt', es: 'Alt de la biblioteca' },
      focal_point: { x: 0.2, y: 0.8 },
    });
    const created = await createPost(post('Alt fallback', { featured: image.url, alt: 'Own alt' }));
    // Saves require an alt per language; content imported or saved before that rule has none.
    await t.database.db
      .update(postTranslations)
      .set({ featuredImageAlt: null })
      .where(and(eq(postTranslations.postId, created.id), eq(postTranslations.locale, 'es')));
    t.app.ctx.invalidate(siteId);
    const read = async (locale: string) => {
      const slug = created.translations[locale]!.slug;
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/posts/${encodeURIComponent(slug)}`,
        headers: { host: DOMAIN, 'x-locale': locale },
      });
      expect(res.statusCode, res.body).toBe(200);
      return postResponseSchema.parse(res.json()).post;
    };
    expect((await read('en')).image?.alt).toBe('Own alt');
    // The library's focal point goes with the image, for the magazine's crops.
    expect((await read('en')).image?.focal).toEqual({ x: 0.2, y: 0.8 });
    expect((await read('es')).image?.alt).toBe('Alt de la biblioteca');
  });
});

describe('library images in a rich-text body', () => {
  it('keeps <img src alt width height> through the body policy and gives the public read their sources', async () => {
    const image = await upload();
    const html = `<p>Before</p><p><img src="${image.url}" alt="A chart" width="${image.width}" height="${image.height}" onerror="alert(1)"></p><p><img src="/media/${'0'.repeat(32)}/320.webp" alt="Gone"></p>`;
    const created = await createPost(post('Body pictures', { html }));
    expect(created.translations.en!.content_html).toBe(
      `<p>Before</p><p><img src="${image.url}" alt="A chart" width="${image.width}" height="${image.height}"></p><p><img src="/media/${'0'.repeat(32)}/320.webp" alt="Gone"></p>`,
    );
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/posts/${encodeURIComponent(created.translations.en!.slug)}`,
      headers: { host: DOMAIN, 'x-locale': 'en' },
    });
    const read = postResponseSchema.parse(res.json()).post;
    // Only the library's images, keyed by the src the body carries.
    expect(Object.keys(read.body_images ?? {})).toEqual([image.url]);
    const widths = image.variants.filter((v) => v.format === 'webp').map((v) => v.width);
    expect(read.body_images![image.url]).toEqual({
      src: image.url,
      width: image.width,
      height: image.height,
      webp: widths.map((w) => `${image.url.replace(/\d+\.webp$/, `${w}.webp`)} ${w}w`).join(', '),
      avif: widths.map((w) => `${image.url.replace(/\d+\.webp$/, `${w}.avif`)} ${w}w`).join(', '),
    });
    // A body without library images carries none.
    const plain = await createPost(post('No pictures', {}));
    const plainRead = await t.app.inject({
      method: 'GET',
      url: `/api/posts/${encodeURIComponent(plain.translations.en!.slug)}`,
      headers: { host: DOMAIN, 'x-locale': 'en' },
    });
    expect(postResponseSchema.parse(plainRead.json()).post.body_images).toBeUndefined();
  });
});

describe('DELETE /api/admin/media/{id}', () => {
  it('refuses an image in use with 409, the count and where; deletes an unused one and its files', async () => {
    const used = await upload();
    const user = await createPost(post('Still showing it', { featured: used.url }));
    const refused = await del(used.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'This image is used by 1 post: “Still showing it” (featured image). Remove it there first.',
    );
    expect(refused.body).toMatchObject({
      count: 1,
      used_by: [{ post_id: user.id, field: 'featured' }],
    });

    const unused = await upload();
    const file = path.join(mediaDir, unused.variants[0]!.url.replace(/^\/media\//, ''));
    await expect(stat(file)).resolves.toBeTruthy();
    const res = await del(unused.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Image deleted' });
    await expect(stat(file)).rejects.toThrow();
    expect((await t.app.inject({ method: 'GET', url: unused.url })).statusCode).toBe(404);
    expect((await del(unused.id)).status).toBe(404);
  });

  it('keeps the files while another site has the same image', async () => {
    const bytes = await picture(500, 300, 77).png().toBuffer();
    const mineRes = await uploadTo(t.app, adminToken, siteId, bytes, { type: 'image/png' });
    const otherSite = await siteIdByDomain(t.app, bearer(adminToken));
    const theirsRes = await uploadTo(t.app, adminToken, otherSite, bytes, { type: 'image/png' });
    const mine = mediaResponseSchema.parse(mineRes.body).media;
    const theirs = mediaResponseSchema.parse(theirsRes.body).media;
    expect(theirs.id).not.toBe(mine.id);

    expect((await del(mine.id)).status).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: theirs.url })).statusCode).toBe(200);
  });
});
