import type { FastifyPluginAsync } from 'fastify';
import { siteScopeQuerySchema, type AdminPostsResponse } from '../../contract';
import { adminOf, type AppContext } from '../../lib/context';
import { parseInput } from '../../lib/validate';
import { listAdminPosts } from './service';

export const adminPostsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  /** Without site_id: every post of every site the admin manages. */
  app.get('/api/admin/posts', async (request, reply) => {
    const { site_id } = parseInput(siteScopeQuerySchema, request.query, 'query');
    const adminId = adminOf(request).user.id;
    // The site check and the serialized list are remembered together per admin and scope until
    // the next write; a refused scope (403/404) is never remembered.
    const body = await ctx.adminPosts.get(`${adminId}:${site_id ?? 'all'}`, async () => {
      const response: AdminPostsResponse = { posts: await listAdminPosts(ctx.db, await ctx.access.scope(adminId, site_id)) };
      return JSON.stringify(response);
    });
    return reply.type('application/json; charset=utf-8').send(body);
  });
};
