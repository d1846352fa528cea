import { adminRoutes } from '@sitenet/api-client/routes';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../lib/context';
import { registerRoute } from '../../lib/route';
import { diffFields } from '../activity/log';
import { siteTarget } from '../activity/describe';
import { forgetEmptyPairs } from '../translation-memory/trigram-index';
import { isAdminHost } from '../web/routes';
import { SitesService } from './service';

export const sitesRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = new SitesService(ctx.db, ctx.clock, {
    isAdminHost: (hostname) => isAdminHost(hostname, ctx.env.ADMIN_HOSTS),
  });

  registerRoute(app, ctx, adminRoutes.listSites, { site: 'all-own', permission: 'sites.read' }, async ({ query, admin, siteIds }) => ({
    sites:
      query.deleted === 'true'
        ? await service.load(await ctx.access.deletedSiteIds(admin.user.id), { deleted: true })
        : await service.load(siteIds),
  }));

  // A new site touches no existing site: the rule is `none` (a network permission: the owner and
  // administrators), and the write drops every cached reply and the host map, so the site answers
  // on its domain at the next request.
  const onSite = ({ result }: { result: { site: { id: number; name: string } } }) => ({ siteId: result.site.id, target: siteTarget(result.site) });
  /** What the site form edits, compared before and after a save. */
  const EDITED = ['name', 'domain', 'aliases', 'description', 'default_language', 'languages', 'categories'] as const;
  const toggled = (field: 'active' | 'maintenance_mode') => ({ result }: { result: { site: { id: number; name: string; active: boolean; maintenance_mode: boolean } } }) => ({
    ...onSite({ result }),
    changes: { [field]: { before: !result.site[field], after: result.site[field] } },
  });

  registerRoute(app, ctx, adminRoutes.createSite, { site: 'none', permission: 'network.manage', activity: { action: 'site.create', describe: onSite } }, async ({ body, admin }) => {
    const site = await service.create(body, admin.user.id);
    ctx.access.forget();
    return { site };
  });

  registerRoute(
    app,
    ctx,
    adminRoutes.updateSite,
    { site: { one: ({ params }) => params.id }, permission: 'sites.manage', activity: { action: 'site.update', describe: onSite } },
    async ({ params, body, activity }) => {
      const [before] = await service.load([params.id]);
      const site = await service.update(params.id, body);
      activity({ changes: before ? diffFields(before, site, EDITED) : null });
      return { site };
    },
  );

  registerRoute(app, ctx, adminRoutes.deleteSite, { site: { one: ({ params }) => params.id }, permission: 'sites.delete', activity: { action: 'site.delete', describe: onSite } }, async ({ params, body }) => {
    const site = await service.remove(params.id, body.confirm_domain);
    ctx.access.forget();
    return { site };
  });

  registerRoute(app, ctx, adminRoutes.restoreSite, { site: { deleted: ({ params }) => params.id }, permission: 'sites.delete', activity: { action: 'site.restore', describe: onSite } }, async ({ params }) => {
    const site = await service.restore(params.id);
    ctx.access.forget();
    return { site };
  });

  registerRoute(app, ctx, adminRoutes.toggleSiteActive, { site: { one: ({ params }) => params.id }, permission: 'sites.manage', activity: { action: 'site.toggle_active', describe: toggled('active') } }, async ({ params }) => ({
    site: await service.toggle(params.id, 'active'),
  }));

  registerRoute(app, ctx, adminRoutes.toggleSiteMaintenance, { site: { one: ({ params }) => params.id }, permission: 'sites.manage', activity: { action: 'site.toggle_maintenance', describe: toggled('maintenance_mode') } }, async ({ params }) => ({
    site: await service.toggle(params.id, 'maintenanceMode'),
  }));

  // Deleted sites are purged after their retention, hourly (and once shortly after the start);
  // their translation memory's indexes leave this process with them.
  const purge = () =>
    void service
      .purgeDeleted()
      .then(async (purged) => {
        if (purged === 0) return;
        ctx.invalidate();
        await forgetEmptyPairs(ctx.db);
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'deleted sites purge failed'));
  const first = setTimeout(purge, 60_000);
  const hourly = setInterval(purge, 60 * 60_000);
  first.unref();
  hourly.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(hourly);
  });
};
