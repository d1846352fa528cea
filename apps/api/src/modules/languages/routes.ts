import { adminRoutes } from '@sitenet/api-client/routes';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../lib/context';
import { registerRoute } from '../../lib/route';
import { LanguagesService } from './service';

/**
 * Languages are per site: with a site_id the site is checked (403 not yours, 404 unknown); without
 * one these calls act on the admin's first site (SiteAccess.single, apps/api/README.md).
 */
const languageTarget = (language: { id: number; code: string; label: string }) => ({ type: 'language' as const, id: language.id, label: `${language.label} (${language.code})` });

export const adminLanguagesRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = new LanguagesService(ctx.db, ctx.access);

  registerRoute(app, ctx, adminRoutes.listLanguages, { site: { single: ({ query }) => query.site_id }, permission: 'posts.read' }, async ({ siteIds: [siteId] }) => ({
    languages: await service.list(siteId!),
  }));

  registerRoute(
    app,
    ctx,
    adminRoutes.listAvailableLanguages,
    { site: { single: ({ query }) => query.site_id }, permission: 'languages.manage' },
    async ({ siteIds: [siteId] }) => ({ languages: await service.available(siteId!) }),
  );

  registerRoute(
    app,
    ctx,
    adminRoutes.toggleLanguage,
    {
      site: { one: ({ params }) => service.siteOfLanguage(params.id) },
      permission: 'languages.manage',
      activity: { action: 'language.toggle', describe: ({ result }) => ({ target: languageTarget(result.language), changes: { enabled: { before: null, after: result.language.enabled } } }) },
    },
    async ({ params, body }) => ({ language: await service.toggle(params.id, body.enabled) }),
  );

  registerRoute(app, ctx, adminRoutes.addLanguage, { site: { single: ({ body }) => body.site_id }, permission: 'languages.manage', activity: { action: 'language.add', describe: ({ result }) => ({ target: languageTarget(result.language) }) } }, async ({ body, siteIds: [siteId] }) => ({
    language: await service.add(siteId!, body.code),
  }));
};
