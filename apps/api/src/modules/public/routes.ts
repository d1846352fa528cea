import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  LOCALES,
  postsListQuerySchema,
  publicLanguagesQuerySchema,
  searchQuerySchema,
  slugParamsSchema,
  translateParamsSchema,
  type Locale,
  type SearchResponse,
} from '../../contract';
import { createPreparedRunner } from '../../db/prepared';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { PUBLIC_CACHE_CONTROL, sendCached as sendReply } from '../../lib/http-cache';
import { cacheKey, type CachedReply } from '../../lib/public-cache';
import { parseInput } from '../../lib/validate';
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

  async function siteOf(request: FastifyRequest, domain?: string): Promise<number> {
    const siteId = await ctx.sitesByHost.resolve(domain ? hostnameOf(domain) : hostnameOf(request.host));
    if (siteId === null) throw notFound('No site is configured');
    return siteId;
  }

  app.get('/api/posts/homepage', async (request, reply) => {
    const siteId = await siteOf(request);
    const locale = localeOf(request);
    const cached = await ctx.cache.get(cacheKey(siteId, locale, 'homepage'), () => service.homepage(siteId, locale));
    return sendCached(request, reply, cached);
  });

  app.get('/api/posts', async (request, reply) => {
    const { category, page } = parseInput(postsListQuerySchema, request.query, 'query');
    const siteId = await siteOf(request);
    const locale = localeOf(request);
    const cached = await ctx.cache.get(cacheKey(siteId, locale, 'posts', category, page), () =>
      service.categoryPage(siteId, locale, category, page),
    );
    return sendCached(request, reply, cached);
  });

  app.get('/api/posts/translate/:slug/:locale', async (request, reply) => {
    const { slug, locale } = parseInput(translateParamsSchema, request.params, 'params');
    const siteId = await siteOf(request);
    const cached = await ctx.cache.get(cacheKey(siteId, '-', 'translate', locale, slug), () =>
      service.translateSlug(siteId, slug, locale),
    );
    return sendCached(request, reply, cached);
  });

  app.get('/api/posts/:slug', async (request, reply) => {
    const { slug } = parseInput(slugParamsSchema, request.params, 'params');
    const siteId = await siteOf(request);
    const locale = localeOf(request);
    const cached = await ctx.cache.get(cacheKey(siteId, locale, 'post', slug), async () => ({
      post: await service.article(siteId, locale, slug),
    }));
    return sendCached(request, reply, cached);
  });

  /** `?domain=` names the site (the magazine sends its host name); without it, the Host header. */
  app.get('/api/languages', async (request, reply) => {
    const { domain } = parseInput(publicLanguagesQuerySchema, request.query, 'query');
    const siteId = await siteOf(request, domain);
    const cached = await ctx.cache.get(cacheKey(siteId, '-', 'languages'), async () => ({
      languages: await service.languages(siteId),
    }));
    return sendCached(request, reply, cached);
  });

  /** Free-text keys are unbounded, so search replies skip the in-process cache. */
  app.get('/api/search', async (request, reply): Promise<SearchResponse> => {
    const { q } = parseInput(searchQuerySchema, request.query, 'query');
    const siteId = await siteOf(request);
    reply.header('cache-control', PUBLIC_CACHE_CONTROL);
    addVary(reply, 'X-Locale');
    return { posts: await service.search(siteId, localeOf(request), q) };
  });
};
