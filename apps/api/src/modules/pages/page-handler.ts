import { PAGE_DATA_PREFIX, parsePageDataPath } from '@sitenet/api-client/page-data-path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../lib/context';
import { IMMUTABLE, sendEncoded } from '../../lib/http-cache';
import { cacheKey, makeRawReply, type RawContent, type RawReply } from '../../lib/public-cache';
import { addVary } from '../../lib/vary';
import { publicOrigin } from '../../lib/public-origin';
import { hostnameOf } from '../public/site-directory';
import { siteFactsOf, toPublicSite } from '../public/site-facts';
import { MAINTENANCE_RETRY_AFTER } from '../public/site-rules';
import { dictionaryReply } from '../strings/dictionary';
import { inProcessFetch } from './in-process-fetch';
import type { MagazineRenderer } from './renderer';
import { siteLanguagesOf, type PublicReads } from '../public/reads';
import type { PublicService } from '../public/service';

/** A CDN may keep a page a minute and serve it stale while it refreshes, or while we are down. */
export const PAGE_CACHE_CONTROL =
  'public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400';
/** Redirects and not-found pages: kept shorter (a post published a moment later is found). */
const SHORT_CACHE_CONTROL = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60';
/** Maintenance ends when the admin says so: no copy outlives it. */
const NO_STORE = 'no-store';

/** Pages whose answer depends on the reader's remembered language (the `locale` cookie). */
function dependsOnCookie(pathname: string): boolean {
  return pathname === '/' || pathname === '/error' || pathname.startsWith('/error/');
}

function cacheControlFor(status: number): string {
  if (status === 200) return PAGE_CACHE_CONTROL;
  if (status >= 500) return NO_STORE;
  return SHORT_CACHE_CONTROL;
}

/**
 * Serves the magazine's pages rendered on the server, per site, locale and path from the public
 * reply cache (cleared by every write), with ETag and CDN-friendly Cache-Control; and each page's
 * hydration state, made by the same render and kept in the same entry, at its data path.
 */
export function createPageHandler(
  app: FastifyInstance,
  ctx: AppContext,
  renderer: MagazineRenderer,
  reads: PublicReads,
  service: PublicService,
) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const hostname = hostnameOf(request.host) ?? 'localhost';
    const site = await ctx.sitesByHost.describe(hostname);
    // A page's hydration state (/_page-data/<version><page url>) comes from the page's own entry.
    const dataRequest = parsePageDataPath(request.url);
    if (!dataRequest && request.url.startsWith(PAGE_DATA_PREFIX)) return reply.code(404).send({ message: 'Not found' });
    const url = dataRequest?.pageUrl ?? request.url;
    const pathname = url.split('?')[0] ?? '/';
    const cookieLocale = dependsOnCookie(pathname)
      ? renderer.localeFromCookie(request.headers.cookie)
      : undefined;
    const state = { active: site?.active ?? false, maintenanceMode: site?.maintenanceMode ?? false };

    // The site's facts are read only to render: a cached page is served without them, also while
    // the database is away (stale-if-error).
    const produce = async (): Promise<RawContent> => {
      const [facts, languages] = site ? await Promise.all([siteFactsOf(ctx, site.id), siteLanguagesOf(ctx, service, site.id)]) : [null, undefined];
      const about = facts ? toPublicSite(facts, ctx.env) : null;
      const result = await renderer.render({
        url,
        // The site's own origin, never the request's: a page reached through an address or another
        // name still names the site's canonical URLs (and renders the same bytes, one cache entry).
        origin: about?.canonical_origin ?? publicOrigin(ctx.env, hostname),
        hostname,
        cookieLocale,
        fetch: inProcessFetch(app, reads, request.host),
        texts: site
          ? {
              version: String(ctx.cacheGeneration(site.id)),
              load: async (locale) => JSON.parse((await dictionaryReply(ctx, request.host, locale)).body.toString('utf8')) as unknown,
            }
          : undefined,
        // The language menu's list comes with the facts: no read of its own per page.
        site: { ...state, about, languages },
      });
      return {
        body: result.html,
        companion: result.data,
        status: result.redirect?.status ?? result.status,
        contentType: 'text/html; charset=utf-8',
        headers: result.redirect
          ? { location: result.redirect.location }
          : ({} as Record<string, string>),
      };
    };

    // A closed site is a small static page rendered each time, so reopening shows at once.
    const closed = !site || !state.active || state.maintenanceMode;
    const page: RawReply = closed
      ? makeRawReply(await produce())
      : await ctx.cache.getRaw(cacheKey(site.id, 'page', hostname, url, cookieLocale ?? ''), produce);

    addVary(reply, 'Host');
    if (cookieLocale !== undefined || dependsOnCookie(pathname)) addVary(reply, 'Cookie');
    if (dataRequest) {
      // Another version is a page rendered before the content changed: it stays as it is, static.
      const data = page.companion?.version === dataRequest.version ? page.companion.reply : null;
      if (!data) return reply.code(404).header('cache-control', SHORT_CACHE_CONTROL).send({ message: 'Not found' });
      // Its version is a hash of its bytes: a URL never means other bytes (and revalidating a
      // preloaded copy, as stale-while-revalidate would, fetched it twice). Part of a page, not
      // a page of its own in search results.
      reply.header('cache-control', IMMUTABLE).header('x-robots-tag', 'noindex');
      return sendEncoded(request, reply, data, 200, 'application/json; charset=utf-8');
    }
    // `/` sent to the reader's own language is theirs alone: no shared cache keeps it.
    const personal = cookieLocale !== undefined && page.status >= 300 && page.status < 400;
    reply
      .headers(page.headers)
      .header('content-security-policy', renderer.contentSecurityPolicy)
      .header('cache-control', personal ? 'private, no-cache' : cacheControlFor(page.status));
    if (page.status === 503) reply.header('retry-after', MAINTENANCE_RETRY_AFTER);
    return sendEncoded(request, reply, page, page.status, page.contentType);
  };
}
