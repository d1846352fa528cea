import { publicRoutes } from '@sitenet/api-client/routes';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../lib/context';
import { registerRoute } from '../../lib/route';

/** GET /api/health: 200 when the database answers; the error handler maps a dead database to 503. */
export const healthRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerRoute(app, ctx, publicRoutes.health, {}, async ({ reply }) => {
    await ctx.db.execute(sql`select 1`);
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const, database: ctx.database.kind };
  });
};
