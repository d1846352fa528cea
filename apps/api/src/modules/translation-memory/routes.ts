import { roleOnSite } from '@sitenet/api-client/permissions';
import { adminRoutes as r } from '@sitenet/api-client/routes';
import type { FastifyPluginAsync } from 'fastify';
import { ORIGINAL_LANGUAGE } from '../../contract';
import type { AppContext } from '../../lib/context';
import { forbidden } from '../../lib/errors';
import { registerRoute } from '../../lib/route';
import { postTarget } from '../activity/describe';
import { guardPostSave } from '../posts/post-guard';
import { requireMachineTranslator } from '../machine-translation/translator';
import { pretranslatePost } from './pretranslate';
import { findMatches } from './store';

/**
 * The translation memory's routes. Whoever reads a site's posts may look up its memory, a
 * translator only into the languages of their membership (another is a 403, as in the queue);
 * pre-translation is a save of the post, authorized as the save route authorizes it.
 */
export const translationMemoryRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  /** A translator's languages on the site; null for every other role (no language limit). */
  const translatorLanguages = async (userId: number, siteId: number): Promise<readonly string[] | null> => {
    const facts = await ctx.access.facts(userId);
    return roleOnSite(facts, siteId) === 'translator' ? (facts.memberships.get(siteId)?.languages ?? []) : null;
  };
  const requireLanguages = async (userId: number, siteId: number, codes: string[]) => {
    const own = await translatorLanguages(userId, siteId);
    const foreign = own ? codes.filter((code) => !own.includes(code)) : [];
    if (foreign.length > 0) throw forbidden(`You do not translate into ${foreign.join(', ')} on this site`);
  };

  registerRoute(
    app,
    ctx,
    r.translationMemoryMatches,
    { site: { one: ({ query }) => query.site_id }, permission: 'posts.read' },
    async ({ admin, query, siteIds: [siteId] }) => {
      await requireLanguages(admin.user.id, siteId!, [query.target_lang]);
      const matches = await findMatches(ctx.db, {
        siteId: siteId!,
        sourceLang: query.source_lang,
        targetLang: query.target_lang,
        text: query.text,
      });
      return { matches };
    },
  );

  registerRoute(
    app,
    ctx,
    r.pretranslatePost,
    {
      site: { one: ({ params }) => ctx.posts.siteOf(params.id) },
      permission: ['posts.write_own', 'posts.write_any', 'translations.write'],
      activity: { action: 'post.update', describe: ({ result }) => ({ target: postTarget(result.post) }) },
    },
    async ({ params, body, admin, siteIds: [siteId] }) => {
      await requireLanguages(admin.user.id, siteId!, body.languages.filter((code) => code !== ORIGINAL_LANGUAGE));
      // Memory first; with use_machine, the network's provider for the rest (422 when none is set up).
      const translator = body.use_machine ? await requireMachineTranslator(ctx) : undefined;
      const actor = { adminUserId: admin.user.id };
      const result = await pretranslatePost(ctx, params.id, body.languages, {
        actor,
        translator,
        beforeSave: (before, input) => guardPostSave(ctx.db, ctx.access, admin.user.id, siteId!, before, input),
      });
      ctx.scheduler.wake();
      return result;
    },
  );
};
