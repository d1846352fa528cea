import { adminRoutes } from '@sitenet/api-client/routes';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../lib/context';
import { registerRoute } from '../../lib/route';
import { diffFields, flatten } from '../activity/log';
import { siteTargetById } from '../activity/describe';
import { SettingsService } from './service';

/** Three languages of three pages of rich text fit with room to spare; the 16 KB default does not. */
export const SETTINGS_BODY_LIMIT = 2 * 1024 * 1024;

/**
 * Site settings (/{domain}/settings) and network settings (/settings). A save invalidates like
 * every write (lib/route.ts): the site's public replies and facts here and, through the bus, on
 * every instance, so the magazine renders with the new settings at its next request.
 */
export const settingsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const service = new SettingsService(ctx.db, ctx.clock);
  // A site's settings are its manager's (and the network's administrators'); network settings the
  // owner's and administrators' alone.
  const ofSite = { site: { one: ({ params }: { params: { id: number } }) => params.id }, permission: 'sites.manage' } as const;

  registerRoute(app, ctx, adminRoutes.getSiteSettings, ofSite, async ({ params }) => service.site(params.id));

  registerRoute(
    app,
    ctx,
    adminRoutes.updateSiteSettings,
    { ...ofSite, bodyLimit: SETTINGS_BODY_LIMIT, activity: 'site.settings.update' },
    async ({ params, body, activity }) => {
      const before = await service.site(params.id);
      const saved = await service.saveSite(params.id, body.version, body.settings);
      activity({
        target: await siteTargetById(ctx.db, params.id),
        changes: diffFields(flatten(before.settings), flatten(saved.settings)),
      });
      return saved;
    },
  );

  registerRoute(app, ctx, adminRoutes.getNetworkSettings, { site: 'none', permission: 'network.manage' }, async () => service.network());

  // A network write touches no one site: every site's public replies are dropped (siteIds is empty).
  registerRoute(
    app,
    ctx,
    adminRoutes.updateNetworkSettings,
    { site: 'none', permission: 'network.manage', activity: 'network.settings.update' },
    async ({ body, activity }) => {
      const before = await service.network();
      const saved = await service.saveNetwork(body.version, body.settings);
      activity({
        target: { type: 'network', id: null, label: saved.settings.network_name ?? null },
        changes: diffFields(flatten(before.settings), flatten(saved.settings)),
      });
      return saved;
    },
  );
};
