import { z } from 'zod';
import { idSchema } from './common';
import { languageCodeSchema, translationStatusSchema } from './posts';

/* ---------- the translation queue (issue 17, item 6) ---------- */

/**
 * What a (post, language) waits for, in the queue's order: an editor's review first (`submitted`),
 * then the translator's rework (`rejected`), then a machine translation no person has reviewed
 * yet (`machine`), then a translation behind its original (`stale`), then one not started (`missing`).
 */
export const QUEUE_STATES = ['submitted', 'rejected', 'machine', 'stale', 'missing'] as const;
export const queueStateSchema = z.enum(QUEUE_STATES);
export type QueueState = z.infer<typeof queueStateSchema>;

export const QUEUE_PER_PAGE = 25;

export const translationQueueQuerySchema = z.strictObject({
  site_id: idSchema,
  /** One language (a translator: one of theirs, 403 otherwise); absent: every language they may see. */
  lang: languageCodeSchema.optional(),
  state: queueStateSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type TranslationQueueQuery = z.input<typeof translationQueueQuerySchema>;

export const translationQueueItemSchema = z.object({
  post_id: z.number().int(),
  /** The English original's title. */
  title: z.string(),
  lang: z.string(),
  state: queueStateSchema,
  /** The translation's publish status; null while it is missing. */
  status: translationStatusSchema.nullable(),
  /** The editor's note of a translation sent back. */
  review_note: z.string().nullable(),
  /** The translation's last change (a missing one: the post's). */
  updated_at: z.string(),
});
export type TranslationQueueItem = z.infer<typeof translationQueueItemSchema>;

export const translationQueueResponseSchema = z.object({
  data: z.array(translationQueueItemSchema),
  /** Per state, under the other filters (site, language): the segmented filter's figures. */
  counts: z.object({
    missing: z.number().int(),
    stale: z.number().int(),
    machine: z.number().int(),
    submitted: z.number().int(),
    rejected: z.number().int(),
  }),
  pagination: z.object({
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    last_page: z.number().int(),
  }),
});
export type TranslationQueueResponse = z.infer<typeof translationQueueResponseSchema>;
