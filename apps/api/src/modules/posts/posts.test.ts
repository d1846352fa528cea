import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createTestContext, DEMO_ACCOUNTS, login, type TestContext } from '../../../test/helpers';
import type { AdminPostsResponse, SitesResponse } from '../../contract';

let t: TestContext;
let adminToken: string;
let editorToken: string;
let allSites: SitesResponse['sites'];

beforeAll(async () => {
  t = await createTestContext();
  [adminToken, editorToken] = await Promise.all([login(t.app), login(t.app, DEMO_ACCOUNTS.editor)]);
  allSites = (await call<SitesResponse>(t.app, { method: 'GET', url: '/api/admin/sites', headers: bearer(adminToken) })).body.sites;
});
afterAll(() => t.close());

describe('GET /api/admin/posts', () => {
  it('without site_id lists every post of every site the admin manages', async () => {
    const { status, body } = await call<AdminPostsResponse>(t.app, { method: 'GET', url: '/api/admin/posts', headers: bearer(adminToken) });
    expect(status).toBe(200);
    const total = allSites.reduce((sum, site) => sum + site.posts_count, 0);
    expect(body.posts).toHaveLength(total);
    expect(new Set(body.posts.map((post) => post.site_id)).size).toBe(allSites.length);
  });

  it('with site_id lists that site only, with the row fields of the spec', async () => {
    const local = allSites.find((site) => site.domain === 'localhost')!;
    const { body } = await call<AdminPostsResponse>(t.app, {
      method: 'GET',
      url: `/api/admin/posts?site_id=${local.id}`,
      headers: bearer(adminToken),
    });
    expect(body.posts).toHaveLength(local.posts_count);
    for (const post of body.posts) {
      expect(post.site_id).toBe(local.id);
      expect(post.title).toBeTruthy();
      expect(post.slug).toBeTruthy();
      expect(post.translations).not.toContain('en');
      expect(Number.isNaN(Date.parse(post.updated_at))).toBe(false);
    }
    expect(body.posts.some((post) => !post.published)).toBe(true);
    expect(body.posts.some((post) => post.translations.length === 4)).toBe(true);
    // Newest update first.
    const dates = body.posts.map((post) => Date.parse(post.updated_at));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('answers 403 for another admin’s site, 404 for none, 400 for bad or unknown query', async () => {
    const local = allSites.find((site) => site.domain === 'localhost')!;
    expect((await call(t.app, { method: 'GET', url: `/api/admin/posts?site_id=${local.id}`, headers: bearer(editorToken) })).status).toBe(403);
    expect((await call(t.app, { method: 'GET', url: '/api/admin/posts?site_id=424242', headers: bearer(adminToken) })).status).toBe(404);
    const bad = await call(t.app, { method: 'GET', url: '/api/admin/posts?site_id=abc', headers: bearer(adminToken) });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('site_id');
    const unknown = await call(t.app, { method: 'GET', url: '/api/admin/posts?sort=title', headers: bearer(adminToken) });
    expect(unknown.status).toBe(400);
  });

  it('gives the editor only their site’s posts', async () => {
    const { body } = await call<AdminPostsResponse>(t.app, { method: 'GET', url: '/api/admin/posts', headers: bearer(editorToken) });
    expect(body.posts.length).toBeGreaterThan(0);
    expect(new Set(body.posts.map((post) => post.site_id)).size).toBe(1);
  });
});
