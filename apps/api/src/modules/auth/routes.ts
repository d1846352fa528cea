import { adminRoutes } from '@sitenet/api-client/routes';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../lib/context';
import { registerRoute } from '../../lib/route';
import { storedUserAgent } from './device-label';
import { PeopleService } from '../people/service';

/** Sign-in and sign-out; neither changes anything public. */
export const authRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const people = new PeopleService(ctx.db, ctx.access);

  registerRoute(app, ctx, adminRoutes.login, { invalidates: false }, async ({ body, request }) => {
    const { token, user } = await ctx.auth.login(body.email, body.password, request.ip, storedUserAgent(request.headers['user-agent']));
    // The spec's id, name and email, with the role and memberships the console shows controls by.
    const { role, memberships } = await people.get(user.id);
    return { token, user: { ...user, role, memberships }, message: 'Login successful' };
  });

  registerRoute(app, ctx, adminRoutes.logout, {
      site: 'none',
      permission: 'profile.manage',
      invalidates: false,
      // Signing out is a security event: the log shows when a session ended.
      activity: { action: 'session.revoke', describe: ({ admin }) => ({ target: { type: 'session', id: admin.sessionId, label: 'Signed out' } }) },
    },
    async ({ admin }) => {
    await ctx.auth.logout(admin.sessionId);
    return { message: 'Logged out' };
  });
};
