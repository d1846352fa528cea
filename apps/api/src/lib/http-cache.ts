import type { FastifyReply, FastifyRequest } from 'fastify';
import { representationOf } from './content-encoding';
import type { CachedReply, RawReply } from './public-cache';
import { addVary } from './vary';

/** A file whose URL changes with its content (a build's asset, a page's data under its version). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

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
 * Sends cached bytes with their status and type, compressed when the client accepts it (br, then
 * gzip; compressed once per cached entry). A success carries its ETag, and answers 304 when the
 * client holds the same representation.
 */
export function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedReply,
  status: number,
  contentType: string,
) {
  const representation = representationOf(cached, request.headers['accept-encoding']);
  addVary(reply, 'Accept-Encoding');
  if (status >= 200 && status < 300) {
    // The copy the client holds may be the entry's other one (its fast copy): still current, and
    // the 304 names it, so the client's stored bytes keep their own validator.
    const held = representation.current.find((etag) => matchesEtag(request.headers['if-none-match'], etag));
    reply.header('etag', held ?? representation.etag);
    if (held) return reply.code(304).send();
  }
  if (representation.encoding) reply.header('content-encoding', representation.encoding);
  return reply.code(status).type(contentType).send(representation.body);
}

/**
 * Sends a cached reply: a JSON reply as JSON with PUBLIC_CACHE_CONTROL; a raw reply with its own
 * status, type and headers (which may override Cache-Control).
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedReply | RawReply,
) {
  reply.header('cache-control', PUBLIC_CACHE_CONTROL);
  if (!('contentType' in cached))
    return sendEncoded(request, reply, cached, 200, 'application/json; charset=utf-8');
  reply.headers(cached.headers);
  return sendEncoded(request, reply, cached, cached.status, cached.contentType);
}
