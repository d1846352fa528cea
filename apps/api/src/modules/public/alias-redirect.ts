import type { FastifyInstance } from 'fastify';
import type { SiteDirectory } from './site-directory';
import { hostnameOf } from './site-directory';

/** An alias's redirect is permanent, but a CDN keeps it only a day: aliases can be edited. */
const ALIAS_CACHE_CONTROL = 'public, max-age=3600, s-maxage=86400';

/** `Host: old.example:3000` -> `:3000` (the port the reader used, kept on the primary domain). */
function portOf(host: string): string {
  const match = /:(\d+)$/.exec(host);
  return match ? `:${match[1]}` : '';
}

/**
 * A page, feed or sitemap asked for on an alias host answers 301 to the same path and query on
 * the site's domain, so readers and search engines settle on one address. The JSON API answers
 * on aliases too (a magazine already open there keeps working) and is not redirected.
 */
export function registerAliasRedirect(app: FastifyInstance, sitesByHost: SiteDirectory): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (/^\/api(?:[/?]|$)/.test(request.url)) return;
    const primary = await sitesByHost.primaryOf(hostnameOf(request.host));
    if (!primary) return;
    return reply
      .code(301)
      .header('location', `${request.protocol}://${primary}${portOf(request.host)}${request.url}`)
      .header('cache-control', ALIAS_CACHE_CONTROL)
      .header('vary', 'Host')
      .send();
  });
}
