import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';

const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
};

/**
 * Where readers' pages (the magazine, its previews, the API's replies on its hosts) load images
 * from: this server, and the media host when MEDIA_PUBLIC_URL sends browsers elsewhere. Remote
 * images are imported into the library when a post is saved, so no third party sees a reader.
 */
export function readerImageSources(mediaPublicUrl: string | undefined): string[] {
  return ["'self'", ...(mediaPublicUrl ? [new URL(mediaPublicUrl).origin] : [])];
}

/**
 * The console's (admin hosts), as before issue 16: it previews an image link an editor pasted
 * before the save imports it. Readers never get this policy.
 */
export function consoleImageSources(mediaPublicUrl: string | undefined): string[] {
  return [...readerImageSources(mediaPublicUrl), 'data:', 'https:'];
}

export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * Helmet's headers, computed once. Our policy has no per-request part (no nonces), so running
 * helmet's middleware once against a recording response gives the exact same headers as running
 * it per request, which @fastify/helmet does (it rebuilds the middleware on every request and
 * cost about a third of the throughput of a cached public read). `imageSources`: img-src (see
 * readerImageSources); `extraScriptSources`: the hashes of the inline scripts a rendered page may run.
 */
export function securityHeaders(
  imageSources: string[],
  extraScriptSources: string[] = [],
): Record<string, string> {
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
      directives: {
        ...CSP_DIRECTIVES,
        scriptSrc: [...CSP_DIRECTIVES.scriptSrc, ...extraScriptSources],
        imgSrc: imageSources,
      },
    },
    // HSTS is added per request and only over https (plain-http HSTS is meaningless and sticky).
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}
