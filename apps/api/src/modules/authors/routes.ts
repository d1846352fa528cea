import { adminRoutes, publicRoutes as publicRouteTable } from '@sitenet/api-client/routes';
import type { FastifyPluginAsync } from 'fastify';
import type { AdminAuthor } from '../../contract';
import { createPreparedRunner } from '../../db/prepared';
import type { AppContext } from '../../lib/context';
import { sendCached } from '../../lib/http-cache';
import { cacheKey } from '../../lib/public-cache';
import { registerRoute } from '../../lib/route';
import { addVary } from '../../lib/vary';
import { localeFromHeader } from '../public/reads';
import { hostnameOf } from '../public/site-directory';
import { requireOpenSite } from '../public/site-rules';
import { authorPage } from './public-page';
import { AuthorsService } from './service';

const target = (author: Pick<AdminAuthor, 'id' | 'name'>) => ({
  type: 'author' as const,
  id: String(author.id),
  label: author.name,
});

/**
 * A site's authors. Reading needs what reading posts needs (the post editor lists them);
 * changing them what editing every post of the site needs, as categories: an author's name and
 * bio show on every post they signed. Each write drops the site's public caches (registerRoute).
 */
export const authorsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = new AuthorsService(ctx.db, ctx.media);
  const prepared = createPreparedRunner(ctx.database);

  registerRoute(
    app,
    ctx,
    adminRoutes.listAuthors,
    { site: { single: ({ query }) => query.site_id }, permission: 'posts.read' },
    async ({ siteIds: [siteId] }) => ({ authors: await service.list(siteId!) }),
  );

  registerRoute(
    app,
    ctx,
    adminRoutes.createAuthor,
    {
      site: { scope: ({ body }) => body.site_id },
      permission: 'posts.write_any',
      activity: {
        action: 'author.create',
        describe: ({ result }) => ({ target: target(result.author) }),
      },
    },
    async ({ body: { site_id: _site, ...input }, siteIds: [siteId] }) => ({
      author: await service.create(siteId!, input),
    }),
  );

  registerRoute(
    app,
    ctx,
    adminRoutes.updateAuthor,
    {
      site: { one: ({ params }) => service.siteOf(params.id) },
      permission: 'posts.write_any',
      activity: {
        action: 'author.update',
        describe: ({ result }) => ({ target: target(result.author) }),
      },
    },
    async ({ params, body }) => ({ author: await service.update(params.id, body) }),
  );

  registerRoute(
    app,
    ctx,
    adminRoutes.deleteAuthor,
    {
      site: { one: ({ params }) => service.siteOf(params.id) },
      permission: 'posts.write_any',
      activity: {
        action: 'author.delete',
        describe: ({ result }) => ({ target: { type: 'author', id: String(result.id), label: null } }),
      },
    },
    async ({ params, activity }) => {
      const before = await service.remove(params.id);
      activity({ target: target(before) });
      return { deleted: true as const, id: params.id };
    },
  );

  /** Readers: the Host's site, X-Locale's words, from the reply cache every write clears. */
  registerRoute(app, ctx, publicRouteTable.authorPosts, {}, async ({ params, query, request, reply }) => {
    const siteId = requireOpenSite(await ctx.sitesByHost.describe(hostnameOf(request.host))).id;
    const locale = localeFromHeader(request.headers['x-locale']);
    addVary(reply, 'X-Locale');
    return sendCached(
      request,
      reply,
      await ctx.cache.get(cacheKey(siteId, locale, 'author', params.slug, query.page), () =>
        authorPage(prepared, (url) => ctx.media.publicUrl(url), siteId, locale, params.slug, query.page),
      ),
    );
  });
};
