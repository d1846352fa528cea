import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { publicRoutes } from '@sitenet/api-client/routes';
import type { AppContext } from '../../lib/context';
import { BoundedMemo } from '../../lib/bounded-memo';
import { answerBeforeFastify } from '../../lib/early-path';
import { errorReply } from '../../lib/errors';
import { HSTS_VALUE, readerImageSources, securityHeaders } from '../../lib/security-headers';
import { clientReader } from '../../lib/trust-proxy';
import { parseInput } from '../../lib/validate';
import { hostnameOf } from '../public/site-directory';
import { isAdminHost } from '../web/routes';
import type { CtaFollower } from './follow-cta';

/** `/go/{post}/{tip}` exactly as the router matches it, query aside (no encoded or extra segment). */
const GO_PATH = /^\/go\/(\d{1,15})\/([a-z0-9][a-z0-9-]{0,39})(?:\?|$)/;

/**
 * GET /go/{post}/{tip} answered before Fastify, as the beacon is (beacon-early.ts): an affiliate
 * click is a reader's whole visit to the API, and Fastify's generic path (request and reply
 * objects, hooks, router) cost more than the click's own work. The plain case is answered here
 * with the same status and headers as the route (reader security headers, Vary: Origin, HSTS over
 * https, no-store) after the same steps: the contract's params schema, then CtaFollower (the
 * route's one decision: stored links only, the click limit, the visitor hash, the offer's
 * destination, the click recorded). Everything else goes on to Fastify unchanged before any step
 * has run (lib/early-path.ts): another method or path shape, params the contract refuses (its 400),
 * an admin or alias host (their headers, the alias 301), a CORS origin of the console, facts not in
 * memory yet (the site list, the tip's stored link, the day's salt: the route loads them).
 */
export function serveGoEarly(app: FastifyInstance, ctx: AppContext, follower: CtaFollower): void {
  const clientOf = clientReader(ctx.env.TRUST_PROXY);
  const corsOrigins = new Set(ctx.env.CORS_ORIGINS);
  const base = { ...securityHeaders(readerImageSources(ctx.env.MEDIA_PUBLIC_URL)), vary: 'Origin' };
  const baseHttps = { ...base, 'strict-transport-security': HSTS_VALUE };
  // The redirect's headers as flat name/value lists, the Location's value last and set per click:
  // node:http checks them as it does an object's, without a new object spread at every click.
  const redirect = (headers: Record<string, string>) => [
    ...Object.entries({ ...headers, 'cache-control': 'no-store', 'content-length': '0' }).flat(),
    'location',
    '',
  ];
  const redirectHttp = redirect(base);
  const redirectHttps = redirect(baseHttps);
  // The contract's verdict on a click's params, kept per path: readers follow the same few tips.
  const paramsOf = new BoundedMemo<{ post: number; tip: string } | null>((path) => {
    const cut = path.indexOf('/');
    try {
      return parseInput(publicRoutes.followCta.params, { post: path.slice(0, cut), tip: path.slice(cut + 1) }, 'params');
    } catch {
      return null;
    }
  }, 5000);
  const answer = (req: IncomingMessage, res: ServerResponse): boolean => {
    const match = GO_PATH.exec(req.url!);
    if (!match) return false;
    const { headers } = req;
    if (headers.origin !== undefined && corsOrigins.has(headers.origin)) return false;
    const client = clientOf(req);
    const hostname = hostnameOf(client.host);
    if (!hostname || isAdminHost(hostname, ctx.env.ADMIN_HOSTS) || ctx.sitesByHost.isAliasNow(hostname)) return false;
    const params = paramsOf.get(`${match[1]}/${match[2]}`);
    if (!params) return false;
    const click = { ...params, host: client.host, referer: headers.referer, ip: client.ip, userAgent: headers['user-agent'] };
    const facts = follower.factsNow(click);
    if (!facts) return false;
    const https = client.protocol === 'https';
    try {
      const reply = https ? redirectHttps : redirectHttp;
      reply[reply.length - 1] = follower.follow(click, facts, app.log);
      res.writeHead(302, reply);
      res.end();
    } catch (error) {
      // As the route's error handler answers (a 404 without a stored link).
      const failure = errorReply(error);
      if (failure.log === 'error') app.log.error({ err: error }, 'go: unexpected error');
      const body = JSON.stringify(failure.body);
      res.writeHead(failure.status, {
        ...(https ? baseHttps : base),
        ...failure.headers,
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(body)),
      });
      res.end(body);
    }
    return true;
  };

  answerBeforeFastify(app, 'go', (req, res) => req.method === 'GET' && answer(req, res));
}
