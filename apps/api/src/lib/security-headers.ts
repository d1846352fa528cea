import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};

export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * Helmet's headers, computed once. Our policy has no per-request part (no nonces), so running
 * helmet's middleware once against a recording response gives the exact same headers as running
 * it per request, which @fastify/helmet does (it rebuilds the middleware on every request and
 * cost about a third of the throughput of a cached public read). `extraScriptSources`: the hashes
 * of the inline scripts a rendered page may run.
 */
export function securityHeaders(extraScriptSources: string[] = []): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  const middleware = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { ...CSP_DIRECTIVES, scriptSrc: [...CSP_DIRECTIVES.scriptSrc, ...extraScriptSources] },
    },
    // HSTS is added per request and only over https (plain-http HSTS is meaningless and sticky).
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}
