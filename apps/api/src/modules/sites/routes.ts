import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { idParamsSchema, type SitesResponse, type SiteToggleResponse } from '../../contract';
import { adminOf, type AppContext } from '../../lib/context';
import { parseInput } from '../../lib/validate';
import { SitesService } from './service';

export const sitesRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = new SitesService(ctx.db, ctx.access);

  app.get('/api/admin/sites', async (request): Promise<SitesResponse> => {
    return { sites: await service.list(adminOf(request).user.id) };
  });

  const toggle = (field: 'active' | 'maintenanceMode') => async (request: FastifyRequest): Promise<SiteToggleResponse> => {
    const { id } = parseInput(idParamsSchema, request.params, 'params');
    const site = await service.toggle(adminOf(request).user.id, id, field);
    ctx.invalidate(id);
    return { site };
  };

  app.post('/api/admin/sites/:id/toggle-active', toggle('active'));
  app.post('/api/admin/sites/:id/toggle-maintenance', toggle('maintenanceMode'));
};
