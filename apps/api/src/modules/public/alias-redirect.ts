import type { FastifyInstance } from 'fastify';
import type { Env } from '../../env';
import { publicOrigin } from '../../lib/public-origin';
import type { SiteDirectory } from './site-directory';
import { hostnameOf } from './site-directory';

/** An alias's redirect is permanent, but a CDN keeps it only a day: aliases can be edited. */
const ALIAS_CACHE_CONTROL = 'public, max-age=3600, s-maxage=86400';

/**
 * A page, feed or sitemap asked for on an alias host answers 301 to the same path and query on
 * the site's own origin (its domain with PUBLIC_SCHEME/PUBLIC_PORT, as every canonical URL), so
 * readers and search engines settle on one address. The JSON API answers
 * on aliases too (a magazine already open there keeps working) and is not redirected.
 */
export function registerAliasRedirect(
  app: FastifyInstance,
  sitesByHost: SiteDirectory,
  env: Pick<Env, 'PUBLIC_SCHEME' | 'PUBLIC_PORT'>,
): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (/^\/api(?:[/?]|$)/.test(request.url)) return;
    const primary = await sitesByHost.primaryOf(hostnameOf(request.host));
    if (!primary) return;
    return reply
      .code(301)
      .header('location', `${publicOrigin(env, primary)}${request.url}`)
      .header('cache-control', ALIAS_CACHE_CONTROL)
      .header('vary', 'Host')
      .send();
  });
}
