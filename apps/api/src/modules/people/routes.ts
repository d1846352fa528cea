import { adminRoutes as r } from '@sitenet/api-client/routes';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../lib/context';
import { registerRoute } from '../../lib/route';
import { PeopleService } from './service';
import { onlySite, personChanges, personTarget } from '../activity/describe';

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

  /** The person as they were (null when there is none: the service answers the 404 itself). */
  const before = (id: number) => people.get(id).catch(() => null);

  // A change of roles is logged as a role change, field by field (site roles as `site <id>`); an
  // entry that changed one site's role alone belongs to that site, so its managers see it.
  registerRoute(app, ctx, r.updateUser, { ...manage, activity: 'person.update' }, async ({ admin, params, body, activity }) => {
    const old = await before(params.id);
    const user = await people.update(admin.user.id, params.id, body);
    const changes = old ? personChanges(old, user) : null;
    const roleChanged = Object.keys(changes ?? {}).some((field) => field === 'role' || field.startsWith('site '));
    activity({ action: roleChanged ? 'person.role_change' : 'person.update', target: personTarget(user), changes, siteId: onlySite(changes) });
    ctx.personChanged(params.id);
    return { user };
  });

  const statusChange = async (actorId: number, id: number, status: 'active' | 'suspended', activity: (d: { target: ReturnType<typeof personTarget>; changes: ReturnType<typeof personChanges> }) => void) => {
    const old = await before(id);
    const user = await people.setStatus(actorId, id, status);
    activity({ target: personTarget(user), changes: old ? personChanges(old, user) : null });
    // Every change of a person reaches every instance at once: new roles or status apply at
    // their next request there.
    ctx.personChanged(id);
    return user;
  };

  registerRoute(app, ctx, r.suspendUser, { ...manage, activity: 'person.suspend' }, async ({ admin, params, activity }) => {
    const user = await statusChange(admin.user.id, params.id, 'suspended', activity);
    await ctx.auth.revokeSessions(params.id);
    ctx.personChanged(params.id);
    return { user };
  });

  registerRoute(app, ctx, r.reactivateUser, { ...manage, activity: 'person.reactivate' }, async ({ admin, params, activity }) => ({
    user: await statusChange(admin.user.id, params.id, 'active', activity),
  }));

  registerRoute(app, ctx, r.deleteUser, { ...manage, activity: 'person.delete' }, async ({ admin, params, body, activity }) => {
    const [old, heir] = [await before(params.id), await before(body.reassign_to)];
    await people.remove(admin.user.id, params.id, body.reassign_to);
    // Their sessions went with the account; this drops the cached ones at once.
    await ctx.auth.revokeSessions(params.id);
    ctx.personChanged(params.id);
    activity({
      target: { type: 'person', id: params.id, label: old?.name ?? null },
      changes: { posts_handed_to: { before: old?.name ?? null, after: heir?.name ?? body.reassign_to } },
    });
    return { message: 'Person removed' };
  });

  registerRoute(
    app,
    ctx,
    r.transferOwnership,
    { site: 'none', permission: 'ownership.transfer', invalidates: false, activity: 'person.transfer_ownership' },
    async ({ admin, params, activity }) => {
      const old = await before(params.id);
      const user = await people.transferOwnership(admin.user.id, params.id);
      activity({ target: personTarget(user), changes: { role: { before: old?.role ?? null, after: user.role } } });
      ctx.personChanged(params.id);
      ctx.personChanged(admin.user.id);
      return { user };
    },
  );
};
