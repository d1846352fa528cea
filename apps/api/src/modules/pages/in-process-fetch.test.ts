import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers';
import type { PostsListResponse } from '../../contract';
import { inProcessFetch } from './in-process-fetch';

let t: TestContext;
let fetchInProcess: typeof fetch;
beforeAll(async () => {
  t = await createTestContext({ PUBLIC_CACHE: 'off' });
  fetchInProcess = inProcessFetch(t.app, t.app.publicReads, 'localhost:3000');
});
afterAll(() => t.close());

/** The same call over HTTP (the whole route) and in process: status and body must be the same. */
async function both(url: string, headers: Record<string, string> = {}) {
  const http = await t.app.inject({ method: 'GET', url, headers: { ...headers, host: 'localhost:3000' } });
  const direct = await fetchInProcess(url, { headers });
  return { http: { status: http.statusCode, body: http.json() as unknown }, direct: { status: direct.status, body: (await direct.json()) as unknown } };
}

describe('in-process fetch of the pages rendered on the server', () => {
  it('answers the public reads with the bytes and status of the HTTP routes, in the asked locale', async () => {
    const list = await both('/api/posts?category=lifestyle&page=1', { 'X-Locale': 'es' });
    expect(list.direct).toEqual(list.http);
    expect(list.direct.status).toBe(200);
    const slug = (list.direct.body as PostsListResponse).posts[0]!.slug;
    for (const url of [
      `/api/posts/${encodeURIComponent(slug)}`,
      '/api/posts/homepage',
      '/api/languages?domain=localhost',
      `/api/posts/translate/${encodeURIComponent(slug)}/fr`,
    ]) {
      const reply = await both(url, { 'X-Locale': 'es' });
      expect(reply.direct, url).toEqual(reply.http);
      expect(reply.direct.status, url).toBe(200);
    }
  });

  it('answers errors as the HTTP routes do: not found, past the last page, invalid input', async () => {
    for (const url of ['/api/posts/no-such-article', '/api/posts?category=lifestyle&page=999', '/api/posts?category=nope&page=1']) {
      const reply = await both(url);
      expect(reply.direct, url).toEqual(reply.http);
      expect(reply.direct.status, url).toBeGreaterThanOrEqual(400);
    }
  });

  it('passes any other API path through the app', async () => {
    const health = await fetchInProcess('/api/health');
    expect(health.status).toBe(200);
    const missing = await fetchInProcess('/api/nothing-here');
    expect(missing.status).toBe(404);
  });
});
