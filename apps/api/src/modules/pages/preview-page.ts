import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PublicPostDetail } from '@sitenet/api-client';
import { isLocale } from '@sitenet/i18n';
import type { AppContext } from '../../lib/context';
import { HttpError } from '../../lib/errors';
import { publicOrigin } from '../../lib/public-origin';
import type { PreviewLinks } from '../previews/preview-links';
import { hostnameOf } from '../public/site-directory';
import { siteFactsOf, toPublicSite } from '../public/site-facts';
import { siteLanguagesOf, type PublicReads } from '../public/reads';
import type { PublicService } from '../public/service';
import { inProcessFetch } from './in-process-fetch';
import type { MagazineRenderer } from './renderer';

/** Where a preview link points on the site's own domain. */
export const PREVIEW_PATH = '/preview/:token';
export const previewPath = (token: string) => `/preview/${token}`;

/**
 * `GET /preview/{token}`: one translation as readers will see it, in its saved state, rendered by
 * the magazine's article route (a data override, RenderInput.preview), never through or into the
 * public reply cache. A malformed, unknown, expired or revoked token, or another site's, is the
 * magazine's not-found page (404), the same for each, so a guess learns nothing.
 */
export function createPreviewPageHandler(
  app: FastifyInstance,
  ctx: AppContext,
  renderer: MagazineRenderer,
  reads: PublicReads,
  service: PublicService,
  previews: PreviewLinks,
) {
  return async (request: FastifyRequest<{ Params: { token: string } }>, reply: FastifyReply): Promise<FastifyReply> => {
    const hostname = hostnameOf(request.host) ?? 'localhost';
    const site = await ctx.sitesByHost.describe(hostname);
    const target = site ? await previews.find(request.params.token) : null;
    const post =
      site && target && target.siteId === site.id && isLocale(target.locale)
        ? await service.previewArticle(target.postId, target.locale, target.siteId).catch((error: unknown) => {
            // The post went to the trash (or lost that translation) since the link was made.
            if (error instanceof HttpError && error.statusCode === 404) return null;
            throw error;
          })
        : null;
    const [facts, languages] = site ? await Promise.all([siteFactsOf(ctx, site.id), siteLanguagesOf(ctx, service, site.id)]) : [null, undefined];
    const about = facts ? toPublicSite(facts, ctx.env) : null;
    const render = (previewed: PublicPostDetail | null) =>
      renderer.render({
        url: '/error/404',
        origin: about?.canonical_origin ?? publicOrigin(ctx.env, hostname),
        hostname,
        fetch: inProcessFetch(app, reads, request.host),
        // A preview shows the article while the site is still closed (in maintenance or not yet
        // active): the people holding the link check it before readers can.
        site: previewed
          ? { active: true, maintenanceMode: false, about, languages }
          : { active: site?.active ?? false, maintenanceMode: site?.maintenanceMode ?? false, about, languages },
        preview: previewed ? { post: previewed } : undefined,
      });
    let result = await render(post);
    // The article route would send this one elsewhere (a language the site no longer carries):
    // there is nothing to preview here.
    if (result.redirect) result = await render(null);
    const status = result.redirect ? 404 : result.status;
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .header('content-security-policy', renderer.contentSecurityPolicy)
      // Only the holder of the link sees the page: no shared cache keeps it, no search engine
      // lists it, and no link on it tells another site the secret address.
      .header('cache-control', 'private, no-store')
      .header('x-robots-tag', 'noindex')
      .header('referrer-policy', 'no-referrer')
      .send(result.redirect ? '' : result.html);
  };
}
