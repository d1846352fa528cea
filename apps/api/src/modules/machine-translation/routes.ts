import { adminRoutes as r } from '@sitenet/api-client/routes';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../lib/context';
import { registerRoute } from '../../lib/route';
import { mtChanges, mtSettingsView, saveMtSettings } from './settings';

/**
 * The network's machine translation settings (the console's /settings): the owner's and the
 * administrators' alone, like the other network settings. The key is write-only.
 */
export const machineTranslationRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerRoute(app, ctx, r.getMachineTranslation, { site: 'none', permission: 'network.manage' }, async () => mtSettingsView(ctx.db, ctx.clock));
  registerRoute(
    app,
    ctx,
    r.updateMachineTranslation,
    // Nothing public changes: no cached page depends on these settings.
    { site: 'none', permission: 'network.manage', invalidates: false, activity: 'machine_translation.update' },
    async ({ body, activity }) => {
      const { before, after } = await saveMtSettings(ctx.db, ctx.clock, body);
      activity({ target: { type: 'network', id: null, label: 'Machine translation' }, changes: mtChanges(before, after) });
      return mtSettingsView(ctx.db, ctx.clock, after);
    },
  );
};
