import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { publicRoutes } from '@sitenet/api-client/routes';
import type { AppContext } from '../../lib/context';
import { answerBeforeFastify } from '../../lib/early-path';
import { HttpError } from '../../lib/errors';
import { HSTS_VALUE, readerImageSources, securityHeaders } from '../../lib/security-headers';
import { clientReader } from '../../lib/trust-proxy';
import { parseInput } from '../../lib/validate';
import { EVENT_BODY_LIMIT, type Beacon } from './beacon';

const ACCEPTED = JSON.stringify({ message: 'Accepted' });
/** What navigator.sendBeacon sends with a string body. */
const BEACON_TYPE = /^text\/plain\s*(?:;\s*charset="?utf-8"?\s*)?$/i;
const DIGITS = /^\d+$/;

/**
 * POST /api/events answered before Fastify. The beacon is the one route every page view of every
 * site calls; Fastify's generic path (request and reply objects, hooks, parser, serializer) cost
 * more than the rest of the work together. The plain case, a text/plain body with a
 * Content-Length within the limit, is answered here with the same status, body and headers as
 * the route (security headers, Vary: Origin, HSTS over https) after the same steps: the
 * contract's zod schema, the per-client limit, the count (beacon.ts). Everything else (another
 * method, type or length, a chunked body, a CORS origin of the console, a server closing) goes on
 * to Fastify unchanged, where the route in routes.ts answers it.
 */
export function serveBeaconEarly(app: FastifyInstance, ctx: AppContext, beacon: Beacon): void {
  const clientOf = clientReader(ctx.env.TRUST_PROXY);
  const corsOrigins = new Set(ctx.env.CORS_ORIGINS);
  const base = { ...securityHeaders(readerImageSources(ctx.env.MEDIA_PUBLIC_URL)), vary: 'Origin', 'content-type': 'application/json; charset=utf-8' };
  const accepted = { ...base, 'content-length': String(Buffer.byteLength(ACCEPTED)) };
  const acceptedHttps = { ...accepted, 'strict-transport-security': HSTS_VALUE };
  const takes = (req: IncomingMessage): boolean => {
    if (req.method !== 'POST' || req.url !== '/api/events') return false;
    const { headers } = req;
    const length = headers['content-length'];
    if (!length || !DIGITS.test(length) || Number(length) > EVENT_BODY_LIMIT || Number(length) === 0) return false;
    if (headers['transfer-encoding'] !== undefined || !BEACON_TYPE.test(headers['content-type'] ?? '')) return false;
    return headers.origin === undefined || !corsOrigins.has(headers.origin);
  };

  const answer = (req: IncomingMessage, res: ServerResponse, text: string) => {
    const client = clientOf(req);
    const https = client.protocol === 'https';
    let event: unknown;
    try {
      event = JSON.parse(text);
    } catch {
      // As Fastify answers a body its parser refuses: 400, and the connection closes.
      res.shouldKeepAlive = false;
      return fail(res, https, new HttpError(400, 'Malformed JSON body'));
    }
    try {
      const body = parseInput(publicRoutes.recordEvent.body, event, 'body');
      beacon.accept(body, { ip: client.ip, host: client.host, userAgent: req.headers['user-agent'] }, app.log);
    } catch (error) {
      return fail(res, https, error);
    }
    res.writeHead(202, https ? acceptedHttps : accepted);
    res.end(ACCEPTED);
  };

  const fail = (res: ServerResponse, https: boolean, error: unknown) => {
    if (!(error instanceof HttpError)) {
      app.log.error({ err: error }, 'events: unexpected error');
      error = new HttpError(500, 'Internal server error');
    }
    const { statusCode, message, extra, headers } = error as HttpError;
    const body = JSON.stringify({ message, ...extra });
    res.writeHead(statusCode, {
      ...base,
      ...(https ? { 'strict-transport-security': HSTS_VALUE } : {}),
      ...headers,
      'content-length': String(Buffer.byteLength(body)),
    });
    res.end(body);
  };

  answerBeforeFastify(app, 'events', (req: IncomingMessage, res: ServerResponse) => {
    if (!takes(req)) return false;
    // A beacon's body comes in one chunk; decoded once at the end (no string decoder per request).
    let body: Buffer | null = null;
    let chunks: Buffer[] | null = null;
    req.on('data', (chunk: Buffer) => {
      if (body === null) body = chunk;
      else (chunks ??= [body]).push(chunk);
    });
    req.on('end', () => answer(req, res, chunks ? Buffer.concat(chunks).toString() : (body?.toString() ?? '')));
    // A client gone mid-body: nothing to answer.
    req.on('error', () => undefined);
    return true;
  });
}
