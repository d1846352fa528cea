import { canAnywhere, type Permission } from '@sitenet/api-client/permissions';
import { adminRoutes } from '@sitenet/api-client/routes';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../lib/context';
import { registerRoute } from '../../lib/route';
import { AnalyticsService } from '../analytics/analytics-service';
import { CampaignReportService } from '../campaign-reports/service';
import { DashboardService } from './service';

export const dashboardRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const now = () => ctx.clock.now();
  const service = new DashboardService(ctx.db, new AnalyticsService(ctx.db), new CampaignReportService(ctx.db, now), now);

  /**
   * Everyone who may read a site sees its dashboard; each part of the summary is then read only on
   * the sites where the person holds that part's permission (a translator gets no traffic figures).
   */
  registerRoute(
    app,
    ctx,
    adminRoutes.dashboardSummary,
    { site: { scope: ({ query }) => query.site_id }, permission: 'sites.read' },
    async ({ siteIds, admin }) => {
      const userId = admin.user.id;
      const within = async (permission: Permission): Promise<number[] | null> => {
        const allowed = new Set(await ctx.access.sitesWith(userId, permission));
        const ids = siteIds.filter((id) => allowed.has(id));
        if (ids.length > 0) return ids;
        // A network without sites yet: zeros for those who could read them, not "unavailable".
        return siteIds.length === 0 && canAnywhere(await ctx.access.facts(userId), permission)
          ? []
          : null;
      };
      const [analytics, leads, posts, people, offers] = await Promise.all([
        within('analytics.read'),
        within('leads.read'),
        within('posts.read'),
        within('people.read'),
        // Earnings as in the campaign report, by the same permission.
        within('offers.manage'),
      ]);
      return service.summary({ analytics, leads, posts, people, offers });
    },
  );
};
