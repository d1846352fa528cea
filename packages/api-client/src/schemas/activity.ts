import { z } from 'zod';
import { idSchema } from './common';

/* ---------- the activity log (GET /api/admin/activity) ---------- */

/**
 * What each kind of write is called in the log. The server declares one per write route
 * (apps/api/src/lib/route.ts) and the console names them in words; a new name goes here first.
 */
export const ACTIVITY_ACTIONS = [
  'post.create',
  'post.update',
  'post.trash',
  'post.restore',
  'post.duplicate',
  /** A trashed post deleted for good. */
  'post.delete',
  /** Every trashed post of a site deleted for good. */
  'post.empty_trash',
  /** A preview link of a translation made (anyone holding it reads the translation) or revoked. */
  'preview.create',
  'preview.revoke',
  /** One bulk action (POST /api/admin/posts/bulk) on many posts: one entry with what was done and refused. */
  'post.bulk',
  'translation.submit',
  'translation.publish',
  'translation.reject',
  /** A person reviewed a machine translation (it may be published now). */
  'translation.review_machine',
  'site.create',
  'site.update',
  'site.delete',
  'site.restore',
  'site.toggle_active',
  'site.toggle_maintenance',
  'site.settings.update',
  'network.settings.update',
  /** The machine translation provider, key, glossary or budget changed (never the key itself). */
  'machine_translation.update',
  'language.add',
  'language.toggle',
  /** A language's interface strings saved (a batch from the console) or imported from a file. */
  'strings.update',
  'strings.import',
  'category.create',
  'category.update',
  'category.delete',
  'category.reorder',
  'tag.create',
  'tag.update',
  'tag.delete',
  'tag.merge',
  'author.create',
  'author.update',
  'author.delete',
  'person.update',
  'person.role_change',
  'person.suspend',
  'person.reactivate',
  'person.delete',
  'person.transfer_ownership',
  'person.password_reset',
  'invite.create',
  'invite.resend',
  'invite.revoke',
  'me.update',
  'me.password_change',
  'session.revoke',
  'lead.status',
  'subscriber.import',
  'subscriber.delete',
  'newsletter.create',
  'newsletter.update',
  'newsletter.delete',
  'newsletter.send',
  'media.upload',
  'partner.create',
  'partner.update',
  'partner.delete',
  'offer.create',
  'offer.update',
  'offer.delete',
  /** An offer's postback secret replaced (postbacks signed with the old one are refused). */
  'offer.rotate_secret',
  /** A partner's report imported: one entry for the file. */
  'conversion.import',
  'media.update',
  'media.delete',
  'media.replace',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** What an entry is about; each has its screen in the console where there is one. */
export const ACTIVITY_TARGET_TYPES = ['post', 'translation', 'site', 'network', 'language', 'category', 'tag', 'author', 'person', 'invite', 'session', 'lead', 'subscriber', 'newsletter', 'media', 'partner', 'offer'] as const;
export type ActivityTargetType = (typeof ACTIVITY_TARGET_TYPES)[number];

/** Field-level changes: `{ field: { before, after } }` (null: nothing to show beyond the action). */
export const activityChangesSchema = z.record(z.string(), z.object({ before: z.unknown(), after: z.unknown() }));
export type ActivityChanges = z.infer<typeof activityChangesSchema>;

export const activityEntrySchema = z.object({
  /** A string: the log counts past 2^53 long after a number would have stopped being exact. */
  id: z.string(),
  at: z.string(),
  /** `id` is null once the person was removed; the name is the one they had then. */
  user: z.object({ id: z.number().int().nullable(), name: z.string() }),
  site_id: z.number().int().nullable(),
  action: z.enum(ACTIVITY_ACTIONS),
  target: z.object({ type: z.enum(ACTIVITY_TARGET_TYPES), id: z.string().nullable(), label: z.string().nullable() }),
  changes: activityChangesSchema.nullable(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** A cursor: the `next_before` of the previous page (an entry id). */
const cursorSchema = z.string().regex(/^[1-9]\d{0,18}$/, 'Expected an entry id');

export const activityQuerySchema = z.strictObject({
  site_id: idSchema.optional(),
  user_id: idSchema.optional(),
  action: z.enum(ACTIVITY_ACTIONS).optional(),
  target_type: z.enum(ACTIVITY_TARGET_TYPES).optional(),
  /** Entries older than this one (cursor pagination, newest first). */
  before: cursorSchema.optional(),
  /** Entries written before this date or time (ISO 8601), e.g. `2026-01-31`. */
  until: z.iso.date().or(z.iso.datetime({ offset: true })).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type ActivityQuery = z.input<typeof activityQuerySchema>;

export const activityResponseSchema = z.object({
  entries: z.array(activityEntrySchema),
  /** Pass as `before` for the next page; null on the last one. */
  next_before: z.string().nullable(),
});
export type ActivityResponse = z.infer<typeof activityResponseSchema>;
