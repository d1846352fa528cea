/**
 * Where each API call goes: method, path, whether it carries the admin token, and what its reply
 * is. Plain data with no schema, so the apps' fetchers (built on it) load no zod; routes.ts adds
 * the contract's schemas to the same entries for the server and the OpenAPI document. The admin
 * calls' table is a module of its own (admin-specs.ts), so the magazine's bundle never carries it.
 */
export interface RouteSpec {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** OpenAPI style: `/api/admin/posts/{id}`. */
  path: string;
  /** `bearer`: an admin token (`Authorization: Bearer ...`); `none`: public. */
  auth: 'bearer' | 'none';
  /**
   * What a successful reply carries; JSON unless said (`redirect`: a Location header, no body;
   * `html`: a page for a person who opened a link from a mail; `file`: a download whose type the
   * request chooses, e.g. XLIFF or JSON, read as text).
   */
  responseType?: 'json' | 'csv' | 'redirect' | 'html' | 'file';
}

/** A table of specs, each entry checked against RouteSpec and kept as written (its literal types). */
export const specs = <const T extends Record<string, RouteSpec>>(table: T): T => table;

export const publicSpecs = specs({
  createLead: { method: 'POST', path: '/api/leads', auth: 'none' },
  subscribe: { method: 'POST', path: '/api/newsletter', auth: 'none' },
  confirmSubscription: { method: 'GET', path: '/api/newsletter/confirm/{token}', auth: 'none', responseType: 'html' },
  unsubscribePage: { method: 'GET', path: '/api/newsletter/unsubscribe/{token}', auth: 'none', responseType: 'html' },
  unsubscribe: { method: 'POST', path: '/api/newsletter/unsubscribe/{token}', auth: 'none' },
  recordEvent: { method: 'POST', path: '/api/events', auth: 'none' },
  followCta: { method: 'GET', path: '/go/{post}/{tip}', auth: 'none', responseType: 'redirect' },
  postback: { method: 'GET', path: '/api/postback', auth: 'none' },
  health: { method: 'GET', path: '/api/health', auth: 'none' },
  homepage: { method: 'GET', path: '/api/posts/homepage', auth: 'none' },
  listPosts: { method: 'GET', path: '/api/posts', auth: 'none' },
  translateSlug: { method: 'GET', path: '/api/posts/translate/{slug}/{locale}', auth: 'none' },
  getPost: { method: 'GET', path: '/api/posts/{slug}', auth: 'none' },
  languages: { method: 'GET', path: '/api/languages', auth: 'none' },
  interfaceStrings: { method: 'GET', path: '/translations/{code}.json', auth: 'none' },
  site: { method: 'GET', path: '/api/site', auth: 'none' },
  sitePage: { method: 'GET', path: '/api/site/pages/{page}/{locale}', auth: 'none' },
  search: { method: 'GET', path: '/api/search', auth: 'none' },
  categories: { method: 'GET', path: '/api/categories', auth: 'none' },
  tagPosts: { method: 'GET', path: '/api/tags/{slug}/posts', auth: 'none' },
  authorPosts: { method: 'GET', path: '/api/authors/{slug}/posts', auth: 'none' },
});

/** `/api/admin/posts/{id}` -> `/api/admin/posts/:id` (Fastify's syntax). */
export function routerPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/** Fills `{name}` placeholders, each value percent-encoded. */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
