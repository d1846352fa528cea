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
import { storedCtaLink } from './cta-link';
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

  /** Affiliate clicks: only stored links (no open redirect); the click is counted, then the reader goes on. */
  registerRoute(app, ctx, publicRoutes.followCta, { invalidates: false }, async ({ params, request, reply }) => {
    const ownHost = hostnameOf(request.host) ?? '';
    const siteId = await ctx.sitesByHost.resolveKnown(ownHost);
    const link = siteId === null ? null : await storedCtaLink(ctx.db, siteId, params.post, params.tip);
    if (siteId === null || !link) throw notFound('No such link');
    let from = '/';
    try {
      const referer = new URL(request.headers.referer ?? '');
      if (referer.hostname === ownHost) from = referer.pathname;
    } catch {
      // No (or a foreign) Referer: the click still counts, on the site's home path.
    }
    try {
      clickLimit.take(request.ip);
      void ctx.events.count(
        {
          siteId,
          ownHost,
          kind: 'cta_click',
          path: from,
          postId: params.post,
          tipId: params.tip,
          locale: detectLocale(from),
          address: request.ip,
          userAgent: request.headers['user-agent'],
        },
        request.log,
      );
    } catch {
      // Over the click limit: still send the reader on, just do not count.
    }
    return reply.code(302).header('cache-control', 'no-store').header('location', link).send();
  });

  const scope = { site: { scope: ({ query }: { query: { site_id?: number } }) => query.site_id }, permission: 'analytics.read' } as const;
  registerRoute(app, ctx, adminRoutes.analyticsOverview, scope, ({ query, siteIds }) => service.overview(siteIds, query.range));
  registerRoute(app, ctx, adminRoutes.analyticsTraffic, scope, ({ query, siteIds }) => service.traffic(siteIds, query.range));
  registerRoute(app, ctx, adminRoutes.analyticsContent, scope, ({ query, siteIds }) => service.content(siteIds, query.range));
  registerRoute(app, ctx, adminRoutes.analyticsCrossSite, scope, ({ query, siteIds }) => service.crossSite(siteIds, query.range));
};
