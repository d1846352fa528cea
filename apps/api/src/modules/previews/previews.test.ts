import { rm } from 'node:fs/promises';
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
import {
  adminPostResponseSchema,
  previewLinkSchema,
  type AdminPostDetail,
  type PostTranslationInput,
  type PreviewLink,
} from '../../contract';
import { SettableClock } from '../../lib/clock';

/**
 * Preview links against the magazine's real server build (as one-url.test.ts): a translation in
 * any state, rendered for whoever holds the link, never cached or indexed, and never touching
 * what the public URL answers.
 */
const DOMAIN = 'preview-test.localhost';
const HOUR = 3_600_000;

let t: TestContext;
let webRoot: string;
let admin: Record<string, string>;
let siteId: number;
const clock = new SettableClock(new Date());

beforeAll(async () => {
  webRoot = await makeTestWebRoot('preview');
  t = await createTestContext({ WEB_ROOT: webRoot }, { clock });
  siteId = (
    await createOwnSite(t, { domain: DOMAIN, name: 'Preview Site', languages: ['ar', 'es'] })
  ).id;
  admin = bearer(await login(t.app));
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

let serial = 0;
const unique = () => `p${Date.now().toString(36)}${(serial += 1)}`;

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
    content_html: `<p>${title} body</p>`,
    status: 'draft',
    publish_at: null,
    ...overrides,
  };
}

/** A post of the test's site: English published, Arabic scheduled two days ahead. */
async function scheduledArabicPost(): Promise<AdminPostDetail> {
  const word = unique();
  const res = await call(t.app, {
    method: 'POST',
    url: '/api/admin/posts',
    headers: admin,
    payload: {
      site_id: siteId,
      category: 'money',
      author_id: null,
      trending: false,
      is_advertorial: false,
      read_time: 5,
      read_time_auto: false,
      featured_image_url: null,
      translations: {
        en: translation(`English ${word}`, { status: 'published' }),
        ar: translation(`عنوان ${word}`, {
          status: 'scheduled',
          publish_at: new Date(clock.now().getTime() + 48 * HOUR).toISOString(),
        }),
      },
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return adminPostResponseSchema.parse(res.body).post;
}

async function createPreview(postId: number, language: string) {
  return call<PreviewLink>(t.app, {
    method: 'POST',
    url: `/api/admin/posts/${postId}/preview`,
    headers: admin,
    payload: { language },
  });
}

/** The link as a stranger opens it: no token, the site's own host. */
function open(url: string, host = DOMAIN) {
  const { pathname } = new URL(url);
  return t.app.inject({ method: 'GET', url: pathname, headers: { host } });
}

const publicPage = (pathname: string) =>
  t.app.inject({ method: 'GET', url: pathname, headers: { host: DOMAIN } });

function expectPrivate(res: { headers: Record<string, unknown> }) {
  expect(res.headers['cache-control']).toBe('private, no-store');
  expect(res.headers['x-robots-tag']).toBe('noindex');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
}

describe('preview links', () => {
  it('shows a scheduled Arabic translation to anyone with the link: ribbon, noindex, no-store; revoked -> 404', async () => {
    const post = await scheduledArabicPost();
    const arabic = post.translations.ar!;
    const publicPath = `/ar/${encodeURIComponent(arabic.slug)}`;
    const before = await publicPage(publicPath);

    const created = await createPreview(post.id, 'ar');
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const link = previewLinkSchema.parse(created.body);
    expect(created.res.headers['cache-control']).toBe('no-store');
    // On the site's own domain; 24 hours from now.
    expect(new URL(link.url).hostname).toBe(DOMAIN);
    expect(new URL(link.url).pathname).toMatch(/^\/preview\/[A-Za-z0-9_-]{43}$/);
    expect(new Date(link.expires_at).getTime() - clock.now().getTime()).toBe(24 * HOUR);

    const page = await open(link.url);
    expect(page.statusCode).toBe(200);
    expectPrivate(page);
    expect(page.body).toContain('data-testid="preview-ribbon"');
    expect(page.body).toContain('معاينة');
    expect(page.body).toContain('<meta name="robots" content="noindex"/>');
    expect(page.body).toContain(arabic.title);
    expect(page.body).toContain('dir="rtl"');
    // A static page: nothing hydrates, counts a view or leaks the link to a script.
    expect(page.body).not.toContain('id="page-scripts"');

    // The public URL answers as before (the scheduled translation is not live): the preview
    // neither published it nor left a copy in the public cache.
    const after = await publicPage(publicPath);
    expect(after.statusCode).toBe(before.statusCode);
    expect(after.statusCode).not.toBe(200);
    expect(after.body).not.toContain('preview-ribbon');
    expect(after.body).not.toContain(`${arabic.title} body`);

    const revoked = await call(t.app, {
      method: 'DELETE',
      url: `/api/admin/previews/${link.id}`,
      headers: admin,
    });
    expect(revoked.status).toBe(200);
    const gone = await open(link.url);
    expect(gone.statusCode).toBe(404);
    expectPrivate(gone);
    expect(gone.body).not.toContain(arabic.title);
  });

  it('stops working once it expires (24 hours)', async () => {
    const post = await scheduledArabicPost();
    const link = previewLinkSchema.parse((await createPreview(post.id, 'ar')).body);
    expect((await open(link.url)).statusCode).toBe(200);
    const start = clock.now();
    await clock.set(new Date(start.getTime() + 24 * HOUR + 60_000));
    try {
      const expired = await open(link.url);
      expect(expired.statusCode).toBe(404);
      expect(expired.body).not.toContain(post.translations.ar!.title);
    } finally {
      await clock.set(start);
    }
  });

  it('previews a published translation without changing its public page', async () => {
    const post = await scheduledArabicPost();
    const english = post.translations.en!;
    const publicPath = `/${english.slug}`;
    const before = await publicPage(publicPath);
    expect(before.statusCode).toBe(200);
    const link = previewLinkSchema.parse((await createPreview(post.id, 'en')).body);
    const page = await open(link.url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Preview');
    const after = await publicPage(publicPath);
    expect(after.statusCode).toBe(200);
    expect(after.headers['cache-control']).toContain('public');
    expect(after.body).not.toContain('preview-ribbon');
    expect(after.body).not.toContain('name="robots"');
  });

  it('answers 404 for a made-up token, another site, a missing translation; 400 for a bad language', async () => {
    const post = await scheduledArabicPost();
    expect((await open(`http://${DOMAIN}/preview/${'a'.repeat(43)}`)).statusCode).toBe(404);
    expect((await open(`http://${DOMAIN}/preview/not-a-token`)).statusCode).toBe(404);
    const link = previewLinkSchema.parse((await createPreview(post.id, 'ar')).body);
    // The link belongs to its site's domain only.
    expect((await open(link.url, 'localhost')).statusCode).toBe(404);
    const missing = await createPreview(post.id, 'es');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'This post has no translation in that language' });
    expect((await createPreview(post.id, 'not a language')).status).toBe(400);
    expect(
      (
        await call(t.app, {
          method: 'POST',
          url: `/api/admin/posts/${post.id}/preview`,
          payload: { language: 'ar' },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await call(t.app, {
          method: 'DELETE',
          url: '/api/admin/previews/2147483000',
          headers: admin,
        })
      ).status,
    ).toBe(404);
  });
});
