import './zod-setup';
import { z } from 'zod';
import { categorySlugSchema } from './categories';
import { idSchema } from './common';
import { paginationSchema, publicPostCardSchema } from './public';

/**
 * A site's tags (issue 17): per language a name and a URL slug (unique per site and language).
 * Posts carry theirs as `tags: number[]`; the magazine has a page per tag and language.
 */

/** A language code as the spec's locale rule has it: two lowercase letters. */
const languageCodeSchema = z.string().regex(/^[a-z]{2}$/, 'A language code is two lowercase letters');

/** Same URL rule as a category's slug (the language's own script, single hyphens). */
export const tagSlugSchema = categorySlugSchema;

export const tagTranslationSchema = z.object({
  name: z.string().trim().min(1, 'Required').max(60),
  slug: tagSlugSchema,
});
export type TagTranslation = z.output<typeof tagTranslationSchema>;

const translationsSchema = z
  .record(languageCodeSchema, tagTranslationSchema)
  .refine((translations) => Object.keys(translations).length > 0, { message: 'Name the tag in at least one language' });

export const adminTagSchema = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  translations: z.record(z.string(), z.object({ name: z.string(), slug: z.string() })),
  /** Posts (trash included) carrying the tag. */
  posts_count: z.number().int(),
});
export type AdminTag = z.infer<typeof adminTagSchema>;

/** `q`: part of a name or slug in any language (the editor's type-to-find). */
export const tagsQuerySchema = z.strictObject({
  site_id: idSchema.optional(),
  q: z.string().trim().max(60).optional(),
});
export type TagsQuery = z.input<typeof tagsQuerySchema>;
export const tagsResponseSchema = z.object({ tags: z.array(adminTagSchema) });
export type TagsResponse = z.infer<typeof tagsResponseSchema>;
export const tagResponseSchema = z.object({ tag: adminTagSchema });
export type TagResponse = z.infer<typeof tagResponseSchema>;

export const createTagRequestSchema = z.strictObject({ site_id: idSchema, translations: translationsSchema });
export type CreateTagRequest = z.input<typeof createTagRequestSchema>;

/** The full set of languages: a language left out loses its words. */
export const updateTagRequestSchema = z.strictObject({ translations: translationsSchema });
export type UpdateTagRequest = z.input<typeof updateTagRequestSchema>;

export const deleteTagResponseSchema = z.object({ deleted: z.literal(true), id: z.number().int() });

/** Every post of the tag moves onto `into` (a tag of the same site); the tag is then deleted. */
export const mergeTagRequestSchema = z.strictObject({ into: idSchema });
export type MergeTagRequest = z.input<typeof mergeTagRequestSchema>;

/* ---------- public ---------- */

export const tagPostsParamsSchema = z.strictObject({ slug: tagSlugSchema });
export const tagPostsQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export interface TagPostsQuery {
  page?: number;
}

/** A tag as readers see it: its words in X-Locale and its slug in every language it has (hreflang). */
export const publicTagSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  slugs: z.record(z.string(), z.string()),
});
export type PublicTag = z.infer<typeof publicTagSchema>;

export const tagPostsResponseSchema = z.object({
  tag: publicTagSchema,
  posts: z.array(publicPostCardSchema),
  pagination: paginationSchema,
});
export type TagPostsResponse = z.infer<typeof tagPostsResponseSchema>;
