import cors from '@fastify/cors';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';
import type { PublicLanguage } from './contract';
import type { Database } from './db/client';
import type { Env } from './env';
import type { AppContext } from './lib/context';
import { systemClock, type Clock } from './lib/clock';
import { errorReply, type HttpError } from './lib/errors';
import { InvalidationBus, type PersonChanged } from './lib/cache-bus';
import { DEFAULT_TTL_MS, PublicCache, type PublicCacheOptions } from './lib/public-cache';
import { ReadMemo } from './lib/read-memo';
import { countArrivals, ReaderTurns } from './lib/reader-turns';
import {
  consoleImageSources,
  HSTS_VALUE,
  readerImageSources,
  securityHeaders,
} from './lib/security-headers';
import { trustProxyOption } from './lib/trust-proxy';
import { EventCounter } from './modules/analytics/counter';
import type { StoredCta } from './modules/analytics/cta-link';
import { ClickBuffer } from './modules/offers/click-buffer';
import { analyticsRoutes } from './modules/analytics/routes';
import { dashboardRoutes } from './modules/dashboard/routes';
import { activityRoutes } from './modules/activity/routes';
import { ActivityLog } from './modules/activity/log';
import { authRoutes } from './modules/auth/routes';
import { leadsRoutes } from './modules/leads/routes';
import { newsletterRoutes } from './modules/newsletter/routes';
import { newsletterIssueRoutes } from './modules/newsletter/issue-routes';
import { offersRoutes } from './modules/offers/routes';
import { conversionRoutes } from './modules/conversions/routes';
import { campaignReportRoutes } from './modules/campaign-reports/routes';
import { AuthService, DEFAULT_THROTTLE, type AuthConfig } from './modules/auth/service';
import { discoveryRoutes } from './modules/discovery/routes';
import { healthRoutes } from './modules/health/routes';
import { adminLanguagesRoutes } from './modules/languages/routes';
import { categoriesRoutes } from './modules/categories/routes';
import { tagsRoutes } from './modules/tags/routes';
import { authorsRoutes } from './modules/authors/routes';
import { adminMediaRoutes, mediaFileRoutes } from './modules/media/routes';
import { MediaService } from './modules/media/service';
import { createMediaStorage } from './modules/media/storage/create-storage';
import { adminPostsRoutes } from './modules/posts/routes';
import { PublishScheduler } from './modules/posts/scheduler';
import { PostService } from './modules/posts/service';
import type { PublicReads } from './modules/public/reads';
import { createPublicReadsOf, publicRoutes } from './modules/public/routes';
import { SiteDirectory } from './modules/public/site-directory';
import type { SiteFacts } from './modules/public/site-facts';
import { registerAliasRedirect } from './modules/public/alias-redirect';
import type { NetworkSettings } from './contract';
import { settingsRoutes } from './modules/settings/routes';
import { currentNetworkSettings } from './modules/settings/service';
import { sitesRoutes } from './modules/sites/routes';
import { SiteAccess } from './modules/sites/access';
import { meRoutes } from './modules/people/me-routes';
import { peopleRoutes } from './modules/people/routes';
import { invitesRoutes } from './modules/invites/routes';
import { redactLinkTokens } from './lib/redact-link-tokens';
import { reviewRoutes } from './modules/posts/review-routes';
import { translationQueueRoutes } from './modules/translations/queue-routes';
import { machineTranslationRoutes } from './modules/machine-translation/routes';
import { translationMemoryRoutes } from './modules/translation-memory/routes';
import { stringsRoutes } from './modules/strings/routes';
import { revisionRoutes } from './modules/posts/revision-routes';
import { openApiRoutes } from './modules/openapi/routes';
import { createPageHandler } from './modules/pages/page-handler';
import { createPreviewPageHandler, PREVIEW_PATH } from './modules/pages/preview-page';
import { PreviewLinks } from './modules/previews/preview-links';
import { previewRoutes } from './modules/previews/routes';
import { presenceRoutes } from './modules/presence/routes';
import { loadMagazineRenderer } from './modules/pages/renderer';
import { isAdminHost, registerWeb } from './modules/web/routes';
import { registerFavicon } from './modules/web/favicon';
import { hostnameOf } from './modules/public/site-directory';
import { createMailer } from './lib/mailer';

export const BODY_LIMIT = 16 * 1024;
/** Another instance's write shows in this one's admin lists within this long (this one's at once). */
const ADMIN_READ_MAX_AGE_MS = 10_000;
/**
 * A site's enabled languages and its public facts (name, domain), which every page reads: kept
 * until the next write, like the host map, even with PUBLIC_CACHE=off; another instance's write
 * is bounded by the reply cache's TTL.
 */
const SITE_LANGUAGES_MAX_AGE_MS = DEFAULT_TTL_MS;

export interface RegisteredRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
    ctx: AppContext;
    /** The public JSON reads (one prepared-statement runner per database), for the pages and tests. */
    publicReads: PublicReads;
  }
}

export interface BuildAppOptions {
  env: Env;
  database: Database;
  /** Overrides for tests; the defaults are the production values. */
  throttle?: Partial<Pick<AuthConfig, 'accountLimit' | 'ipLimit' | 'windowMinutes'>>;
  logger?: FastifyServerOptions['logger'];
  /** Shorter cache windows for tests. */
  cache?: Omit<PublicCacheOptions, 'enabled'>;
  /** The server's time; tests pass a SettableClock to move it (scheduled publish, trash purge). */
  clock?: Clock;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env, database } = options;
  const app = Fastify({
    logger: options.logger ?? {
      level: env.LOG_LEVEL,
      // Tokens and passwords never reach the log (bodies are not logged at all).
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', 'req.body.password', 'req.body.key'],
        censor: '[redacted]',
      },
      // Invitation and reset links carry their token in the path: it never reaches the log.
      serializers: {
        req: (request) => ({
          method: request.method,
          url: redactLinkTokens(request.url),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        }),
      },
    },
    bodyLimit: BODY_LIMIT,
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    // Slugs in Arabic or Chinese arrive percent-encoded (up to 9 characters per letter); the
    // contract limits them to 200 letters, so the router's default of 100 would cut them off.
    routerOptions: { maxParamLength: 2048 },
    // Building the OpenAPI document from every route's schemas is CPU work: on a starved machine
    // (CI's low-priority pass) it outran Fastify's 10 s default. Still a guard against a hung start.
    pluginTimeout: 60_000,
  });

  // Every route as registered, so a test can hold them against the OpenAPI document.
  const registered: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) registered.push({ method, url: route.url });
  });
  app.decorate('registeredRoutes', registered);

  const cache = new PublicCache({ enabled: env.PUBLIC_CACHE === 'on', ...options.cache });
  const sitesByHost = new SiteDirectory(database.db);
  const adminPosts = new ReadMemo<string>(ADMIN_READ_MAX_AGE_MS);
  const siteLanguages = new ReadMemo<PublicLanguage[]>(SITE_LANGUAGES_MAX_AGE_MS);
  const siteFacts = new ReadMemo<SiteFacts | null>(SITE_LANGUAGES_MAX_AGE_MS);
  const ctaLinks = new ReadMemo<StoredCta | null>(SITE_LANGUAGES_MAX_AGE_MS, 10_000);
  const network = new ReadMemo<NetworkSettings>(SITE_LANGUAGES_MAX_AGE_MS);
  // One counter for every site plus one per site: a site's generation is their sum, so a drop of
  // all sites and a drop of one both change it.
  let everySiteGeneration = 0;
  const siteGenerations = new Map<number, number>();
  const dropCached = (siteId?: number) => {
    if (siteId === undefined) everySiteGeneration += 1;
    else siteGenerations.set(siteId, (siteGenerations.get(siteId) ?? 0) + 1);
    cache.invalidate(siteId);
    sitesByHost.clear();
    adminPosts.clear();
    siteLanguages.clear();
    siteFacts.clear();
    ctaLinks.clear();
    network.clear();
  };
  // Several instances may share one PostgreSQL: writes reach the others' caches (PGlite is one process).
  // Set once the services exist (below); the bus calls it only after it has started listening.
  let forgetPerson: PersonChanged = () => undefined;
  const bus = database.pool
    ? new InvalidationBus(database.pool, dropCached, app.log, (userId, keep) =>
        forgetPerson(userId, keep),
      )
    : null;
  if (bus) {
    await bus.start();
    app.addHook('onClose', () => bus.close());
  }
  const invalidate = (siteId?: number) => {
    dropCached(siteId);
    bus?.publish(siteId);
  };
  const clock = options.clock ?? systemClock;
  const mediaStorage = createMediaStorage(env, (error) =>
    app.log.warn({ err: error }, 'media store unavailable'),
  );
  app.addHook('onClose', () => mediaStorage.close());
  const access = new SiteAccess(database.db);
  const posts = new PostService(database.db, access, clock);
  const scheduler = new PublishScheduler(
    database.db,
    posts,
    clock,
    () => invalidate(),
    (error) => app.log.error({ err: error }, 'publish scheduler failed'),
  );
  const ctx: AppContext = {
    env,
    database,
    db: database.db,
    cache,
    sitesByHost,
    access,
    adminPosts,
    siteLanguages,
    siteFacts,
    ctaLinks,
    media: new MediaService(database.db, mediaStorage),
    mediaStorage,
    clock,
    posts,
    scheduler,
    auth: new AuthService(database.db, {
      idleMinutes: env.TOKEN_IDLE_MINUTES,
      absoluteHours: env.TOKEN_ABSOLUTE_HOURS,
      sessionHours: async () =>
        (await network.get('network', () => currentNetworkSettings(database.db)))
          .session_lifetime_hours,
      ...DEFAULT_THROTTLE,
      ...options.throttle,
    }),
    events: new EventCounter(database.db, {
      flushMs: env.EVENTS_FLUSH_MS,
      copyRaw: database.kind === 'pglite',
    }),
    offerClicks: new ClickBuffer(database.db, {
      flushMs: env.EVENTS_FLUSH_MS,
      copy: database.kind === 'pglite',
      onError: (error, lost) =>
        app.log.error(
          { err: error, lost },
          'offer clicks not written yet (kept for the next flush)',
        ),
    }),
    invalidate,
    cacheGeneration: (siteId) => everySiteGeneration + (siteGenerations.get(siteId) ?? 0),
    personChanged: (userId, keepSession) => {
      forgetPerson(userId, keepSession);
      bus?.publishPerson(userId, keepSession);
    },
    mailer: createMailer(env.SMTP_URL, env.MAIL_FROM),
    routePermissions: new Map(),
    activity: new ActivityLog(database.db),
    readerTurns: database.kind === 'pglite' ? new ReaderTurns() : null,
  };
  forgetPerson = (userId, keepSession) => {
    access.forget();
    ctx.auth.forgetCached(userId, keepSession);
  };
  app.addHook('onClose', async () => ctx.mailer.close());
  app.addHook('onReady', async () => scheduler.start());
  app.addHook('onClose', async () => scheduler.stop());

  app.decorateRequest('admin', null);
  // What every bearer route declared it needs: the authorization matrix test reads it.
  app.decorate('routePermissions', ctx.routePermissions);
  // Remembered token uses reach the database before it closes (a failure only costs those times).
  app.addHook('onClose', async () => {
    await ctx.auth
      .close()
      .catch((error: unknown) =>
        app.log.warn({ err: error }, 'session last-use times not written'),
      );
  });
  // Tests reach the services (the event buffer's flush) through the app.
  app.decorate('ctx', ctx);

  // Readers' hosts load images from us (and the media host) only; the console may preview links.
  const readerHeaders = securityHeaders(readerImageSources(env.MEDIA_PUBLIC_URL));
  const consoleHeaders = securityHeaders(consoleImageSources(env.MEDIA_PUBLIC_URL));
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(
      isAdminHost(hostnameOf(request.host), env.ADMIN_HOSTS) ? consoleHeaders : readerHeaders,
    );
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
    done();
  });

  await app.register(cors, {
    origin: env.CORS_ORIGINS,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Locale'],
    maxAge: 600,
  });

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const failure = errorReply(error);
    if (failure.log === 'warn') request.log.warn({ err: error }, 'database unavailable');
    if (failure.log === 'error') request.log.error({ err: error }, 'unhandled error');
    return reply.headers(failure.headers).code(failure.status).send(failure.body);
  });

  // Alias hosts send readers to the site's domain before any page or feed route runs.
  registerAliasRedirect(app, sitesByHost, env);

  // Public and health routes.
  await app.register(healthRoutes, { ctx });
  const publicReads = createPublicReadsOf(ctx);
  app.decorate('publicReads', publicReads.reads);
  await app.register(publicRoutes, { ctx, ...publicReads });
  await app.register(discoveryRoutes, { ctx });
  await app.register(mediaFileRoutes, { ctx });
  // Admin routes: each checks the token and its site rule itself (lib/route.ts).
  await app.register(authRoutes, { ctx });
  await app.register(sitesRoutes, { ctx });
  await app.register(settingsRoutes, { ctx });
  await app.register(adminPostsRoutes, { ctx });
  await app.register(reviewRoutes, { ctx });
  await app.register(translationQueueRoutes, { ctx });
  await app.register(machineTranslationRoutes, { ctx });
  await app.register(translationMemoryRoutes, { ctx });
  await app.register(stringsRoutes, { ctx });
  await app.register(revisionRoutes, { ctx });
  await app.register(meRoutes, { ctx });
  await app.register(peopleRoutes, { ctx });
  await app.register(invitesRoutes, { ctx });
  await app.register(adminLanguagesRoutes, { ctx });
  await app.register(categoriesRoutes, { ctx });
  await app.register(tagsRoutes, { ctx });
  await app.register(authorsRoutes, { ctx });
  await app.register(adminMediaRoutes, { ctx });
  await app.register(leadsRoutes, { ctx });
  await app.register(offersRoutes, { ctx });
  await app.register(conversionRoutes, { ctx });
  await app.register(campaignReportRoutes, { ctx });
  await app.register(newsletterRoutes, { ctx });
  await app.register(newsletterIssueRoutes, { ctx });
  await app.register(analyticsRoutes, { ctx });
  await app.register(dashboardRoutes, { ctx });
  await app.register(activityRoutes, { ctx });
  const previews = new PreviewLinks(ctx.db, ctx.clock);
  await app.register(previewRoutes, { ctx, previews });
  await app.register(presenceRoutes, { ctx });
  await app.register(openApiRoutes);

  // Counted events wait in memory: a clean shutdown writes them before the database closes.
  ctx.events.buffer.start();
  app.addHook('onClose', async () => {
    await ctx.events
      .close()
      .catch((error: unknown) => app.log.error({ err: error }, 'events lost at shutdown'));
    await ctx.offerClicks.flush();
  });

  const serveIndex = await registerWeb(app, env);
  registerFavicon(app, ctx);
  // Magazine hosts get their pages rendered on the server when the magazine's server build exists.
  const renderer = serveIndex
    ? await loadMagazineRenderer(env.MAGAZINE_SSR_ENTRY, env.WEB_MANIFEST, env.MEDIA_PUBLIC_URL)
    : null;
  if (serveIndex && !renderer)
    app.log.warn('No magazine server build: the magazine renders in the browser.');
  const servePage = renderer ? createPageHandler(app, ctx, renderer, publicReads.reads, publicReads.service) : null;
  if (renderer) {
    // Preview links: never through the page handler (and its public reply cache).
    const servePreview = createPreviewPageHandler(
      app,
      ctx,
      renderer,
      publicReads.reads,
      publicReads.service,
      previews,
    );
    app.get<{ Params: { token: string } }>(PREVIEW_PATH, async (request, reply) => {
      if (isAdminHost(hostnameOf(request.host), env.ADMIN_HOSTS))
        return reply.code(404).send({ message: 'Not found' });
      return servePreview(request, reply);
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/^\/api(?:[/?]|$)/.test(request.url);
    if (!serveIndex || !isPage) return reply.code(404).send({ message: 'Not found' });
    if (servePage && !isAdminHost(hostnameOf(request.host), env.ADMIN_HOSTS)) {
      try {
        return await servePage(request, reply);
      } catch (error) {
        // The page still works, rendered in the browser; the error is ours to see.
        request.log.error({ err: error }, 'server rendering failed');
      }
    }
    return serveIndex(request, reply);
  });
  // Last, so it sees every request before the early paths and Fastify do.
  if (ctx.readerTurns) countArrivals(app, ctx.readerTurns);

  return app;
}
