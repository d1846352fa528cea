import './zod-setup';
import { z } from 'zod';
import { idSchema } from './common';
import { paginationSchema, publicPostCardSchema } from './public';

/**
 * A site's authors (issue 17): who signs its posts, with a name, a slug (the author page's URL
 * segment), an avatar from the media library, an optional link to a person of the team, and a
 * role and a bio per language (what the spec's author_data carries).
 */

/** The author page's segment: lower-case Latin letters and digits joined by single hyphens. */
export const authorSlugSchema = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(80)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters or digits joined by single hyphens');

/** A language code as the spec's locale rule has it: two lowercase letters. */
const languageCodeSchema = z
  .string()
  .regex(/^[a-z]{2}$/, 'A language code is two lowercase letters');

export const authorTranslationSchema = z.object({
  role: z.string().trim().max(120).default(''),
  bio: z.string().trim().max(2000).default(''),
});
export type AuthorTranslation = z.output<typeof authorTranslationSchema>;

export const adminAuthorSchema = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  /** The avatar's URL: a media library image's, or a path from the content files; null = initials. */
  avatar_url: z.string().nullable(),
  /** The library image the avatar comes from (null for none, or a content-file path). */
  avatar_media_id: z.number().int().nullable(),
  /** The team member this author is. */
  user_id: z.number().int().nullable(),
  /** Posts (trash included) that name the author: an author is deleted only at 0. */
  posts_count: z.number().int(),
  translations: z.record(z.string(), z.object({ role: z.string(), bio: z.string() })),
});
export type AdminAuthor = z.infer<typeof adminAuthorSchema>;

export const authorsQuerySchema = z.strictObject({ site_id: idSchema.optional() });
export type AuthorsQuery = z.input<typeof authorsQuerySchema>;
export const authorsResponseSchema = z.object({ authors: z.array(adminAuthorSchema) });
export type AuthorsResponse = z.infer<typeof authorsResponseSchema>;
export const authorResponseSchema = z.object({ author: adminAuthorSchema });
export type AuthorResponse = z.infer<typeof authorResponseSchema>;

const authorFields = {
  name: z.string().trim().min(1, 'Required').max(120),
  slug: authorSlugSchema,
  /** An image of the site's media library; null clears the avatar. */
  avatar_media_id: idSchema.nullable(),
  /** A person of the team with a role on the site; null for none. */
  user_id: idSchema.nullable(),
  translations: z.record(languageCodeSchema, authorTranslationSchema),
};

export const createAuthorRequestSchema = z.strictObject({
  site_id: idSchema,
  ...authorFields,
  avatar_media_id: authorFields.avatar_media_id.default(null),
  user_id: authorFields.user_id.default(null),
  translations: authorFields.translations.default({}),
});
export type CreateAuthorRequest = z.input<typeof createAuthorRequestSchema>;

/** What is left out stays; `translations` is the full set (a language left out loses its words). */
export const updateAuthorRequestSchema = z.strictObject({
  name: authorFields.name.optional(),
  slug: authorFields.slug.optional(),
  avatar_media_id: authorFields.avatar_media_id.optional(),
  user_id: authorFields.user_id.optional(),
  translations: authorFields.translations.optional(),
});
export type UpdateAuthorRequest = z.input<typeof updateAuthorRequestSchema>;

export const deleteAuthorResponseSchema = z.object({
  deleted: z.literal(true),
  id: z.number().int(),
});

/* ---------- readers ---------- */

export const authorSlugParamsSchema = z.strictObject({ slug: z.string().min(1).max(200) });
export const authorPostsQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export interface AuthorPostsQuery {
  page?: number;
}

/** An author as readers see it, in the language of X-Locale (English words where it has none). */
export const publicAuthorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  avatar_url: z.string().nullable(),
  role: z.string(),
  bio: z.string(),
});
export type PublicAuthor = z.infer<typeof publicAuthorSchema>;

export const authorPostsResponseSchema = z.object({
  author: publicAuthorSchema,
  posts: z.array(publicPostCardSchema),
  pagination: paginationSchema,
});
export type AuthorPostsResponse = z.infer<typeof authorPostsResponseSchema>;
