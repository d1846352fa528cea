import { adminRoutes } from '@sitenet/api-client/routes';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../lib/context';
import { registerRoute } from '../../lib/route';
import { LanguagesService } from './service';

export const adminLanguagesRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = new LanguagesService(ctx.db, ctx.access);
  /** Languages are per site: a call without site_id acts on the admin's first site (apps/api/README.md). */
  const siteOf = (siteId: number | null | undefined, adminUserId: number) => service.resolveSite(adminUserId, siteId);

  registerRoute(
    app,
    ctx,
    adminRoutes.listLanguages,
    { site: { one: ({ query }, admin) => siteOf(query.site_id, admin.user.id) } },
    async ({ siteIds: [siteId] }) => ({ languages: await service.list(siteId!) }),
  );

  registerRoute(
    app,
    ctx,
    adminRoutes.listAvailableLanguages,
    { site: { one: ({ query }, admin) => siteOf(query.site_id, admin.user.id) } },
    async ({ siteIds: [siteId] }) => ({ languages: await service.available(siteId!) }),
  );

  registerRoute(
    app,
    ctx,
    adminRoutes.toggleLanguage,
    { site: { one: ({ params }) => service.siteOfLanguage(params.id) } },
    async ({ params, body }) => ({ language: await service.toggle(params.id, body.enabled) }),
  );

  registerRoute(
    app,
    ctx,
    adminRoutes.addLanguage,
    { site: { one: ({ body }, admin) => siteOf(body.site_id, admin.user.id) } },
    async ({ body, siteIds: [siteId] }) => ({ language: await service.add(siteId!, body.code) }),
  );
};
