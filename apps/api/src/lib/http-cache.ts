import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedReply, RawReply } from './public-cache';

/**
 * Public replies: fresh for a minute in browsers and shared caches (CDN), then served stale while
 * one revalidation runs, and for a day while the origin fails. The same windows as the in-process
 * cache (public-cache.ts), so a CDN in front behaves like the API itself.
 */
export const PUBLIC_CACHE_CONTROL =
  'public, max-age=60, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400';

/** If-None-Match may list several tags, or be `*`. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Sends a cached reply with its ETag, or 304 when the client holds the same bytes. A JSON reply
 * is sent as JSON with PUBLIC_CACHE_CONTROL; a raw reply with its own status, type and headers
 * (which may override Cache-Control).
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedReply | RawReply) {
  reply.header('cache-control', PUBLIC_CACHE_CONTROL).header('etag', cached.etag);
  const raw = 'contentType' in cached ? cached : null;
  if (raw) reply.headers(raw.headers);
  const ok = !raw || (raw.status >= 200 && raw.status < 300);
  if (ok && matchesEtag(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
  if (!raw) return reply.type('application/json; charset=utf-8').send(cached.body);
  return reply.code(raw.status).type(raw.contentType).send(raw.body);
}
