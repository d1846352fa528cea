import { z } from 'zod';
import { idSchema } from './common';
import { languageCodeSchema, postTranslationReadSchema } from './posts';

/**
 * Revisions (issue 16): every save keeps, per translation whose content changed, the translation
 * as it was saved. Kept: at least the last REVISIONS_KEPT per translation and all of the last
 * REVISIONS_KEPT_DAYS days.
 */
export const REVISIONS_KEPT = 100;
export const REVISIONS_KEPT_DAYS = 30;

/**
 * The translation as it was saved: its texts, tips (with their facts), slug, alt text, SEO and
 * state. `seo` is absent from revisions saved before it existed.
 */
export const revisionSnapshotSchema = postTranslationReadSchema.pick({
  title: true,
  slug: true,
  excerpt: true,
  content_type: true,
  content: true,
  content_html: true,
  status: true,
  publish_at: true,
  featured_image_alt: true,
  seo: true,
});
export type RevisionSnapshot = z.infer<typeof revisionSnapshotSchema>;

/** Who saved it; null when the person was deleted since, or for imported content. */
const revisionUserSchema = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const revisionSummarySchema = z.object({
  id: z.number().int(),
  language: z.string(),
  user: revisionUserSchema,
  created_at: z.string(),
});
export type RevisionSummary = z.infer<typeof revisionSummarySchema>;

/** GET /api/admin/posts/{id}/revisions: newest first. */
export const revisionsQuerySchema = z.strictObject({ language: languageCodeSchema.optional() });
export type RevisionsQuery = z.infer<typeof revisionsQuerySchema>;
export const revisionsResponseSchema = z.object({ revisions: z.array(revisionSummarySchema) });
export type RevisionsResponse = z.infer<typeof revisionsResponseSchema>;

/** GET /api/admin/revisions/{id}: the translation as it was. */
export const revisionSchema = revisionSummarySchema.extend({
  post_id: z.number().int(),
  translation: revisionSnapshotSchema,
});
export type Revision = z.infer<typeof revisionSchema>;
export const revisionResponseSchema = z.object({ revision: revisionSchema });
export type RevisionResponse = z.infer<typeof revisionResponseSchema>;

export const revisionParamsSchema = z.strictObject({ id: idSchema });
