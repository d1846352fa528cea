import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { publicRoutes as publicRouteTable } from '@sitenet/api-client/routes';
import { LOCALES, type Locale } from '../../contract';
import { createPreparedRunner } from '../../db/prepared';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { PUBLIC_CACHE_CONTROL, sendCached as sendReply } from '../../lib/http-cache';
import { cacheKey, type CachedReply } from '../../lib/public-cache';
import { registerRoute } from '../../lib/route';
import { addVary } from '../../lib/vary';
import { hostnameOf } from './site-directory';
import { PublicService } from './service';

export { PUBLIC_CACHE_CONTROL };
const LOCALE_SET = new Set<string>(LOCALES);

/** X-Locale, unknown or missing -> en. */
export function localeOf(request: FastifyRequest): Locale {
  const value = request.headers['x-locale'];
  const locale = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return LOCALE_SET.has(locale) ? (locale as Locale) : 'en';
}

function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedReply) {
  addVary(reply, 'X-Locale');
  return sendReply(request, reply, cached);
}

export const publicRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = new PublicService(ctx.db, createPreparedRunner(ctx.database));
  const r = publicRouteTable;

  async function siteOf(request: FastifyRequest, domain?: string): Promise<number> {
    const siteId = await ctx.sitesByHost.resolve(domain ? hostnameOf(domain) : hostnameOf(request.host));
    if (siteId === null) throw notFound('No site is configured');
    return siteId;
  }

  registerRoute(app, ctx, r.homepage, {}, async ({ request, reply }) => {
    const siteId = await siteOf(request);
    const locale = localeOf(request);
    const cached = await ctx.cache.get(cacheKey(siteId, locale, 'homepage'), () => service.homepage(siteId, locale));
    return sendCached(request, reply, cached);
  });

  registerRoute(app, ctx, r.listPosts, {}, async ({ query: { category, page }, request, reply }) => {
    const siteId = await siteOf(request);
    const locale = localeOf(request);
    const cached = await ctx.cache.get(cacheKey(siteId, locale, 'posts', category, page), () =>
      service.categoryPage(siteId, locale, category, page),
    );
    return sendCached(request, reply, cached);
  });

  registerRoute(app, ctx, r.translateSlug, {}, async ({ params: { slug, locale }, request, reply }) => {
    const siteId = await siteOf(request);
    const cached = await ctx.cache.get(cacheKey(siteId, '-', 'translate', locale, slug), () =>
      service.translateSlug(siteId, slug, locale),
    );
    return sendCached(request, reply, cached);
  });

  registerRoute(app, ctx, r.getPost, {}, async ({ params: { slug }, request, reply }) => {
    const siteId = await siteOf(request);
    const locale = localeOf(request);
    const cached = await ctx.cache.get(cacheKey(siteId, locale, 'post', slug), async () => ({
      post: await service.article(siteId, locale, slug),
    }));
    return sendCached(request, reply, cached);
  });

  /** `?domain=` names the site (the magazine sends its host name); without it, the Host header. */
  registerRoute(app, ctx, r.languages, {}, async ({ query: { domain }, request, reply }) => {
    const siteId = await siteOf(request, domain);
    const cached = await ctx.cache.get(cacheKey(siteId, '-', 'languages'), async () => ({
      languages: await ctx.siteLanguages.get(String(siteId), () => service.languages(siteId)),
    }));
    return sendCached(request, reply, cached);
  });

  /** Free-text keys are unbounded, so search replies skip the in-process cache. */
  registerRoute(app, ctx, r.search, {}, async ({ query: { q }, request, reply }) => {
    const siteId = await siteOf(request);
    reply.header('cache-control', PUBLIC_CACHE_CONTROL);
    addVary(reply, 'X-Locale');
    return { posts: await service.search(siteId, localeOf(request), q) };
  });
};
