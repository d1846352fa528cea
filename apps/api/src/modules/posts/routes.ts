import { adminRoutes } from '@sitenet/api-client/routes';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../lib/context';
import { registerRoute } from '../../lib/route';
import { listAdminPosts } from './service';

export const adminPostsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  /** Without site_id: every post of every site the admin manages. */
  registerRoute(app, ctx, adminRoutes.listPosts, { site: { scope: ({ query }) => query.site_id } }, async ({ siteIds }) => ({
    posts: await listAdminPosts(ctx.db, siteIds),
  }));
};
