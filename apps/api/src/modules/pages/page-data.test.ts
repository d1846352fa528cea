import { rm } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, createTestContext, login, makeTestWebRoot, siteIdByDomain, type TestContext } from '../../../test/helpers';

/**
 * A page's hydration state is a file of its own, made by the same render as the page (the
 * magazine's real server build) and kept with it: the HTML names it, the browser fetches it after
 * the first paint.
 */
const ARTICLE = '/try-a-no-spend-month';

let t: TestContext;
let webRoot: string;

beforeAll(async () => {
  webRoot = await makeTestWebRoot('page-data');
  t = await createTestContext({ WEB_ROOT: webRoot });
});
afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers } });

/** The data file a page names (#page-scripts' `data`). */
async function dataPathOf(url: string): Promise<string> {
  const page = await get(url);
  expect(page.statusCode).toBe(200);
  expect(page.body).not.toContain('"queries"');
  const scripts = /<script id="page-scripts" type="application\/json">(.*?)<\/script>/s.exec(page.body)?.[1];
  const { data, fetches } = JSON.parse(scripts!) as { data: string; fetches: string[] };
  // Preloaded with the scripts, as the translation files are.
  expect(fetches).toContain(data);
  return data;
}

interface State {
  query: { queries: Array<{ queryKey: unknown[]; state: { data: unknown } }> };
  locales: string[];
}

describe('a page’s hydration state', () => {
  it.each([ARTICLE, '/', '/es', '/category/money?page=2'])('%s names a file with the state it rendered with', async (url) => {
    const path = await dataPathOf(url);
    expect(path.endsWith(url)).toBe(true);
    const res = await get(path, { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-encoding']).toBe('gzip');
    // Its URL changes with its bytes.
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    const state = JSON.parse(gunzipSync(res.rawPayload).toString()) as State;
    expect(state.query.queries.map((query) => query.queryKey[0])).toContain('site');
    expect(state.locales).toEqual([url === '/es' ? 'es' : 'en']);
  });

  it('answers 304 to the copy the browser holds', async () => {
    const path = await dataPathOf(ARTICLE);
    const first = await get(path);
    const again = await get(path, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('is gone once the page changed: a page rendered before stays static (404), the new one names its own', async () => {
    const before = await dataPathOf('/');
    // An editor's change: the home page's trending list empties.
    const admin = bearer(await login(t.app));
    const siteId = await siteIdByDomain(t.app, admin);
    const change = await call(t.app, {
      method: 'POST',
      url: '/api/admin/posts/bulk',
      headers: admin,
      payload: { site_id: siteId, filter: {}, action: 'clear_trending' },
    });
    expect(change.status).toBe(200);
    const after = await dataPathOf('/');
    expect(after).not.toBe(before);
    const stale = await get(before);
    expect(stale.statusCode).toBe(404);
    expect(stale.json()).toEqual({ message: 'Not found' });
    expect((await get(after)).statusCode).toBe(200);
  });

  it('answers 404 to a path that names no page’s data', async () => {
    for (const path of ['/_page-data/short/', '/_page-data/AAAAAAAAAAAAAAAA/no-such-article']) {
      expect((await get(path)).statusCode, path).toBe(404);
    }
  });
});
