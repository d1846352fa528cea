import type { FastifyPluginAsync } from 'fastify';
import { loginRequestSchema, type LoginResponse, type LogoutResponse } from '../../contract';
import { adminOf, type AppContext } from '../../lib/context';
import { noStore } from '../../lib/no-store';
import { parseInput } from '../../lib/validate';

/** POST /api/admin/login (no token). */
export const loginRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onSend', noStore);
  app.post('/api/admin/login', async (request): Promise<LoginResponse> => {
    const body = parseInput(loginRequestSchema, request.body, 'body');
    const { token, user } = await ctx.auth.login(body.email, body.password, request.ip);
    return { token, user, message: 'Login successful' };
  });
};

/** POST /api/admin/logout: revokes the presented token; registered behind the auth hook. */
export const logoutRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post('/api/admin/logout', async (request): Promise<LogoutResponse> => {
    await ctx.auth.logout(adminOf(request).sessionId);
    return { message: 'Logged out' };
  });
};
