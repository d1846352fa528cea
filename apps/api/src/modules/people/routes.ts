import { adminRoutes as r } from '@sitenet/api-client/routes';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../lib/context';
import { registerRoute } from '../../lib/route';
import { PeopleService } from './service';

/**
 * GET/PUT /api/admin/users ...: the people of the network and their roles. The route's permission
 * admits whoever may manage people somewhere; PeopleService decides which person and which role.
 * Suspension and removal end the person's sessions at once. None of this is public: no invalidation.
 */
export const peopleRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const people = new PeopleService(ctx.db, ctx.access);
  const manage = { site: 'none', permission: 'people.manage', invalidates: false } as const;

  registerRoute(
    app,
    ctx,
    r.listUsers,
    { site: { scope: ({ query }) => query.site_id }, permission: 'people.read' },
    async ({ admin, query, siteIds }) => {
      const viewer = await ctx.access.facts(admin.user.id);
      return { users: await people.list(siteIds, viewer.role !== 'member' && query.site_id === undefined) };
    },
  );

  // Every change of a person reaches every instance at once (ctx.personChanged): new roles apply
  // at their next request, a suspended or removed person's sessions end there.
  registerRoute(app, ctx, r.updateUser, manage, async ({ admin, params, body }) => {
    const user = await people.update(admin.user.id, params.id, body);
    ctx.personChanged(params.id);
    return { user };
  });

  registerRoute(app, ctx, r.suspendUser, manage, async ({ admin, params }) => {
    const user = await people.setStatus(admin.user.id, params.id, 'suspended');
    await ctx.auth.revokeSessions(params.id);
    ctx.personChanged(params.id);
    return { user };
  });

  registerRoute(app, ctx, r.reactivateUser, manage, async ({ admin, params }) => {
    const user = await people.setStatus(admin.user.id, params.id, 'active');
    ctx.personChanged(params.id);
    return { user };
  });

  registerRoute(app, ctx, r.deleteUser, manage, async ({ admin, params, body }) => {
    await people.remove(admin.user.id, params.id, body.reassign_to);
    // Their sessions went with the account; this drops the remembered ones everywhere.
    await ctx.auth.revokeSessions(params.id);
    ctx.personChanged(params.id);
    return { message: 'Person removed' };
  });

  registerRoute(
    app,
    ctx,
    r.transferOwnership,
    { site: 'none', permission: 'ownership.transfer', invalidates: false },
    async ({ admin, params }) => {
      const user = await people.transferOwnership(admin.user.id, params.id);
      ctx.personChanged(params.id);
      ctx.personChanged(admin.user.id);
      return { user };
    },
  );
};
