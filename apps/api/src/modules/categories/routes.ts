import { adminRoutes, publicRoutes as publicRouteTable } from '@sitenet/api-client/routes';
import type { FastifyPluginAsync } from 'fastify';
import type { AdminCategory } from '../../contract';
import type { AppContext } from '../../lib/context';
import { sendCached } from '../../lib/http-cache';
import { cacheKey } from '../../lib/public-cache';
import { registerRoute } from '../../lib/route';
import { addVary } from '../../lib/vary';
import { localeFromHeader } from '../public/reads';
import { hostnameOf } from '../public/site-directory';
import { requireOpenSite } from '../public/site-rules';
import { CategoriesService } from './service';
import { publicCategories } from './public-list';

const target = (category: Pick<AdminCategory, 'id' | 'key'>) => ({
  type: 'category' as const,
  id: String(category.id),
  label: category.key,
});

/**
 * A site's categories. Reading needs what reading posts needs; changing them what editing every
 * post of the site needs (editors, managers, administrators, the owner): a category is part of
 * every post filed under it. Each write drops the site's public caches (registerRoute).
 */
export const categoriesRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = new CategoriesService(ctx.db);

  registerRoute(
    app,
    ctx,
    adminRoutes.listCategories,
    { site: { single: ({ query }) => query.site_id }, permission: 'posts.read' },
    async ({ siteIds: [siteId] }) => ({
      categories: await service.list(siteId!),
    }),
  );

  registerRoute(
    app,
    ctx,
    adminRoutes.createCategory,
    {
      site: { scope: ({ body }) => body.site_id },
      permission: 'posts.write_any',
      activity: {
        action: 'category.create',
        describe: ({ result }) => ({ target: target(result.category) }),
      },
    },
    async ({ body: { site_id: _site, ...input }, siteIds: [siteId] }) => ({
      category: await service.create(siteId!, input),
    }),
  );

  registerRoute(
    app,
    ctx,
    adminRoutes.updateCategory,
    {
      site: { one: ({ params }) => service.siteOf(params.id) },
      permission: 'posts.write_any',
      activity: {
        action: 'category.update',
        describe: ({ result }) => ({ target: target(result.category) }),
      },
    },
    async ({ params, body }) => ({ category: await service.update(params.id, body) }),
  );

  registerRoute(
    app,
    ctx,
    adminRoutes.deleteCategory,
    {
      site: { one: ({ params }) => service.siteOf(params.id) },
      permission: 'posts.write_any',
      activity: {
        action: 'category.delete',
        describe: ({ result }) => ({
          target: { type: 'category', id: String(result.id), label: null },
        }),
      },
    },
    async ({ params, activity }) => {
      const before = await service.one(params.id);
      activity({ target: target(before) });
      await service.remove(params.id);
      return { deleted: true as const, id: params.id };
    },
  );

  registerRoute(
    app,
    ctx,
    adminRoutes.reorderCategories,
    {
      site: { scope: ({ body }) => body.site_id },
      permission: 'posts.write_any',
      activity: {
        action: 'category.reorder',
        describe: ({ siteIds }) => ({
          target: { type: 'site', id: String(siteIds[0]), label: null },
        }),
      },
    },
    async ({ body, siteIds: [siteId] }) => ({
      categories: await service.reorder(siteId!, body.ids),
    }),
  );

  /** Readers' list: the Host's site, X-Locale's words, from the reply cache every write clears. */
  registerRoute(app, ctx, publicRouteTable.categories, {}, async ({ request, reply }) => {
    const siteId = requireOpenSite(await ctx.sitesByHost.describe(hostnameOf(request.host))).id;
    const locale = localeFromHeader(request.headers['x-locale']);
    addVary(reply, 'X-Locale');
    return sendCached(
      request,
      reply,
      await ctx.cache.get(cacheKey(siteId, locale, 'categories'), async () => ({
        categories: publicCategories(await service.forSite(siteId), locale),
      })),
    );
  });
};
