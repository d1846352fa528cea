import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildSecondApp,
  call,
  createTestContext,
  DEMO_ACCOUNTS,
  login,
  type TestContext,
} from '../../../test/helpers';
import { startS3Server, type TestS3Server } from '../../../test/s3-server';
import {
  adminPostResponseSchema,
  mediaResponseSchema,
  postResponseSchema,
  type CreatePostInput,
  type Media,
} from '../../contract';
import { sites } from '../../db/schema';
import { MEDIA_CACHE_CONTROL } from './routes';
import { MEDIA_STORE_UNAVAILABLE } from './storage/media-storage';
import { picture, uploadTo } from './test-uploads';

const CDN = 'https://cdn.example.test/media';
const UNUSED_MEDIA_DIR = '/nonexistent-media-dir/never-written';

let s3: TestS3Server;
/** Two hosts of one deployment: the same database and bucket, no shared disk. */
let t: TestContext;
let other: FastifyInstance;
/** A third host whose images are served by a CDN (MEDIA_PUBLIC_URL). */
let behindCdn: FastifyInstance;
let adminToken: string;
let editorToken: string;
let localSite: number;
let editorSite: number;

beforeAll(async () => {
  s3 = await startS3Server();
  // MEDIA_DIR points nowhere writable: everything must go to the bucket.
  const env = { ...s3.env, MEDIA_DIR: UNUSED_MEDIA_DIR };
  t = await createTestContext(env);
  [other, behindCdn] = await Promise.all([
    buildSecondApp(t.database, env),
    buildSecondApp(t.database, { ...env, MEDIA_PUBLIC_URL: `${CDN}/` }),
  ]);
  [adminToken, editorToken] = await Promise.all([login(t.app), login(t.app, DEMO_ACCOUNTS.editor)]);
  const siteId = async (domain: string) =>
    (await t.database.db.select({ id: sites.id }).from(sites).where(eq(sites.domain, domain)))[0]!
      .id;
  [localSite, editorSite] = await Promise.all([siteId('localhost'), siteId('home.localhost')]);
});

afterAll(async () => {
  try {
    await Promise.all([other?.close(), behindCdn?.close()]);
    await t?.close();
  } finally {
    await s3?.close();
  }
});

const keyOf = (url: string) => url.replace(/^(?:https?:\/\/[^/]+)?\/media\//, '');
const pathOf = (url: string) => `/media/${keyOf(url)}`;

async function uploaded(
  app: FastifyInstance,
  bytes: Buffer,
  siteId = localSite,
  token = adminToken,
) {
  const res = await uploadTo(app, token, siteId, bytes);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return mediaResponseSchema.parse(res.body).media;
}

async function expectServed(app: FastifyInstance, media: Media) {
  for (const variant of media.variants) {
    const res = await app.inject({ method: 'GET', url: pathOf(variant.url) });
    expect(res.statusCode, variant.url).toBe(200);
    expect(res.headers['content-type']).toBe(`image/${variant.format}`);
    expect(res.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect((await s3.object(keyOf(variant.url))).equals(res.rawPayload), variant.url).toBe(true);
  }
}

describe('MEDIA_STORAGE=s3', () => {
  it('puts the upload and every variant in the bucket and serves them back at /media/... with the same headers', async () => {
    const media = await uploaded(t.app, await picture(1000, 600, 11).jpeg().toBuffer());
    const hash = media.url.split('/')[2]!;
    expect(media.url).toBe(`/media/${hash}/1000.webp`);
    expect(media.variants.map((v) => `${v.format}:${v.width}`).sort()).toEqual(
      [320, 640, 960, 1000].flatMap((w) => [`avif:${w}`, `webp:${w}`]).sort(),
    );
    const keys = (await s3.keys()).filter((key) => key.startsWith(`${hash}/`));
    expect(keys.sort()).toEqual(media.variants.map((v) => keyOf(v.url)).sort());
    await expectServed(t.app, media);
    expect(existsSync(UNUSED_MEDIA_DIR), 'nothing written to MEDIA_DIR').toBe(false);

    // Names the store does not have are 404 JSON, as with the local folder.
    for (const url of [
      `/media/${hash}/99.webp`,
      `/media/${'0'.repeat(32)}/320.webp`,
      `/media/${hash}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: 'Not found' });
    }
  });

  it('shares media between API hosts: uploaded through one, served by the other, not rendered twice', async () => {
    const jpeg = await picture(700, 400, 22).jpeg().toBuffer();
    const media = await uploaded(other, jpeg);
    await expectServed(t.app, media);

    const before = await s3.keys();
    // The same bytes through the first host: the same media, from the objects already there.
    expect(await uploaded(t.app, jpeg)).toEqual(media);
    // And for another site (the editor's): its own row, the same objects.
    const theirs = await uploaded(t.app, jpeg, editorSite, editorToken);
    expect(theirs.site_id).toBe(editorSite);
    expect(theirs.variants).toEqual(media.variants);
    expect((await s3.keys()).sort()).toEqual(before.sort());
  });

  it('puts a removed object back when the image is uploaded again', async () => {
    const png = await picture(400, 300, 33).png().toBuffer();
    const media = await uploaded(t.app, png);
    const gone = media.variants[0]!;
    await t.app.ctx.mediaStorage.delete(keyOf(gone.url));
    expect(await s3.keys()).not.toContain(keyOf(gone.url));
    expect((await other.inject({ method: 'GET', url: gone.url })).statusCode).toBe(404);
    // Deleting what is not there is no error.
    await expect(t.app.ctx.mediaStorage.delete(keyOf(gone.url))).resolves.toBeUndefined();

    expect(await uploaded(other, png)).toEqual(media);
    await expectServed(t.app, media);
  });

  it('removes an image folder from the bucket with delete()', async () => {
    const media = await uploaded(t.app, await picture(330, 200, 44).webp().toBuffer());
    const keys = media.variants.map((variant) => keyOf(variant.url));
    await Promise.all(keys.map((key) => t.app.ctx.mediaStorage.delete(key)));
    const left = await s3.keys();
    for (const key of keys) expect(left).not.toContain(key);
    for (const variant of media.variants)
      expect((await t.app.inject({ method: 'GET', url: variant.url })).statusCode).toBe(404);
  });
});

describe('MEDIA_PUBLIC_URL', () => {
  it('points the variants and the magazine’s srcset at the CDN, keeps /media/... as the stored URL, and still serves it', async () => {
    const media = await uploaded(behindCdn, await picture(800, 500, 55).jpeg().toBuffer());
    const hash = media.url.split('/')[2]!;
    // What featured_image_url takes stays the API's own URL (the join to the media row).
    expect(media.url).toBe(`/media/${hash}/800.webp`);
    for (const variant of media.variants)
      expect(variant.url).toMatch(new RegExp(`^${CDN}/${hash}/\\d+\\.(avif|webp)$`));

    const body: CreatePostInput = {
      site_id: localSite,
      category: 'money',
      author_id: null,
      trending: false,
      is_advertorial: false,
      read_time: 3,
      read_time_auto: false,
      featured_image_url: media.url,
      translations: {
        en: {
          title: `Pictures from the bucket ${hash.slice(0, 8)}`,
          slug: '',
          excerpt: 'An excerpt.',
          content_type: 'html',
          content: [],
          content_html: '<p>A body.</p>',
          status: 'published',
          publish_at: null,
          featured_image_alt: 'A gradient',
        },
      },
    };
    const created = await call(behindCdn, {
      method: 'POST',
      url: '/api/admin/posts',
      headers: bearer(adminToken),
      payload: body,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const slug = adminPostResponseSchema.parse(created.body).post.translations.en!.slug;

    const read = async (app: FastifyInstance) => {
      const res = await app.inject({
        method: 'GET',
        url: `/api/posts/${encodeURIComponent(slug)}`,
        headers: { host: 'localhost:3000', 'x-locale': 'en' },
      });
      expect(res.statusCode).toBe(200);
      return postResponseSchema.parse(res.json()).post;
    };
    const viaCdn = await read(behindCdn);
    expect(viaCdn.featured_image_url).toBe(media.url);
    expect(viaCdn.image?.src).toBe(`${CDN}/${hash}/800.webp`);
    expect(viaCdn.image?.avif).toBe(
      [320, 640, 800].map((w) => `${CDN}/${hash}/${w}.avif ${w}w`).join(', '),
    );
    expect(viaCdn.image?.webp).toContain(`${CDN}/${hash}/320.webp 320w`);
    // A host without MEDIA_PUBLIC_URL gives its own /media/... URLs for the same post.
    expect((await read(other)).image?.src).toBe(`/media/${hash}/800.webp`);

    // The API still answers /media/... (links handed out before the CDN), from the bucket.
    await expectServed(behindCdn, media);
  });
});

describe('an unreachable store', () => {
  it('answers 503 with a JSON message for reads and uploads, never a 500', async () => {
    // A port nobody listens on: take a free one and let it go.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
    const down = await buildSecondApp(t.database, {
      ...s3.env,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
    });
    try {
      const read = await down.inject({ method: 'GET', url: `/media/${'a'.repeat(32)}/320.webp` });
      expect(read.statusCode).toBe(503);
      expect(read.json()).toEqual({ message: MEDIA_STORE_UNAVAILABLE });

      const upload = await uploadTo(
        down,
        adminToken,
        localSite,
        await picture(64, 64, 66).png().toBuffer(),
        {
          type: 'image/png',
        },
      );
      expect(upload.status).toBe(503);
      expect(upload.body.message).toBe(MEDIA_STORE_UNAVAILABLE);
    } finally {
      await down.close();
    }
  });
});
