import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { LOCALES, type Locale } from '@sitenet/i18n';
import type { AppContext } from '../../lib/context';
import { badRequest, notFound } from '../../lib/errors';
import { sendCached } from '../../lib/http-cache';
import { cacheKey, makeRawReply } from '../../lib/public-cache';
import { hostnameOf } from '../public/site-directory';
import { isAdminHost } from '../web/routes';
import { DiscoveryService, feedPath, robotsTxt, sitemapPath } from './service';

const XML = 'application/xml; charset=utf-8';
const RSS = 'application/rss+xml; charset=utf-8';

/** The scheme and host the client used (X-Forwarded-* only from TRUST_PROXY peers). */
function originOf(request: FastifyRequest): string {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    throw badRequest('Invalid Host header');
  }
}

/**
 * robots.txt, the sitemaps and the feeds of the site named by the Host header. Exact routes, so
 * they win over the page fallback (the magazine's pages answer every other GET).
 */
export const discoveryRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = new DiscoveryService(ctx.db, ctx.env.SITEMAP_URLS_PER_FILE);

  async function publicSiteOf(request: FastifyRequest): Promise<number> {
    const hostname = hostnameOf(request.host);
    const siteId = isAdminHost(hostname, ctx.env.ADMIN_HOSTS) ? null : await ctx.sitesByHost.resolve(hostname);
    if (siteId === null) throw notFound('No site is configured');
    return siteId;
  }

  app.get('/robots.txt', async (request, reply) => {
    const admin = isAdminHost(hostnameOf(request.host), ctx.env.ADMIN_HOSTS);
    const text = robotsTxt(originOf(request), admin);
    return sendCached(request, reply, makeRawReply({ body: text, status: 200, contentType: 'text/plain; charset=utf-8' }));
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const siteId = await publicSiteOf(request);
    const origin = originOf(request);
    const cached = await ctx.cache.getRaw(cacheKey(siteId, 'sitemap', origin), async () => ({
      body: await service.sitemapIndex(siteId, origin),
      status: 200,
      contentType: XML,
    }));
    return sendCached(request, reply, cached);
  });

  async function sendSitemap(request: FastifyRequest, reply: FastifyReply, locale: Locale, part: number) {
    const siteId = await publicSiteOf(request);
    const origin = originOf(request);
    const cached = await ctx.cache.getRaw(cacheKey(siteId, 'sitemap', origin, locale, part), async () => ({
      body: await service.sitemap(siteId, origin, locale, part),
      status: 200,
      contentType: XML,
    }));
    return sendCached(request, reply, cached);
  }

  const perLocale = (locale: Locale) => {
    app.get(sitemapPath(locale), (request, reply) => sendSitemap(request, reply, locale, 1));
    // The further files of a language with more pages than one file holds: /sitemap-es-2.xml ...
    app.get<{ Params: { part: string } }>(`/sitemap-${locale}-:part(^\\d+).xml`, async (request, reply) => {
      const part = Number(request.params.part);
      if (part < 2 || String(part) !== request.params.part) throw notFound('This sitemap has no such file');
      return sendSitemap(request, reply, locale, part);
    });

    app.get(feedPath(locale), async (request, reply) => {
      const siteId = await publicSiteOf(request);
      const origin = originOf(request);
      const cached = await ctx.cache.getRaw(cacheKey(siteId, 'feed', origin, locale), async () => ({
        body: await service.feed(siteId, origin, locale),
        status: 200,
        contentType: RSS,
      }));
      return sendCached(request, reply, cached);
    });
  };
  LOCALES.forEach(perLocale);
};
