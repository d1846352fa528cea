import { adminRoutes, publicRoutes } from '@sitenet/api-client/routes';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../lib/context';
import { registerRoute } from '../../lib/route';
import { AnalyticsService } from './analytics-service';
import { Beacon, EVENT_BODY_LIMIT } from './beacon';
import { serveBeaconEarly } from './beacon-early';
import { CtaFollower } from './follow-cta';
import { serveGoEarly } from './go-early';
import { purgeRaw } from './rollup';

const HOUR = 3_600_000;

export const analyticsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = new AnalyticsService(ctx.db);
  const beacon = new Beacon(ctx);

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

  /** Affiliate clicks (follow-cta.ts). Never cached (no-store): a changed offer applies at the next click. */
  const follower = new CtaFollower(ctx);
  registerRoute(app, ctx, publicRoutes.followCta, { invalidates: false }, async ({ params, request, reply }) => {
    const click = {
      post: params.post,
      tip: params.tip,
      host: request.host,
      referer: request.headers.referer,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    };
    const link = follower.follow(click, await follower.facts(click), request.log);
    return reply.code(302).header('cache-control', 'no-store').header('location', link).send();
  });
  // The plain click is answered before Fastify, with the same steps and reply (go-early.ts).
  serveGoEarly(app, ctx, follower);

  const scope = { site: { scope: ({ query }: { query: { site_id?: number } }) => query.site_id }, permission: 'analytics.read' } as const;
  registerRoute(app, ctx, adminRoutes.analyticsOverview, scope, ({ query, siteIds }) => service.overview(siteIds, query.range));
  registerRoute(app, ctx, adminRoutes.analyticsTraffic, scope, ({ query, siteIds }) => service.traffic(siteIds, query.range));
  registerRoute(app, ctx, adminRoutes.analyticsContent, scope, ({ query, siteIds }) => service.content(siteIds, query.range));
  registerRoute(app, ctx, adminRoutes.analyticsCrossSite, scope, ({ query, siteIds }) => service.crossSite(siteIds, query.range));
};
