import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { publicRoutes as publicRouteTable } from '@sitenet/api-client/routes';
import type { Locale } from '../../contract';
import { createPreparedRunner } from '../../db/prepared';
import type { AppContext } from '../../lib/context';
import { PUBLIC_CACHE_CONTROL, sendCached as sendReply } from '../../lib/http-cache';
import type { CachedReply } from '../../lib/public-cache';
import { registerRoute } from '../../lib/route';
import { addVary } from '../../lib/vary';
import { createPublicReads, localeFromHeader, type PublicReads } from './reads';
import { hostnameOf } from './site-directory';
import { PublicService } from './service';
import { requireOpenSite } from './site-rules';

export { PUBLIC_CACHE_CONTROL };

/** X-Locale, unknown or missing -> en. */
export function localeOf(request: FastifyRequest): Locale {
  return localeFromHeader(request.headers['x-locale']);
}

function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedReply) {
  addVary(reply, 'X-Locale');
  return sendReply(request, reply, cached);
}

/** The public reads and the service behind them, made once (app.ts) for the routes and the pages. */
export function createPublicReadsOf(ctx: AppContext): { service: PublicService; reads: PublicReads } {
  const service = new PublicService(
    ctx.db,
    createPreparedRunner(ctx.database),
    (url) => ctx.media.publicUrl(url),
    (siteId, urls) => ctx.media.byUrls(siteId, urls),
    ctx.clock,
  );
  return { service, reads: createPublicReads(ctx, service) };
}

export const publicRoutes: FastifyPluginAsync<{ ctx: AppContext; service: PublicService; reads: PublicReads }> = async (
  app,
  { ctx, service, reads },
) => {
  const r = publicRouteTable;
  const from = (request: FastifyRequest) => ({ host: request.host, locale: localeOf(request) });

  registerRoute(app, ctx, r.homepage, {}, async ({ params, query, request, reply }) =>
    sendCached(request, reply, await reads.homepage({ params, query, ...from(request) })),
  );

  registerRoute(app, ctx, r.listPosts, {}, async ({ params, query, request, reply }) =>
    sendCached(request, reply, await reads.listPosts({ params, query, ...from(request) })),
  );

  registerRoute(app, ctx, r.tagPosts, {}, async ({ params, query, request, reply }) =>
    sendCached(request, reply, await reads.tagPosts({ params, query, ...from(request) })),
  );

  registerRoute(app, ctx, r.translateSlug, {}, async ({ params, query, request, reply }) =>
    sendCached(request, reply, await reads.translateSlug({ params, query, ...from(request) })),
  );

  registerRoute(app, ctx, r.getPost, {}, async ({ params, query, request, reply }) =>
    sendCached(request, reply, await reads.getPost({ params, query, ...from(request) })),
  );

  registerRoute(app, ctx, r.languages, {}, async ({ params, query, request, reply }) =>
    sendCached(request, reply, await reads.languages({ params, query, ...from(request) })),
  );

  registerRoute(app, ctx, r.site, {}, async ({ params, query, request, reply }) =>
    sendReply(request, reply, await reads.site({ params, query, ...from(request) })),
  );

  registerRoute(app, ctx, r.sitePage, {}, async ({ params, query, request, reply }) =>
    sendReply(request, reply, await reads.sitePage({ params, query, ...from(request) })),
  );

  /** Free-text keys are unbounded, so search replies skip the in-process cache. */
  registerRoute(app, ctx, r.search, {}, async ({ query: { q }, request, reply }) => {
    const { id: siteId } = requireOpenSite(await ctx.sitesByHost.describe(hostnameOf(request.host)));
    reply.header('cache-control', PUBLIC_CACHE_CONTROL);
    addVary(reply, 'X-Locale');
    return { posts: await service.search(siteId, localeOf(request), q) };
  });
};
