import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createOwnSite, createTestContext, login, type TestContext } from '../../../test/helpers';
import {
  adminPostResponseSchema,
  mediaItemResponseSchema,
  mediaResponseSchema,
  type CreatePostInput,
  type ErrorBody,
  type Media,
} from '../../contract';
import { multipart, picture, uploadTo } from './test-uploads';

const DOMAIN = 'media-replace.test';

let t: TestContext;
let mediaDir: string;
let token: string;
let siteId: number;

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), 'sitenet-replace-'));
  t = await createTestContext({ MEDIA_DIR: mediaDir });
  siteId = (await createOwnSite(t, { domain: DOMAIN, name: 'Media replace', languages: ['es'] })).id;
  token = await login(t.app);
});
afterAll(async () => {
  await t.close();
  await rm(mediaDir, { recursive: true, force: true });
});

let seed = 0;
const image = (width: number, height: number) => {
  seed += 1;
  return picture(width, height, seed * 30).png().toBuffer();
};

async function upload(width = 600, height = 400): Promise<Media> {
  const res = await uploadTo(t.app, token, siteId, await image(width, height), { type: 'image/png' });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return mediaResponseSchema.parse(res.body).media;
}

async function replace(id: number, bytes: Uint8Array, name = 'file') {
  const { payload, contentType } = await multipart([{ name, value: { bytes, filename: 'new.png', type: 'image/png' } }]);
  return call<ErrorBody>(t.app, {
    method: 'POST',
    url: `/api/admin/media/${id}/replace`,
    headers: { ...bearer(token), 'content-type': contentType },
    payload,
  });
}

function post(title: string, featured: string | null, html: string): CreatePostInput {
  const translation = (code: string) => ({
    title: `${title} ${code}`,
    slug: '',
    excerpt: 'An excerpt.',
    content_type: 'html' as const,
    content: [],
    content_html: html,
    status: 'published' as const,
    publish_at: null,
    featured_image_alt: featured ? 'A picture' : null,
  });
  return {
    site_id: siteId,
    category: 'money',
    author_id: null,
    trending: false,
    is_advertorial: false,
    read_time: 3,
    read_time_auto: false,
    featured_image_url: featured,
    translations: { en: translation('en'), es: translation('es') },
  };
}

async function createPost(input: CreatePostInput) {
  const res = await call(t.app, { method: 'POST', url: '/api/admin/posts', headers: bearer(token), payload: input });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return adminPostResponseSchema.parse(res.body).post;
}

const readPublic = async (slug: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/posts/${slug}`, headers: { host: DOMAIN, 'x-locale': 'en' } });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
};
const hashOf = (url: string) => /\/media\/([a-f0-9]{32})\//.exec(url)![1]!;

describe('POST /api/admin/media/{id}/replace', () => {
  it('puts the new file behind the image: every post follows, caches too, and the old files go', async () => {
    const old = await upload(600, 400);
    const small = old.variants.find((variant) => variant.format === 'avif' && variant.width === 320)!;
    const featuredPost = await createPost(post(`Featured ${Date.now()}`, old.url, '<p>Text.</p>'));
    const bodyPost = await createPost(
      post(`Body ${Date.now()}`, null, `<p>Look: <img src="${old.url}" alt="A chart" width="600" height="400"> and <img src="${small.url}" alt="Small"></p>`),
    );
    const put = await call(t.app, {
      method: 'PUT',
      url: `/api/admin/media/${old.id}`,
      headers: bearer(token),
      payload: { alt: { en: 'A chart', es: 'Un gráfico' }, focal_point: { x: 0.2, y: 0.3 } },
    });
    expect(put.status).toBe(200);
    // Cached before the replacement: the reads below must not get these.
    expect(await readPublic(featuredPost.translations.en!.slug)).toContain(hashOf(old.url));
    expect(await readPublic(bodyPost.translations.en!.slug)).toContain(hashOf(old.url));

    const res = await replace(old.id, await image(1000, 500));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const replaced = mediaItemResponseSchema.parse(res.body).media;
    expect(replaced).toMatchObject({ id: old.id, width: 1000, height: 500, alt: { en: 'A chart', es: 'Un gráfico' }, focal_point: null });
    expect(hashOf(replaced.url)).not.toBe(hashOf(old.url));
    expect(replaced.used_by.map((use) => use.post_id).sort()).toEqual([featuredPost.id, bodyPost.id].sort());

    // The editor reads the new URLs (the widest stays the widest, a small one the same size class).
    const featuredNow = adminPostResponseSchema.parse(
      (await call(t.app, { method: 'GET', url: `/api/admin/posts/${featuredPost.id}`, headers: bearer(token) })).body,
    ).post;
    expect(featuredNow.featured_image_url).toBe(replaced.url);
    expect(featuredNow.version).toBe(featuredPost.version + 1);
    const bodyNow = adminPostResponseSchema.parse(
      (await call(t.app, { method: 'GET', url: `/api/admin/posts/${bodyPost.id}`, headers: bearer(token) })).body,
    ).post;
    const newHash = hashOf(replaced.url);
    expect(bodyNow.translations.es!.content_html).toContain(`src="${replaced.url}"`);
    expect(bodyNow.translations.es!.content_html).toContain(`src="/media/${newHash}/320.avif"`);
    expect(bodyNow.translations.en!.stale).toBe(false);
    expect(bodyNow.translations.es!.stale).toBe(false);

    // Readers get the new image at the next read; the old files are gone, the new ones served.
    for (const slug of [featuredPost.translations.en!.slug, bodyPost.translations.en!.slug]) {
      const body = await readPublic(slug);
      expect(body).toContain(newHash);
      expect(body).not.toContain(hashOf(old.url));
    }
    for (const variant of old.variants) {
      expect((await t.app.inject({ method: 'GET', url: variant.url })).statusCode, variant.url).toBe(404);
    }
    for (const variant of replaced.variants) {
      expect((await t.app.inject({ method: 'GET', url: variant.url })).statusCode, variant.url).toBe(200);
    }
  });

  it('keeps the image as it is when the file is the same', async () => {
    const bytes = await image(400, 300);
    const first = mediaResponseSchema.parse((await uploadTo(t.app, token, siteId, bytes, { type: 'image/png' })).body).media;
    const res = await replace(first.id, bytes);
    expect(res.status).toBe(200);
    expect(mediaItemResponseSchema.parse(res.body).media.url).toBe(first.url);
  });

  it('refuses a file the library already has as another image (409), a non-image (415) and other fields (400)', async () => {
    const [one, two] = [await upload(320, 200), await upload(330, 200)];
    const sameAsTwo = await image(350, 200);
    expect((await replace(two.id, sameAsTwo)).status).toBe(200);
    const conflict = await replace(one.id, sameAsTwo);
    expect(conflict.status).toBe(409);
    expect(conflict.body.message).toMatch(/already in the library/);

    const notImage = await replace(one.id, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(notImage.status).toBe(415);
    const extra = await replace(one.id, await image(100, 100), 'photo');
    expect(extra.status).toBe(400);
    expect(extra.body.errors).toEqual({ photo: ['Unknown field'] });
    expect((await replace(999_999, await image(100, 100))).status).toBe(404);
  });
});
