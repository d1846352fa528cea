import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  call,
  createTestContext,
  DEMO_ACCOUNTS,
  login,
  type TestContext,
} from '../../../test/helpers';
import { mediaResponseSchema, MEDIA_MAX_BYTES } from '../../contract';
import { sites } from '../../db/schema';
import { MEDIA_CACHE_CONTROL } from './routes';
import { multipart, picture, uploadTo, type Part } from './test-uploads';

let t: TestContext;
let mediaDir: string;
let adminToken: string;
let editorToken: string;
let magazineSiteId: number;
let editorSiteId: number;

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), 'sitenet-media-'));
  t = await createTestContext({ MEDIA_DIR: mediaDir });
  [adminToken, editorToken] = await Promise.all([login(t.app), login(t.app, DEMO_ACCOUNTS.editor)]);
  const siteId = async (domain: string) =>
    (await t.database.db.select({ id: sites.id }).from(sites).where(eq(sites.domain, domain)))[0]!
      .id;
  [magazineSiteId, editorSiteId] = await Promise.all([
    siteId('localhost'),
    siteId('home.localhost'),
  ]);
});
afterAll(async () => {
  await t.close();
  await rm(mediaDir, { recursive: true, force: true });
});

function upload(
  bytes: Uint8Array,
  options: {
    token?: string;
    siteId?: number;
    filename?: string;
    type?: string;
    extra?: Part[];
  } = {},
) {
  return uploadTo(
    t.app,
    options.token ?? adminToken,
    options.siteId ?? magazineSiteId,
    bytes,
    options,
  );
}

const onDisk = (url: string) => path.join(mediaDir, url.replace(/^\/media\//, ''));

describe('POST /api/admin/media', () => {
  it('stores a JPEG as AVIF and WebP at every width up to its own, never upscaled, and serves them for a year', async () => {
    const jpeg = await picture(2400, 1600)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Secret Camera Owner', Artist: 'Jane Private' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();

    const { status, body, res } = await upload(jpeg);
    expect(status).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const { media } = mediaResponseSchema.parse(body);
    expect(media).toMatchObject({ site_id: magazineSiteId, width: 1920, height: 1280 });
    expect(media.url).toMatch(/^\/media\/[a-f0-9]{32}\/1920\.webp$/);
    const widths = (format: string) =>
      media.variants.filter((v) => v.format === format).map((v) => v.width);
    expect(widths('webp')).toEqual([320, 640, 960, 1280, 1920]);
    expect(widths('avif')).toEqual([320, 640, 960, 1280, 1920]);

    for (const variant of media.variants) {
      const file = await readFile(onDisk(variant.url));
      const meta = await sharp(file).metadata();
      expect([meta.width, meta.height], variant.url).toEqual([variant.width, variant.height]);
      expect(variant.height).toBe(Math.round((variant.width * 1600) / 2400));
      expect(meta.format).toBe(variant.format === 'avif' ? 'heif' : 'webp');
      expect(meta.exif, `${variant.url} keeps no EXIF`).toBeUndefined();
      expect(file.includes('Secret Camera Owner')).toBe(false);

      const served = await t.app.inject({ method: 'GET', url: variant.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(`image/${variant.format}`);
      expect(served.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
      expect(served.rawPayload.equals(file)).toBe(true);
    }
  });

  it('accepts PNG, WebP and AVIF, keeping a small image at its own size', async () => {
    const cases = [
      {
        type: 'image/png',
        bytes: await picture(800, 500).png().toBuffer(),
        widths: [320, 640, 800],
      },
      { type: 'image/webp', bytes: await picture(500, 300).webp().toBuffer(), widths: [320, 500] },
      { type: 'image/avif', bytes: await picture(200, 120).avif().toBuffer(), widths: [200] },
    ];
    for (const { type, bytes, widths } of cases) {
      const { status, body } = await upload(bytes, {
        type,
        filename: `image.${type.split('/')[1]}`,
      });
      expect(status, type).toBe(201);
      expect(
        body.media.variants.filter((v) => v.format === 'webp').map((v) => v.width),
        type,
      ).toEqual(widths);
      expect(body.media.width).toBe(widths[widths.length - 1]);
      for (const variant of body.media.variants)
        await expect(stat(onDisk(variant.url))).resolves.toBeTruthy();
    }
  });

  it('turns a photo upright from its EXIF orientation', async () => {
    const sideways = await picture(300, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const { status, body } = await upload(sideways);
    expect(status).toBe(201);
    expect([body.media.width, body.media.height]).toEqual([200, 300]);
    const meta = await sharp(await readFile(onDisk(body.media.url))).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([200, 300, undefined]);
  });

  it('names files by content: the same image uploaded again is the same media', async () => {
    const png = await picture(330, 200).png().toBuffer();
    const first = await upload(png, { type: 'image/png' });
    const second = await upload(png, { type: 'image/png', filename: 'renamed.png' });
    expect(second.status).toBe(201);
    expect(second.body.media).toEqual(first.body.media);
  });

  it('answers 415 for GIF, SVG, text and a damaged JPEG, whatever their name and declared type', async () => {
    const gif = await picture(40, 40).gif().toBuffer();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const text = Buffer.from('Just some text, not a picture at all.');
    const jpeg = await picture(400, 300).jpeg().toBuffer();
    const damaged = Buffer.concat([jpeg.subarray(0, 200), Buffer.alloc(2000, 0x41)]);
    for (const [label, bytes, expected] of [
      ['gif', gif, /Only JPEG, PNG, WebP and AVIF/],
      ['svg', svg, /Only JPEG, PNG, WebP and AVIF/],
      ['text', text, /Only JPEG, PNG, WebP and AVIF/],
      ['damaged jpeg', damaged, /could not be read as an image/],
    ] as const) {
      const { status, body } = await upload(bytes, { filename: 'holiday.jpg', type: 'image/jpeg' });
      expect(status, label).toBe(415);
      expect(body.message, label).toMatch(expected);
    }
  });

  it('answers 413 for a file over 10 MB', async () => {
    const huge = Buffer.alloc(MEDIA_MAX_BYTES + 1, 0);
    huge.set([0xff, 0xd8, 0xff, 0xe0]);
    const { status, body } = await upload(huge);
    expect(status).toBe(413);
    expect(body.message).toBe('The image is larger than 10 MB');
  });

  it('checks the site: 403 for a site the admin does not manage, 404 for none, and lets the editor upload to theirs', async () => {
    const png = await picture(64, 64).png().toBuffer();
    const foreign = await upload(png, {
      token: editorToken,
      siteId: magazineSiteId,
      type: 'image/png',
    });
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe('You do not manage this site');
    expect((await upload(png, { siteId: 999_999, type: 'image/png' })).status).toBe(404);
    const own = await upload(png, { token: editorToken, siteId: editorSiteId, type: 'image/png' });
    expect(own.status).toBe(201);
    expect(own.body.media.site_id).toBe(editorSiteId);
  });

  it('answers 401 without a token and 400 for missing or unknown fields', async () => {
    const png = await picture(32, 32).png().toBuffer();
    const { payload, contentType } = await multipart([
      { name: 'site_id', value: String(magazineSiteId) },
      { name: 'file', value: { bytes: png, filename: 'a.png', type: 'image/png' } },
    ]);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      headers: { 'content-type': contentType },
      payload,
    });
    expect(anonymous.statusCode).toBe(401);

    const noFile = await multipart([{ name: 'site_id', value: String(magazineSiteId) }]);
    const missing = await call(t.app, {
      method: 'POST',
      url: '/api/admin/media',
      headers: { ...bearer(adminToken), 'content-type': noFile.contentType },
      payload: noFile.payload,
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ file: ['Choose an image to upload'] });

    const badSite = await upload(png, { siteId: 0 });
    expect(badSite.status).toBe(400);
    expect(badSite.body.errors).toEqual({ site_id: ['Choose a site'] });

    const unknown = await upload(png, { extra: [{ name: 'owner', value: 'me' }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ owner: ['Unknown field'] });

    const json = await call(t.app, {
      method: 'POST',
      url: '/api/admin/media',
      headers: bearer(adminToken),
      payload: { site_id: magazineSiteId },
    });
    expect(json.status).toBe(415);
    expect(json.body.message).toBe('Send the image as multipart/form-data');
  });
});

describe('multipart elsewhere', () => {
  it('stays refused by every other route (their 16 KB JSON bodies are unchanged)', async () => {
    const { payload, contentType } = await multipart([
      { name: 'site_id', value: String(magazineSiteId) },
    ]);
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/admin/languages',
      headers: { ...bearer(adminToken), 'content-type': contentType },
      payload,
    });
    expect(res.status).toBe(415);
    expect(res.body.message).toBe('Unsupported Content-Type');
  });
});

describe('GET /media/...', () => {
  it('answers 404 for folders, unknown names and path traversal, never a listing or a page', async () => {
    const png = await picture(50, 50).png().toBuffer();
    const { body } = await upload(png, { type: 'image/png' });
    const hash = body.media.url.split('/')[2]!;
    for (const url of [
      '/media',
      '/media/',
      `/media/${hash}`,
      `/media/${hash}/`,
      `/media/${hash}/99.webp`,
      `/media/${hash}/50.png`,
      '/media/../package.json',
      '/media/%2e%2e/%2e%2e/package.json',
      `/media/${hash}/..%2F..%2F..%2Fpackage.json`,
      `/media/${hash}/%2e%2e%2f50.webp`,
      '/media/..%2f..%2fetc/passwd',
      `/media/${hash}%2f..%2f${hash}/50.webp`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { host: 'localhost:3000' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/application\/json/);
      expect(res.body, url).not.toMatch(/<html|"name"/i);
    }
  });
});
