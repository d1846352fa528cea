import { adminRoutes } from '@sitenet/api-client/routes';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../lib/context';
import { PeriodicJob } from '../../lib/periodic-job';
import { registerRoute } from '../../lib/route';
import { rollupPendingDays } from './click-rollup';
import { refreshCampaignWindows } from './campaign-windows';
import { refreshViewWindows } from './view-windows';
import { CampaignReportService } from './service';

export const campaignReportRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const service = new CampaignReportService(ctx.db, () => ctx.clock.now());

  // Rolls clicks into the daily rollup (exactly once: the days are marked in the database with
  // their rows; a pass after a crash or on another instance redoes nothing twice), and rebuilds
  // the page-view and campaign windows once a day (and after a write that cleared them). Every
  // minute: the open day is rolled up to a minute ago.
  const rollup = new PeriodicJob(
    ctx.clock,
    async () => {
      const now = ctx.clock.now().getTime();
      await rollupPendingDays(ctx.db, now);
      await refreshViewWindows(ctx.db, now);
      await refreshCampaignWindows(ctx.db, now);
    },
    (error) => app.log.warn({ err: error }, 'campaign roll-up failed'),
    60_000,
  );
  app.addHook('onReady', async () => rollup.start());
  app.addHook('onClose', async () => rollup.stop());

  /**
   * offers.manage, not analytics.read: earnings are the network's commercial figures, read by
   * whoever manages the offers of a site (its managers; owners and administrators everywhere),
   * not by every author who may read traffic. Without site_id: every site where the person holds it.
   */
  registerRoute(
    app,
    ctx,
    adminRoutes.campaignReport,
    { site: { scope: ({ query }) => query.site_id }, permission: 'offers.manage' },
    ({ query, siteIds }) => service.report(siteIds, query.range, query.group_by),
  );

  /**
   * partners.manage: the matrices put every site and every partner's offers side by side, a
   * network-level view as partners themselves are (owners and administrators).
   */
  registerRoute(
    app,
    ctx,
    adminRoutes.campaignCrossSite,
    { site: 'all-own', permission: 'partners.manage' },
    ({ query, siteIds }) => service.crossSite(siteIds, query.range),
  );
};
