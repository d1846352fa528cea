import type { FastifyInstance } from 'fastify';
import { publicRoutes as publicRouteTable } from '@sitenet/api-client/routes';
import { errorReply } from '../../lib/errors';
import { parseInput } from '../../lib/validate';
import { localeFromHeader, type PublicReadName, type PublicReads } from '../public/reads';

const READS: PublicReadName[] = ['homepage', 'listPosts', 'tagPosts', 'translateSlug', 'getPost', 'languages', 'site', 'sitePage'];

/** `/api/posts/{slug}` as segments; `{slug}` captures one (decoded) segment. */
const TEMPLATES = READS.map((name) => ({ name, segments: publicRouteTable[name].path.split('/') }));

function matchRead(pathname: string): { name: PublicReadName; params: Record<string, string> } | null {
  const segments = pathname.split('/');
  for (const { name, segments: template } of TEMPLATES) {
    if (template.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = template.every((part, index) => {
      const segment = segments[index]!;
      if (!part.startsWith('{')) return part === segment;
      if (segment === '') return false;
      try {
        params[part.slice(1, -1)] = decodeURIComponent(segment);
        return true;
      } catch {
        return false;
      }
    });
    if (matches) return { name, params };
  }
  return null;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });
}

/**
 * The API as the page's loaders see it, called in process with the page's host, so the page
 * reads the same site and the same reply cache as the browser would. The public JSON reads go
 * straight to their definition (public/reads.ts), with the same validation and the same bytes and
 * errors as over HTTP; anything else goes through the app (app.inject: no socket, the whole route).
 */
export function inProcessFetch(app: FastifyInstance, reads: PublicReads, host: string): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname + input.search : input.url;
    const headers = new Headers(init?.headers);
    const method = init?.method ?? 'GET';
    const parsed = new URL(url, 'http://in-process');
    const read = method === 'GET' ? matchRead(parsed.pathname) : null;
    if (read) {
      const route = publicRouteTable[read.name] as { params?: never; query?: never };
      try {
        const cached = await reads[read.name]({
          params: route.params ? parseInput(route.params, read.params, 'params') : undefined,
          query: route.query ? parseInput(route.query, Object.fromEntries(parsed.searchParams), 'query') : undefined,
          host,
          locale: localeFromHeader(headers.get('x-locale')),
        } as never);
        return new Response(new Uint8Array(cached.body), {
          status: 200,
          headers: { 'content-type': 'application/json; charset=utf-8' },
        });
      } catch (error) {
        // What the error handler (app.ts) answers, from the same mapping.
        const failure = errorReply(error);
        if (failure.log) app.log[failure.log]({ err: error }, 'public read failed');
        return json(failure.status, failure.body);
      }
    }
    const response = await app.inject({
      method: 'GET',
      url,
      headers: { ...Object.fromEntries(headers.entries()), host },
    });
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  };
}
