import cors from '@fastify/cors';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Database } from './db/client';
import type { Env } from './env';
import type { AppContext } from './lib/context';
import { HttpError, isDatabaseUnavailable } from './lib/errors';
import { PublicCache } from './lib/public-cache';
import { HSTS_VALUE, securityHeaders } from './lib/security-headers';
import { EventCounter } from './modules/analytics/counter';
import { analyticsRoutes } from './modules/analytics/routes';
import { authRoutes } from './modules/auth/routes';
import { leadsRoutes } from './modules/leads/routes';
import { AuthService, DEFAULT_THROTTLE, type AuthConfig } from './modules/auth/service';
import { healthRoutes } from './modules/health/routes';
import { adminLanguagesRoutes } from './modules/languages/routes';
import { adminPostsRoutes } from './modules/posts/routes';
import { publicRoutes } from './modules/public/routes';
import { SiteDirectory } from './modules/public/site-directory';
import { sitesRoutes } from './modules/sites/routes';
import { SiteAccess } from './modules/sites/service';
import { openApiRoutes } from './modules/openapi/routes';
import { registerWeb } from './modules/web/routes';

export const BODY_LIMIT = 16 * 1024;

export interface RegisteredRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
    ctx: AppContext;
  }
}

export interface BuildAppOptions {
  env: Env;
  database: Database;
  /** Overrides for tests; the defaults are the production values. */
  throttle?: Partial<Pick<AuthConfig, 'accountLimit' | 'ipLimit' | 'windowMinutes'>>;
  logger?: FastifyServerOptions['logger'];
}

function trustProxyOption(value: string): FastifyServerOptions['trustProxy'] {
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  return value.split(',').map((item) => item.trim());
}

/** Fastify's own client-error codes, with messages that are safe and stable to show. */
const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty but Content-Type is application/json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported Content-Type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Invalid Content-Length',
};

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { env, database } = options;
  const app = Fastify({
    logger: options.logger ?? {
      level: env.LOG_LEVEL,
      // Tokens and passwords never reach the log (bodies are not logged at all).
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'req.body.password'], censor: '[redacted]' },
    },
    bodyLimit: BODY_LIMIT,
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    // Slugs in Arabic or Chinese arrive percent-encoded (up to 9 characters per letter); the
    // contract limits them to 200 letters, so the router's default of 100 would cut them off.
    routerOptions: { maxParamLength: 2048 },
  });

  // Every route as registered, so a test can hold them against the OpenAPI document.
  const registered: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) registered.push({ method, url: route.url });
  });
  app.decorate('registeredRoutes', registered);

  const cache = new PublicCache(env.PUBLIC_CACHE === 'on');
  const sitesByHost = new SiteDirectory(database.db);
  const ctx: AppContext = {
    env,
    database,
    db: database.db,
    cache,
    sitesByHost,
    access: new SiteAccess(database.db),
    auth: new AuthService(database.db, {
      idleMinutes: env.TOKEN_IDLE_MINUTES,
      absoluteHours: env.TOKEN_ABSOLUTE_HOURS,
      ...DEFAULT_THROTTLE,
      ...options.throttle,
    }),
    events: new EventCounter(database.db),
    invalidate: () => {
      cache.clear();
      sitesByHost.clear();
    },
  };

  app.decorateRequest('admin', null);
  // Tests reach the services (the event buffer's flush) through the app.
  app.decorate('ctx', ctx);

  const headers = securityHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
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
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      return reply.code(error.statusCode).send({ message: error.message, ...error.extra });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).send({ message: 'Service temporarily unavailable: the database cannot be reached' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = (error.code && CLIENT_ERROR_MESSAGES[error.code]) || error.message || 'Bad request';
      return reply.code(status).send({ message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: 'Internal server error' });
  });

  // Public and health routes.
  await app.register(healthRoutes, { ctx });
  await app.register(publicRoutes, { ctx });
  // Admin routes: each checks the token and its site rule itself (lib/route.ts).
  await app.register(authRoutes, { ctx });
  await app.register(sitesRoutes, { ctx });
  await app.register(adminPostsRoutes, { ctx });
  await app.register(adminLanguagesRoutes, { ctx });
  await app.register(leadsRoutes, { ctx });
  await app.register(analyticsRoutes, { ctx });
  await app.register(openApiRoutes);

  // Counted events wait in memory: a clean shutdown writes them before the database closes.
  ctx.events.buffer.start();
  app.addHook('onClose', async () => {
    await ctx.events.close().catch((error: unknown) => app.log.error({ err: error }, 'events lost at shutdown'));
  });

  const serveIndex = await registerWeb(app, env);
  app.setNotFoundHandler(async (request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !/^\/api(?:[/?]|$)/.test(request.url);
    if (serveIndex && isPage) return serveIndex(request, reply);
    return reply.code(404).send({ message: 'Not found' });
  });

  return app;
}
