import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../lib/context';

/** GET /api/health: 200 when the database answers; the error handler maps a dead database to 503. */
export const healthRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get('/api/health', async (_request, reply) => {
    await ctx.db.execute(sql`select 1`);
    reply.header('cache-control', 'no-store');
    return { status: 'ok', database: ctx.database.kind };
  });
};
