import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  call,
  createOwnSite,
  createTestContext,
  login,
  type TestContext,
  makeTestWebRoot,
} from '../../../test/helpers';
import { adminPostResponseSchema, mediaResponseSchema } from '../../contract';
import { picture, uploadTo } from './test-uploads';

/**
 * A library image inside a rich-text body, as readers get the page: server-rendered by the
 * magazine's real server build (as previews.test.ts) with srcset, sizes and its real size.
 */
const DOMAIN = 'body-images.localhost';

let t: TestContext;
let webRoot: string;
let mediaDir: string;
let token: string;
let siteId: number;

beforeAll(async () => {
  webRoot = await makeTestWebRoot('body-images');
  mediaDir = await mkdtemp(path.join(tmpdir(), 'sitenet-body-media-'));
  t = await createTestContext({ WEB_ROOT: webRoot, MEDIA_DIR: mediaDir });
  siteId = (await createOwnSite(t, { domain: DOMAIN, name: 'Body images' })).id;
  token = await login(t.app);
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
  await rm(mediaDir, { recursive: true, force: true });
});

describe('a library image in an article body', () => {
  it('is server-rendered with srcset, sizes, width and height', async () => {
    const upload = await uploadTo(
      t.app,
      token,
      siteId,
      await picture(1000, 500, 90).png().toBuffer(),
      { type: 'image/png' },
    );
    const media = mediaResponseSchema.parse(upload.body).media;
    const created = await call(t.app, {
      method: 'POST',
      url: '/api/admin/posts',
      headers: bearer(token),
      payload: {
        site_id: siteId,
        category: 'money',
        author_id: null,
        trending: false,
        is_advertorial: false,
        read_time: 3,
        read_time_auto: false,
        featured_image_url: null,
        translations: {
          en: {
            title: 'A body with a picture',
            slug: '',
            excerpt: 'An excerpt.',
            content_type: 'html',
            content: [],
            content_html: `<p>Look at this:</p><p><img src="${media.url}" alt="A gradient"></p>`,
            status: 'published',
            publish_at: null,
            featured_image_alt: null,
          },
        },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const slug = adminPostResponseSchema.parse(created.body).post.translations.en!.slug;

    const page = await t.app.inject({ method: 'GET', url: `/${slug}`, headers: { host: DOMAIN } });
    expect(page.statusCode).toBe(200);
    const img = /<img [^>]*alt="A gradient"[^>]*>/.exec(page.body)?.[0];
    expect(img, 'the body image is in the server-rendered page').toBeDefined();
    const srcset = [320, 640, 960, 1000]
      .map((w) => `${media.url.replace(/\d+\.webp$/, `${w}.webp`)} ${w}w`)
      .join(', ');
    expect(img).toContain(`srcset="${srcset}"`);
    expect(img).toContain('sizes="');
    expect(img).toContain('width="1000"');
    expect(img).toContain('height="500"');
  });
});
