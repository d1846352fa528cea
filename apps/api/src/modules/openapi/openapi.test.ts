import { allRoutes, routerPath } from '@sitenet/api-client/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, type TestContext } from '../../../test/helpers';
import { DOCS_PATH, OPENAPI_PATH } from './routes';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

interface Document {
  openapi: string;
  paths: Record<string, Record<string, { security?: unknown[]; responses: Record<string, unknown> }>>;
}

/**
 * The API's calls: everything under /api/ but the document and its reference page, the CTA
 * redirect, and the magazine's translation files (generated per site from its stored strings).
 * Pages, other files, sitemaps and feeds are not API calls.
 */
const isApiCall = (url: string) =>
  (url.startsWith('/api/') && url !== OPENAPI_PATH && !url.startsWith(DOCS_PATH)) || url.startsWith('/go/') || url.startsWith('/translations/');

describe('OpenAPI', () => {
  it('publishes an OpenAPI 3.1 document listing every registered API route, and only those', async () => {
    const { status, body } = await call<Document>(t.app, { method: 'GET', url: OPENAPI_PATH });
    expect(status).toBe(200);
    expect(body.openapi).toBe('3.1.0');
    const documented = new Set(
      Object.entries(body.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${routerPath(path)}`),
      ),
    );
    const registered = new Set(
      t.app.registeredRoutes
        .filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS' && isApiCall(route.url))
        .map((route) => `${route.method} ${route.url}`),
    );
    expect([...registered].filter((route) => !documented.has(route)), 'registered but not documented').toEqual([]);
    expect([...documented].filter((route) => !registered.has(route)), 'documented but not registered').toEqual([]);
    expect(documented.size).toBe(allRoutes().length);
  });

  it('marks admin calls as bearer-protected and gives every call its error shape', async () => {
    const { body } = await call<Document>(t.app, { method: 'GET', url: OPENAPI_PATH });
    expect(body.paths['/api/admin/posts/{id}']?.put?.security).toEqual([{ bearer: [] }]);
    expect(body.paths['/api/admin/posts/{id}']?.put?.responses).toHaveProperty('409');
    expect(body.paths['/api/posts/homepage']?.get?.security).toBeUndefined();
  });

  it('serves a browsable reference page', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${DOCS_PATH}/` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('swagger');
  });
});
