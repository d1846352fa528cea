import { adminRoutes } from '@sitenet/api-client/routes';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../lib/context';
import { registerRoute } from '../../lib/route';
import { SitesService } from './service';

export const sitesRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = new SitesService(ctx.db);

  registerRoute(app, ctx, adminRoutes.listSites, { site: 'all-own', permission: 'sites.read' }, async ({ siteIds }) => ({
    sites: await service.load(siteIds),
  }));

  registerRoute(app, ctx, adminRoutes.toggleSiteActive, { site: { one: ({ params }) => params.id }, permission: 'sites.manage' }, async ({ params }) => ({
    site: await service.toggle(params.id, 'active'),
  }));

  registerRoute(app, ctx, adminRoutes.toggleSiteMaintenance, { site: { one: ({ params }) => params.id }, permission: 'sites.manage' }, async ({ params }) => ({
    site: await service.toggle(params.id, 'maintenanceMode'),
  }));
};
