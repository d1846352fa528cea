import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/context';
import { addVary } from '../../lib/vary';
import { hostnameOf } from '../public/site-directory';
import { siteFactsOf } from '../public/site-facts';
import { isAdminHost } from './routes';

/** Browsers and crawlers keep an icon a day; a site that changes its icon is seen within that. */
const ICON_CACHE_CONTROL = 'public, max-age=86400';
/** The site's own icon may be changed in its settings at any time: the redirect to it is kept an hour. */
const REDIRECT_CACHE_CONTROL = 'public, max-age=3600';

/**
 * `/favicon.ico`, which browsers, feed readers and crawlers ask for whatever the page links: the
 * site's own icon (its settings: 302 to it), else the magazine's (the build's favicon.svg, served
 * as it is). Never the HTML not-found page. Only with a web build (WEB_ROOT), like the pages.
 */
export function registerFavicon(app: FastifyInstance, ctx: AppContext): void {
  const file = path.join(ctx.env.WEB_ROOT, 'favicon.svg');
  if (!existsSync(file)) return;
  let icon: Promise<Buffer> | undefined;

  app.get('/favicon.ico', async (request, reply) => {
    addVary(reply, 'Host');
    const hostname = hostnameOf(request.host);
    const site = isAdminHost(hostname, ctx.env.ADMIN_HOSTS) ? null : await ctx.sitesByHost.describe(hostname ?? 'localhost');
    const own = site ? (await siteFactsOf(ctx, site.id))?.settings.identity.favicon_url : null;
    if (own) return reply.code(302).header('location', own).header('cache-control', REDIRECT_CACHE_CONTROL).send();
    icon ??= readFile(file);
    return reply
      .header('cache-control', ICON_CACHE_CONTROL)
      .type('image/svg+xml')
      .send(await icon);
  });
}
