import { adminRoutes as r } from '@sitenet/api-client/routes';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../lib/context';
import { registerRoute } from '../../lib/route';
import { getRevision, listRevisions, revisionPost } from './revisions';

/**
 * Revisions are read by whoever may read the post (posts.read on its site): the site rule finds the
 * post's site (from the revision for the single read), so another site's person gets 403.
 */
export const revisionRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerRoute(
    app,
    ctx,
    r.listPostRevisions,
    { site: { one: ({ params }) => ctx.posts.siteOf(params.id) }, permission: 'posts.read' },
    async ({ params, query }) => ({ revisions: await listRevisions(ctx.db, params.id, query.language) }),
  );

  registerRoute(
    app,
    ctx,
    r.getRevision,
    { site: { one: async ({ params }) => ctx.posts.siteOf(await revisionPost(ctx.db, params.id)) }, permission: 'posts.read' },
    async ({ params }) => ({ revision: await getRevision(ctx.db, params.id) }),
  );
};
