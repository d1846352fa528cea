import { adminRoutes } from '@sitenet/api-client/routes';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../lib/context';
import { registerRoute } from '../../lib/route';

/**
 * GET /api/admin/activity: the log, newest first. A manager reads the entries of their sites (the
 * site rule keeps the sites where activity.read holds); the owner and administrators read every
 * entry, network-wide ones (people, network settings, profiles) and those of deleted sites included.
 * No route changes an entry: the log is written only by lib/route.ts after each write.
 */
export const activityRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerRoute(
    app,
    ctx,
    adminRoutes.listActivity,
    { site: { scope: ({ query }) => query.site_id }, permission: 'activity.read' },
    async ({ query, admin, siteIds }) => {
      const { role } = await ctx.access.facts(admin.user.id);
      const everything = role !== 'member' && query.site_id === undefined;
      return ctx.activity.list({
        siteIds: everything ? null : siteIds,
        userId: query.user_id,
        action: query.action,
        targetType: query.target_type,
        before: query.before,
        until: query.until,
        limit: query.limit,
      });
    },
  );
};
