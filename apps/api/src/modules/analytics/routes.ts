import { adminRoutes, publicRoutes } from '@sitenet/api-client/routes';
import { detectLocale } from '@sitenet/i18n';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../lib/context';
import { notFound } from '../../lib/errors';
import { RateLimiter } from '../../lib/rate-limit';
import { registerRoute } from '../../lib/route';
import { hostnameOf } from '../public/site-directory';
import { AnalyticsService } from './analytics-service';
import { Beacon, EVENT_BODY_LIMIT } from './beacon';
import { serveBeaconEarly } from './beacon-early';
import { ctaDestination, followsOffer, storedCta } from './cta-link';
import { purgeRaw } from './rollup';

const HOUR = 3_600_000;

export const analyticsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = new AnalyticsService(ctx.db);
  const beacon = new Beacon(ctx);
  const clickLimit = new RateLimiter(60, 60_000);

  // Raw events older than ANALYTICS_RAW_DAYS go (rollups stay); hourly, first a minute after start.
  const purge = () => void purgeRaw(ctx.db, ctx.env.ANALYTICS_RAW_DAYS).catch((error: unknown) => app.log.warn({ err: error }, 'raw events purge failed'));
  const first = setTimeout(purge, 60_000);
  const hourly = setInterval(purge, HOUR);
  first.unref();
  hourly.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(hourly);
  });

  // navigator.sendBeacon sends a string as text/plain: read it as the same JSON.
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: EVENT_BODY_LIMIT }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error('Malformed JSON body'), { statusCode: 400 }), undefined);
    }
  });

  /** Answers 202 before anything is written: counting never slows or breaks a page. */
  registerRoute(
    app,
    ctx,
    publicRoutes.recordEvent,
    { bodyLimit: EVENT_BODY_LIMIT, invalidates: false },
    async ({ body, request }) => {
      beacon.accept(body, { ip: request.ip, host: request.host, userAgent: request.headers['user-agent'] }, request.log);
      return { message: 'Accepted' };
    },
  );
  // The plain beacon is answered before Fastify, with the same steps and reply (beacon-early.ts).
  serveBeaconEarly(app, ctx, beacon);

  /**
   * Affiliate clicks: only stored links (no open redirect). A tip that points to a live offer goes
   * to the offer's current destination for the reader's language, the click recorded first so its
   * id travels in the template; otherwise to the tip's own link. Never cached (no-store): a changed
   * offer applies at the next click.
   */
  registerRoute(app, ctx, publicRoutes.followCta, { invalidates: false }, async ({ params, request, reply }) => {
    const ownHost = hostnameOf(request.host) ?? '';
    const siteId = await ctx.sitesByHost.resolveKnown(ownHost);
    const cta =
      siteId === null
        ? null
        : await ctx.ctaLinks.get(`${siteId}:${params.post}:${params.tip}`, () =>
            storedCta(ctx.db, siteId, params.post, params.tip),
          );
    if (siteId === null || !cta) throw notFound('No such link');
    let from = '/';
    try {
      const referer = new URL(request.headers.referer ?? '');
      if (referer.hostname === ownHost) from = referer.pathname;
    } catch {
      // No (or a foreign) Referer: the click still counts, on the site's home path.
    }
    const locale = detectLocale(from);
    const now = ctx.clock.now();
    // Over the click limit the reader still goes on; the click is just not counted (nor recorded).
    let counted = true;
    try {
      clickLimit.take(request.ip);
    } catch {
      counted = false;
    }
    let link = cta.link;
    if (followsOffer(cta, now)) {
      const clickId = counted
        ? ctx.offerClicks.add({
            offerId: cta.offer.id,
            siteId,
            postId: params.post,
            tipId: params.tip,
            locale,
            at: now,
            visitor: await ctx.events.visitorOf(siteId, request.ip, request.headers['user-agent'] ?? ''),
          })
        : '';
      link = ctaDestination(cta, params.post, locale)(clickId) ?? cta.link;
    }
    if (!link) throw notFound('No such link');
    if (counted) {
      void ctx.events.count(
        {
          siteId,
          ownHost,
          kind: 'cta_click',
          path: from,
          postId: params.post,
          tipId: params.tip,
          locale,
          address: request.ip,
          userAgent: request.headers['user-agent'],
        },
        request.log,
      );
    }
    return reply.code(302).header('cache-control', 'no-store').header('location', link).send();
  });

  const scope = { site: { scope: ({ query }: { query: { site_id?: number } }) => query.site_id }, permission: 'analytics.read' } as const;
  registerRoute(app, ctx, adminRoutes.analyticsOverview, scope, ({ query, siteIds }) => service.overview(siteIds, query.range));
  registerRoute(app, ctx, adminRoutes.analyticsTraffic, scope, ({ query, siteIds }) => service.traffic(siteIds, query.range));
  registerRoute(app, ctx, adminRoutes.analyticsContent, scope, ({ query, siteIds }) => service.content(siteIds, query.range));
  registerRoute(app, ctx, adminRoutes.analyticsCrossSite, scope, ({ query, siteIds }) => service.crossSite(siteIds, query.range));
};
