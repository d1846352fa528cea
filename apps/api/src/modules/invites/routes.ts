import { adminRoutes as r } from '@sitenet/api-client/routes';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../lib/context';
import { registerRoute } from '../../lib/route';
import { storedUserAgent } from '../auth/device-label';
import { PeopleService } from '../people/service';
import { InviteService } from './invite-service';
import { PasswordResetService, RESET_REQUESTED_MESSAGE } from './password-reset-service';

/**
 * Invitations and password resets by link. The admin routes need people.manage (PeopleService
 * decides which roles, sites and people); the public ones are the admin app's pages without a
 * token, each throttled. Nothing here is public content: no cache invalidation.
 */
export const invitesRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const people = new PeopleService(ctx.db, ctx.access);
  const invites = new InviteService(ctx, people);
  const resets = new PasswordResetService(ctx, people, app.log);
  const manage = { site: 'none', permission: 'people.manage', invalidates: false } as const;
  const personal = { invalidates: false, private: true } as const;

  registerRoute(app, ctx, r.listInvites, manage, async ({ admin }) => ({ invites: await invites.list(admin.user.id) }));

  // Logged without the links (a link is a credential): who invited whom, who reset whose password.
  registerRoute(app, ctx, r.createInvite, { ...manage, activity: 'invite.create' }, async ({ admin, body, activity }) => {
    const created = await invites.create(admin.user, body);
    activity({ target: { type: 'invite', id: created.invite.id, label: created.invite.email } });
    return created;
  });

  registerRoute(app, ctx, r.resendInvite, { ...manage, activity: 'invite.resend' }, async ({ admin, params, activity }) => {
    const resent = await invites.resend(admin.user, params.id);
    activity({ target: { type: 'invite', id: resent.invite.id, label: resent.invite.email } });
    return resent;
  });

  registerRoute(app, ctx, r.revokeInvite, { ...manage, activity: 'invite.revoke' }, async ({ admin, params, activity }) => {
    await invites.revoke(admin.user.id, params.id);
    activity({ target: { type: 'invite', id: params.id, label: null } });
    return { message: 'Invitation revoked' };
  });

  registerRoute(
    app,
    ctx,
    r.createPasswordReset,
    { ...manage, activity: 'person.password_reset' },
    async ({ admin, params, activity }) => {
      const reset = await resets.createFor(admin.user.id, params.id);
      activity({ target: { type: 'person', id: params.id, label: null } });
      return reset;
    },
  );

  registerRoute(app, ctx, r.getInvite, personal, async ({ params, request }) => ({
    invite: await invites.show(params.token, request.ip),
  }));

  registerRoute(app, ctx, r.acceptInvite, personal, async ({ params, body, request }) =>
    invites.accept(params.token, body, request.ip, storedUserAgent(request.headers['user-agent'])),
  );

  registerRoute(app, ctx, r.requestPasswordReset, personal, async ({ body, request }) => {
    resets.request(body.email, request.ip);
    return { message: RESET_REQUESTED_MESSAGE };
  });

  registerRoute(app, ctx, r.resetPassword, personal, async ({ params, body, request }) => {
    await resets.reset(params.token, body.password, request.ip);
    return { message: 'Your password was changed. Sign in with it.' };
  });
};
