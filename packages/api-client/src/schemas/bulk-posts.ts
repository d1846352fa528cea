import { z } from 'zod';
import { categoryKeySchema } from './categories';
import { idSchema } from './common';
import { languageCodeSchema } from './posts';

/*
 * POST /api/admin/posts/bulk: one action on many posts, in one request and one transaction. Each
 * post is judged by the rules of a single save (role, own posts, publishable body); the reply
 * says which were done and which were refused, and why.
 */

/** The most posts one request may touch (ids given or matched by the filter). */
export const BULK_MAX_POSTS = 1000;

export const BULK_ACTIONS = [
  'publish',
  'unpublish',
  'schedule',
  'trash',
  'category',
  'set_trending',
  'clear_trending',
] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

const bulkLanguagesSchema = z
  .array(languageCodeSchema)
  .min(1, 'Choose at least one language')
  .max(50)
  .transform((codes) => [...new Set(codes)]);

/**
 * Every post (not in the trash) matching the posts table's search, on `site_id` or every site the
 * admin manages.
 */
export const bulkFilterSchema = z.strictObject({
  /** Matches title or category, case-insensitively (the posts table's search). */
  q: z.string().trim().max(200).optional(),
  category: categoryKeySchema.optional(),
});
export type BulkFilter = z.infer<typeof bulkFilterSchema>;

const selection = {
  /**
   * The site the posts belong to (posts of other sites are refused as not found); absent: every
   * site the admin manages. One site also narrows the cache invalidation to it.
   */
  site_id: idSchema.optional(),
  ids: z
    .array(idSchema)
    .min(1, 'Select at least one post')
    .max(BULK_MAX_POSTS, `At most ${BULK_MAX_POSTS} posts at once`)
    .transform((ids) => [...new Set(ids)])
    .optional(),
  filter: bulkFilterSchema.optional(),
};

export const bulkPostsRequestSchema = z
  .discriminatedUnion('action', [
    z.strictObject({ ...selection, action: z.literal('publish'), languages: bulkLanguagesSchema }),
    z.strictObject({
      ...selection,
      action: z.literal('unpublish'),
      languages: bulkLanguagesSchema,
    }),
    z.strictObject({
      ...selection,
      action: z.literal('schedule'),
      languages: bulkLanguagesSchema,
      publish_at: z.iso.datetime({ offset: true }),
    }),
    z.strictObject({ ...selection, action: z.literal('trash') }),
    z.strictObject({ ...selection, action: z.literal('category'), category: categoryKeySchema }),
    z.strictObject({ ...selection, action: z.literal('set_trending') }),
    z.strictObject({ ...selection, action: z.literal('clear_trending') }),
  ])
  .superRefine((body, ctx) => {
    if ((body.ids === undefined) === (body.filter === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['ids'], message: 'Send either ids or a filter' });
    }
  });
export type BulkPostsRequest = z.infer<typeof bulkPostsRequestSchema>;
export type BulkPostsInput = z.input<typeof bulkPostsRequestSchema>;

export const bulkRefusalSchema = z.object({ id: z.number().int(), reason: z.string() });
export type BulkRefusal = z.infer<typeof bulkRefusalSchema>;

export const bulkPostsResponseSchema = z.object({
  action: z.enum(BULK_ACTIONS),
  /** The posts the action was applied to (or that already were as asked). */
  done: z.array(z.number().int()),
  refused: z.array(bulkRefusalSchema),
});
export type BulkPostsResponse = z.infer<typeof bulkPostsResponseSchema>;
