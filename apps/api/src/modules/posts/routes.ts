import type { FastifyPluginAsync } from 'fastify';
import { siteScopeQuerySchema, type AdminPostsResponse } from '../../contract';
import { adminOf, type AppContext } from '../../lib/context';
import { parseInput } from '../../lib/validate';
import { listAdminPosts } from './service';

export const adminPostsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  /** Without site_id: every post of every site the admin manages. */
  app.get('/api/admin/posts', async (request): Promise<AdminPostsResponse> => {
    const { site_id } = parseInput(siteScopeQuerySchema, request.query, 'query');
    const siteIds = await ctx.access.scope(adminOf(request).user.id, site_id);
    return { posts: await listAdminPosts(ctx.db, siteIds) };
  });
};
