import { adminRoutes } from '@sitenet/api-client/routes';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../lib/context';
import { registerRoute } from '../../lib/route';

/** Sign-in and sign-out; neither changes anything public. */
export const authRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerRoute(app, ctx, adminRoutes.login, { invalidates: false }, async ({ body, request }) => {
    const { token, user } = await ctx.auth.login(body.email, body.password, request.ip);
    return { token, user, message: 'Login successful' };
  });

  registerRoute(app, ctx, adminRoutes.logout, { site: 'none', invalidates: false }, async ({ admin }) => {
    await ctx.auth.logout(admin.sessionId);
    return { message: 'Logged out' };
  });
};
