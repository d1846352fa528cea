import type { FastifyPluginAsync } from 'fastify';
import {
  addLanguageRequestSchema,
  idParamsSchema,
  siteScopeQuerySchema,
  toggleLanguageRequestSchema,
  type AdminLanguagesResponse,
  type AvailableLanguagesResponse,
  type LanguageResponse,
} from '../../contract';
import { adminOf, type AppContext } from '../../lib/context';
import { parseInput } from '../../lib/validate';
import { LanguagesService } from './service';

export const adminLanguagesRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = new LanguagesService(ctx.db, ctx.access);

  // Without site_id these calls act on the admin's first site (SiteAccess.single); with a site_id
  // the site is checked (403 not yours, 404 unknown).
  app.get('/api/admin/languages', async (request): Promise<AdminLanguagesResponse> => {
    const { site_id } = parseInput(siteScopeQuerySchema, request.query, 'query');
    const siteId = await ctx.access.single(adminOf(request).user.id, site_id);
    return { languages: await service.list(siteId) };
  });

  app.get('/api/admin/languages/available', async (request): Promise<AvailableLanguagesResponse> => {
    const { site_id } = parseInput(siteScopeQuerySchema, request.query, 'query');
    const siteId = await ctx.access.single(adminOf(request).user.id, site_id);
    return { languages: await service.available(siteId) };
  });

  app.post('/api/admin/languages/:id/toggle', async (request): Promise<LanguageResponse> => {
    const { id } = parseInput(idParamsSchema, request.params, 'params');
    const { enabled } = parseInput(toggleLanguageRequestSchema, request.body, 'body');
    const language = await service.toggle(adminOf(request).user.id, id, enabled);
    ctx.invalidate();
    return { language };
  });

  app.post('/api/admin/languages', async (request, reply): Promise<LanguageResponse> => {
    const body = parseInput(addLanguageRequestSchema, request.body, 'body');
    const siteId = await ctx.access.single(adminOf(request).user.id, body.site_id);
    const language = await service.add(siteId, body.code);
    ctx.invalidate();
    reply.code(201);
    return { language };
  });
};
