import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { feedPathOf, LOCALES, parseFeedPath, type Locale } from '@sitenet/i18n';
import type { AppContext } from '../../lib/context';
import { errorReply, notFound } from '../../lib/errors';
import { sendCached } from '../../lib/http-cache';
import { cacheKey, makeRawReply } from '../../lib/public-cache';
import { publicOrigin } from '../../lib/public-origin';
import { hostnameOf, type SiteState } from '../public/site-directory';
import { categoryPathsOf, siteFactsOf, type SiteFacts } from '../public/site-facts';
import { MAINTENANCE_RETRY_AFTER, requireOpenSite } from '../public/site-rules';
import { isAdminHost } from '../web/routes';
import { DISALLOW_ALL, DiscoveryService, feedPath, robotsTxt, sitemapPath } from './service';
import { feedScope } from './feed-scope';
import { urlSetXml } from './sitemap';
import { errorXml } from './xml';

const XML = 'application/xml; charset=utf-8';
const RSS = 'application/rss+xml; charset=utf-8';
const TEXT = 'text/plain; charset=utf-8';
const ROBOTS_PATH = '/robots.txt';

/**
 * robots.txt, the sitemaps and the feeds of the site named by the Host header, every URL in them
 * on the site's own origin (PUBLIC_SCHEME, its domain, PUBLIC_PORT), never the request's. Exact
 * routes, so they win over the page fallback (the magazine's pages answer every other GET).
 */
export const discoveryRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = new DiscoveryService(ctx.db, ctx.env.SITEMAP_URLS_PER_FILE);

  // Crawlers asked for XML (or text): errors answer in kind, with the status and headers the
  // rest of the API would send (404, 503 + Retry-After, 400 ...). Scoped to this plugin's routes.
  app.setErrorHandler((error, request, reply) => {
    const failure = errorReply(error);
    if (failure.log === 'warn') request.log.warn({ err: error }, 'database unavailable');
    if (failure.log === 'error') request.log.error({ err: error }, 'unhandled error');
    const robots = request.url.split('?')[0] === ROBOTS_PATH;
    const body = robots ? `${failure.body.message}\n` : errorXml(failure.status, failure.body.message);
    return reply
      .headers(failure.headers)
      .code(failure.status)
      .type(robots ? TEXT : XML)
      .send(body);
  });

  /** The site of the Host, if it has one (the admin host has none). */
  async function siteOfHost(request: FastifyRequest): Promise<SiteState | null> {
    const hostname = hostnameOf(request.host);
    return isAdminHost(hostname, ctx.env.ADMIN_HOSTS) ? null : ctx.sitesByHost.describe(hostname);
  }

  async function factsOf(siteId: number): Promise<SiteFacts> {
    const facts = await siteFactsOf(ctx, siteId);
    if (!facts) throw notFound('No site is configured');
    return facts;
  }

  /** The id of the Host's site when it is open (else 404 / 503 as its pages answer). */
  async function openSiteId(request: FastifyRequest): Promise<number> {
    return requireOpenSite(await siteOfHost(request)).id;
  }

  /**
   * A site's facts and origin, read only to build a reply that is not cached: cached sitemaps and
   * feeds are served without them, also while the database is away (stale-if-error).
   */
  async function describe(siteId: number) {
    const facts = await factsOf(siteId);
    return { facts, origin: publicOrigin(ctx.env, facts.domain) };
  }

  app.get(ROBOTS_PATH, async (request, reply) => {
    const site = await siteOfHost(request);
    // In maintenance the site answers 503 + Retry-After for robots.txt too: crawlers then pause
    // and keep what they know, and come back; a `Disallow: /` they cached could keep them away
    // (and drop pages) after the site reopens. Not stored anywhere, like the pages.
    if (site?.active && site.maintenanceMode) {
      reply.header('cache-control', 'no-store').header('retry-after', MAINTENANCE_RETRY_AFTER);
      return reply.code(503).type(TEXT).send('This site is under maintenance\n');
    }
    // Inactive: nothing to crawl.
    if (!site?.active) return sendCached(request, reply, makeRawReply({ body: DISALLOW_ALL, status: 200, contentType: TEXT }));
    // Cached like the sitemaps (served while the database is away); a staging site its settings
    // keep out of search engines (`noindex`) disallows everything too.
    const cached = await ctx.cache.getRaw(cacheKey(site.id, 'robots'), async () => {
      const { facts, origin } = await describe(site.id);
      return { body: facts.settings.seo.noindex ? DISALLOW_ALL : robotsTxt(origin), status: 200, contentType: TEXT };
    });
    return sendCached(request, reply, cached);
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const siteId = await openSiteId(request);
    const cached = await ctx.cache.getRaw(cacheKey(siteId, 'sitemap'), async () => {
      const { facts, origin } = await describe(siteId);
      return {
        body: facts.settings.seo.noindex ? urlSetXml([]) : await service.sitemapIndex(siteId, origin, categoryPathsOf(facts)),
        status: 200,
        contentType: XML,
      };
    });
    return sendCached(request, reply, cached);
  });

  async function sendSitemap(request: FastifyRequest, reply: FastifyReply, locale: Locale, part: number) {
    const siteId = await openSiteId(request);
    // A `noindex` site lists nothing (an empty urlset, not an error a crawler would retry).
    const cached = await ctx.cache.getRaw(cacheKey(siteId, 'sitemap', locale, part), async () => {
      const { facts, origin } = await describe(siteId);
      return {
        body: facts.settings.seo.noindex ? urlSetXml([]) : await service.sitemap(siteId, origin, locale, categoryPathsOf(facts), part),
        status: 200,
        contentType: XML,
      };
    });
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
      const siteId = await openSiteId(request);
      const cached = await ctx.cache.getRaw(cacheKey(siteId, 'feed', locale), async () => {
        const { facts, origin } = await describe(siteId);
        return { body: await service.feed(siteId, origin, facts, locale), status: 200, contentType: RSS };
      });
      return sendCached(request, reply, cached);
    });
  };
  LOCALES.forEach(perLocale);

  // A category's, tag's or author's feed (issue 17): its page's path + /feed.xml in any language
  // (parseFeedPath reads it back; another path of this shape answers 404 in XML). Cached under
  // the language feed's key with the page's kind and slug, dropped by the same writes; a former
  // slug of a category or tag answers 301 to the feed on today's slug.
  const pageFeed = async (request: FastifyRequest, reply: FastifyReply) => {
    const siteId = await openSiteId(request);
    const parsed = parseFeedPath(request.url.split('?')[0]!);
    if (!parsed) throw notFound('No feed at this address');
    const { locale, kind, slug } = parsed;
    const cached = await ctx.cache.getRaw(cacheKey(siteId, 'feed', locale, kind, slug), async () => {
      const { facts, origin } = await describe(siteId);
      const scope = await feedScope(ctx.db, siteId, facts.categoryDetails, locale, kind, slug);
      // A renamed category's or tag's feed moved with its page, forever (as the page answers).
      if ('movedTo' in scope) return { body: '', status: 301, contentType: XML, headers: { location: encodeURI(feedPathOf(scope.movedTo)) } };
      return { body: await service.feed(siteId, origin, facts, locale, scope), status: 200, contentType: RSS };
    });
    return sendCached(request, reply, cached);
  };
  app.get('/:route/:slug/feed.xml', pageFeed);
  app.get('/:locale/:route/:slug/feed.xml', pageFeed);
};
