import type { FastifyPluginAsync } from 'fastify';
import {
  createPostRequestSchema,
  idParamsSchema,
  siteScopeQuerySchema,
  updatePostRequestSchema,
  type AdminPostResponse,
  type AdminPostsResponse,
  type AuthorsResponse,
  type TrashResponse,
} from '../../contract';
import { adminOf, type AppContext } from '../../lib/context';
import { forbidden } from '../../lib/errors';
import { parseInput } from '../../lib/validate';
import { listAdminPosts } from './admin-list';

/** A post with 60 tips or a long HTML body in a dozen languages; the app's default is 16 KB. */
export const POST_BODY_LIMIT = 4 * 1024 * 1024;

/** Thin handlers over PostService: parse with the contract, check the site, write, invalidate. */
export const adminPostsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { posts } = ctx;
  const actorOf = (request: Parameters<typeof adminOf>[0]) => ({ actor: { adminUserId: adminOf(request).user.id } });
  /** After every write: public replies may have changed, and a schedule may have been set. */
  const written = () => {
    ctx.invalidate();
    ctx.scheduler.wake();
  };

  // Admin replies are per-user and change with every save: never stored by a cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  /** Without site_id: every post of every site the admin manages. */
  app.get('/api/admin/posts', async (request): Promise<AdminPostsResponse> => {
    const { site_id } = parseInput(siteScopeQuerySchema, request.query, 'query');
    const siteIds = await ctx.access.scope(adminOf(request).user.id, site_id);
    return { posts: await listAdminPosts(ctx.db, siteIds) };
  });

  app.get('/api/admin/posts/trash', async (request): Promise<TrashResponse> => {
    const { site_id } = parseInput(siteScopeQuerySchema, request.query, 'query');
    const siteIds = await ctx.access.scope(adminOf(request).user.id, site_id);
    return { posts: await posts.listTrash(siteIds) };
  });

  app.get('/api/admin/posts/:id', async (request): Promise<AdminPostResponse> => {
    const { id } = parseInput(idParamsSchema, request.params, 'params');
    return { post: await posts.get(id, actorOf(request)) };
  });

  app.post('/api/admin/posts', { bodyLimit: POST_BODY_LIMIT }, async (request, reply): Promise<AdminPostResponse> => {
    const body = parseInput(createPostRequestSchema, request.body, 'body');
    const post = await posts.create(body, actorOf(request));
    written();
    reply.code(201);
    return { post };
  });

  app.put('/api/admin/posts/:id', { bodyLimit: POST_BODY_LIMIT }, async (request): Promise<AdminPostResponse> => {
    const { id } = parseInput(idParamsSchema, request.params, 'params');
    const body = parseInput(updatePostRequestSchema, request.body, 'body');
    const post = await posts.update(id, body, actorOf(request));
    written();
    return { post };
  });

  app.delete('/api/admin/posts/:id', async (request): Promise<AdminPostResponse> => {
    const { id } = parseInput(idParamsSchema, request.params, 'params');
    const post = await posts.trash(id, actorOf(request));
    written();
    return { post };
  });

  app.post('/api/admin/posts/:id/restore', async (request): Promise<AdminPostResponse> => {
    const { id } = parseInput(idParamsSchema, request.params, 'params');
    const post = await posts.restore(id, actorOf(request));
    written();
    return { post };
  });

  app.post('/api/admin/posts/:id/duplicate', async (request, reply): Promise<AdminPostResponse> => {
    const { id } = parseInput(idParamsSchema, request.params, 'params');
    const post = await posts.duplicate(id, actorOf(request));
    written();
    reply.code(201);
    return { post };
  });

  /** The authors a post of the site may name: shared by every site of the network today. */
  app.get('/api/admin/authors', async (request): Promise<AuthorsResponse> => {
    const { site_id } = parseInput(siteScopeQuerySchema, request.query, 'query');
    const siteIds = await ctx.access.scope(adminOf(request).user.id, site_id);
    if (siteIds.length === 0) throw forbidden('You do not manage any site');
    return { authors: await posts.authors() };
  });
};
