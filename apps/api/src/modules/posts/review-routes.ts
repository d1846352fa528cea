import { and, eq, sql } from 'drizzle-orm';
import { canOnSite } from '@sitenet/api-client/permissions';
import { adminRoutes as r } from '@sitenet/api-client/routes';
import type { FastifyPluginAsync } from 'fastify';
import type { TranslationReview } from '../../contract';
import { posts, postTranslations } from '../../db/schema';
import type { AppContext } from '../../lib/context';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { registerRoute } from '../../lib/route';
import { guardPostOwner } from './post-guard';
import type { ActivityDetails } from '../../lib/route';

type TranslationRow = typeof postTranslations.$inferSelect;

const toReview = (row: TranslationRow): TranslationReview => ({
  post_id: row.postId,
  code: row.locale,
  status: row.status,
  review_state: row.reviewState ?? null,
  review_note: row.reviewNote ?? null,
  machine: row.machine,
});

/**
 * A translation's review: a translator (or contributor, or anyone who writes it) submits it, an
 * editor approves it (it is published at once) or rejects it with a note. The queue around these
 * belongs to the languages work; the state lives on the translation (review_state, review_note).
 */
export const reviewRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  const postSite = { one: ({ params }: { params: { id: number } }) => ctx.posts.siteOf(params.id) };

  const load = async (postId: number, code: string): Promise<TranslationRow> => {
    const [row] = await ctx.db
      .select()
      .from(postTranslations)
      .where(and(eq(postTranslations.postId, postId), eq(postTranslations.locale, code)))
      .limit(1);
    if (!row) throw notFound('This post has no translation in that language');
    return row;
  };

  const setReview = async (row: TranslationRow, values: Partial<TranslationRow>): Promise<TranslationReview> => {
    const now = ctx.clock.now();
    const [saved] = await ctx.db.transaction(async (tx) => {
      // The editor's optimistic lock sees the change: an open editor gets a 409, not a silent overwrite.
      await tx.update(posts).set({ version: sql`${posts.version} + 1`, updatedAt: now }).where(eq(posts.id, row.postId));
      return tx.update(postTranslations).set({ ...values, updatedAt: now }).where(eq(postTranslations.id, row.id)).returning();
    });
    return toReview(saved!);
  };

  /**
   * Whoever may write this translation: anyone who edits any post, a translator into this
   * language, the author of their own post.
   */
  const guardWriter = async (userId: number, siteId: number, params: { id: number; code: string }) => {
    const facts = await ctx.access.facts(userId);
    if (canOnSite(facts, 'posts.write_any', siteId)) return;
    if (canOnSite(facts, 'translations.write', siteId)) {
      const languages = facts.memberships.get(siteId)?.languages ?? [];
      if (!languages.includes(params.code)) throw forbidden(`You do not translate into ${params.code} on this site`);
    } else {
      await guardPostOwner(ctx.db, ctx.access, userId, siteId, params.id);
    }
  };

  /** The translation by its title and language, with its review state (and status) before and after. */
  const reviewed = (row: TranslationRow, after: TranslationReview): ActivityDetails => ({
    target: { type: 'translation', id: `${row.postId}/${row.locale}`, label: `${row.title} (${row.locale})` },
    changes: {
      review_state: { before: row.reviewState ?? null, after: after.review_state },
      ...(row.status !== after.status ? { status: { before: row.status, after: after.status } } : {}),
      ...(after.review_note ? { review_note: { before: row.reviewNote ?? null, after: after.review_note } } : {}),
      ...(row.machine !== after.machine ? { machine: { before: row.machine, after: after.machine } } : {}),
    },
  });

  registerRoute(
    app,
    ctx,
    r.submitTranslation,
    { site: postSite, permission: 'translations.submit', invalidates: false, activity: 'translation.submit' },
    async ({ admin, params, siteIds: [siteId], activity }) => {
      await guardWriter(admin.user.id, siteId!, params);
      const row = await load(params.id, params.code);
      if (row.status === 'published') throw conflict('This translation is already published');
      if (row.reviewState === 'submitted') {
        activity(reviewed(row, toReview(row)));
        return { translation: toReview(row) };
      }
      const translation = await setReview(row, { reviewState: 'submitted', reviewNote: null });
      activity(reviewed(row, translation));
      return { translation };
    },
  );

  registerRoute(
    app,
    ctx,
    r.approveTranslation,
    { site: postSite, permission: 'translations.approve', activity: 'translation.publish' },
    async ({ params, activity }) => {
      const row = await load(params.id, params.code);
      if (row.reviewState !== 'submitted') throw conflict('This translation was not submitted for review');
      // An editor's approval is a person's review: a machine translation's mark goes with it.
      const translation = await setReview(row, {
        reviewState: null,
        reviewNote: null,
        machine: false,
        status: 'published',
        publishAt: null,
        publishedAt: row.publishedAt ?? ctx.clock.now(),
      });
      ctx.scheduler.wake();
      activity(reviewed(row, translation));
      return { translation };
    },
  );

  registerRoute(
    app,
    ctx,
    r.rejectTranslation,
    { site: postSite, permission: 'translations.approve', invalidates: false, activity: 'translation.reject' },
    async ({ params, body, activity }) => {
      const row = await load(params.id, params.code);
      if (row.reviewState !== 'submitted') throw conflict('This translation was not submitted for review');
      const translation = await setReview(row, { reviewState: 'rejected', reviewNote: body.note });
      activity(reviewed(row, translation));
      return { translation };
    },
  );

  // A person read the machine's text and takes it as theirs: the mark that blocks publishing goes.
  registerRoute(
    app,
    ctx,
    r.reviewMachineTranslation,
    {
      site: postSite,
      permission: ['posts.write_own', 'posts.write_any', 'translations.write'],
      invalidates: false,
      activity: 'translation.review_machine',
    },
    async ({ admin, params, siteIds: [siteId], activity }) => {
      await guardWriter(admin.user.id, siteId!, params);
      const row = await load(params.id, params.code);
      if (!row.machine) throw conflict('This translation is not marked as machine translation');
      const translation = await setReview(row, { machine: false });
      activity(reviewed(row, translation));
      return { translation };
    },
  );
};
