import { roleOnSite } from '@sitenet/api-client/permissions';
import { adminRoutes as r } from '@sitenet/api-client/routes';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../lib/context';
import { forbidden } from '../../lib/errors';
import { registerRoute } from '../../lib/route';
import { translationQueue } from './queue';

/**
 * The translation queue: whoever may read a site's posts sees its translation work; a translator
 * only in the languages of their membership (asking for another is a 403, not an empty list, so a
 * stale link says why it shows nothing).
 */
export const translationQueueRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerRoute(
    app,
    ctx,
    r.translationQueue,
    { site: { scope: ({ query }) => query.site_id }, permission: 'posts.read' },
    async ({ admin, query, siteIds: [siteId] }) => {
      const facts = await ctx.access.facts(admin.user.id);
      const own = roleOnSite(facts, siteId!) === 'translator' ? (facts.memberships.get(siteId!)?.languages ?? []) : null;
      if (query.lang && own && !own.includes(query.lang)) {
        throw forbidden(`You do not translate into ${query.lang} on this site`);
      }
      const languages = query.lang ? [query.lang] : own;
      return translationQueue(ctx.db, { siteId: siteId!, languages, state: query.state, page: query.page });
    },
  );
};
