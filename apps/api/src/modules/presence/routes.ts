import { adminRoutes as r } from '@sitenet/api-client/routes';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../lib/context';
import { registerRoute } from '../../lib/route';
import { heartbeat } from './presence';

/**
 * Who else has a post open. Whoever may read the post (posts.read on its site) may say they are
 * there and see who else is; another site's person gets 403. Nothing public changes.
 */
export const presenceRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerRoute(
    app,
    ctx,
    r.postPresence,
    {
      site: { one: ({ params }) => ctx.posts.siteOf(params.id) },
      permission: 'posts.read',
      invalidates: false,
      activity: { none: 'a heartbeat of an open editor: it changes no content' },
    },
    async ({ params, body, admin }) => ({
      others: await heartbeat(ctx.db, ctx.clock.now(), {
        postId: params.id,
        userId: admin.user.id,
        locale: body.language,
        editing: body.editing,
      }),
    }),
  );
};
