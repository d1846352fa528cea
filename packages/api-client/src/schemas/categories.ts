import './zod-setup';
import { CATEGORY_GRADIENTS } from '@sitenet/i18n/category-styles';
import { z } from 'zod';
import { idSchema } from './common';

/**
 * A site's categories (issue 17): what posts name in their `category` field (the key), with an
 * emoji and a gradient from the theme's palette and, per language, a name, a URL slug, a
 * description and an SEO title.
 */

/** What posts store in `category`: lower-case letters, digits and hyphens; never changes. */
export const categoryKeySchema = z
  .string()
  .trim()
  .regex(
    /^[a-z][a-z0-9-]{0,39}$/,
    'Use 1 to 40 lower-case letters, digits or hyphens, starting with a letter',
  );

/**
 * A URL segment in the language's own script (Arabic and Chinese slugs keep theirs): letters,
 * digits and marks joined by single hyphens; lower-case; no slash, space or punctuation.
 */
export const categorySlugSchema = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(80)
  .regex(
    /^[\p{Ll}\p{Lo}\p{N}\p{M}]+(?:-[\p{Ll}\p{Lo}\p{N}\p{M}]+)*$/u,
    'Use lower-case letters or digits joined by single hyphens',
  );

/** A language code as the spec's locale rule has it: two lowercase letters. */
const languageCodeSchema = z
  .string()
  .regex(/^[a-z]{2}$/, 'A language code is two lowercase letters');

export const categoryTranslationSchema = z.object({
  name: z.string().trim().min(1, 'Required').max(80),
  slug: categorySlugSchema,
  description: z.string().trim().max(300).default(''),
  seo_title: z.string().trim().max(70).default(''),
});
export type CategoryTranslation = z.output<typeof categoryTranslationSchema>;

export const categoryGradientSchema = z.enum(CATEGORY_GRADIENTS, {
  message: 'Choose a gradient of the theme',
});
/** One emoji (a few code points: skin tones, joiners, flags). */
export const categoryEmojiSchema = z.string().trim().min(1, 'Required').max(16);

const translationsSchema = z
  .record(languageCodeSchema, categoryTranslationSchema)
  .refine((translations) => 'en' in translations, {
    message: 'The English name and slug are required',
  });

export const adminCategorySchema = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  key: z.string(),
  emoji: z.string(),
  gradient: z.string(),
  position: z.number().int(),
  in_nav: z.boolean(),
  /** Posts (trash included) whose category is this one: a category is deleted only at 0. */
  posts_count: z.number().int(),
  translations: z.record(
    z.string(),
    z.object({
      name: z.string(),
      slug: z.string(),
      description: z.string(),
      seo_title: z.string(),
    }),
  ),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

export const categoriesQuerySchema = z.strictObject({ site_id: idSchema.optional() });
export type CategoriesQuery = z.input<typeof categoriesQuerySchema>;
export const categoriesResponseSchema = z.object({ categories: z.array(adminCategorySchema) });
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;
export const categoryResponseSchema = z.object({ category: adminCategorySchema });
export type CategoryResponse = z.infer<typeof categoryResponseSchema>;

export const createCategoryRequestSchema = z.strictObject({
  site_id: idSchema,
  key: categoryKeySchema,
  emoji: categoryEmojiSchema,
  gradient: categoryGradientSchema,
  in_nav: z.boolean().default(true),
  translations: translationsSchema,
});
export type CreateCategoryRequest = z.input<typeof createCategoryRequestSchema>;

/** Everything but the key (posts name it) and the site; what is left out stays. */
export const updateCategoryRequestSchema = z.strictObject({
  emoji: categoryEmojiSchema.optional(),
  gradient: categoryGradientSchema.optional(),
  in_nav: z.boolean().optional(),
  /** The full set of languages: a language left out loses its words (never English). */
  translations: translationsSchema.optional(),
});
export type UpdateCategoryRequest = z.input<typeof updateCategoryRequestSchema>;

export const deleteCategoryResponseSchema = z.object({
  deleted: z.literal(true),
  id: z.number().int(),
});

/** Every category of the site, in the new order. */
export const reorderCategoriesRequestSchema = z.strictObject({
  site_id: idSchema,
  ids: z.array(idSchema).min(1).max(500),
});
export type ReorderCategoriesRequest = z.input<typeof reorderCategoriesRequestSchema>;

/** A category as readers see it, in the language of X-Locale (English words where it has none). */
export const publicCategorySchema = z.object({
  key: z.string(),
  emoji: z.string(),
  gradient: z.string(),
  position: z.number().int(),
  in_nav: z.boolean(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  seo_title: z.string(),
});
export type PublicCategory = z.infer<typeof publicCategorySchema>;
export const publicCategoriesResponseSchema = z.object({
  categories: z.array(publicCategorySchema),
});
export type PublicCategoriesResponse = z.infer<typeof publicCategoriesResponseSchema>;

/**
 * What the magazine needs to route and draw a site's categories (in GET /api/site): every
 * language's words and slug, and the slugs each once had (they answer 301 to the current one).
 */
export const siteCategorySchema = z.object({
  key: z.string(),
  emoji: z.string(),
  gradient: z.string(),
  in_nav: z.boolean(),
  translations: z.record(
    z.string(),
    z.object({
      name: z.string(),
      slug: z.string(),
      description: z.string(),
      seo_title: z.string(),
    }),
  ),
  old_slugs: z.record(z.string(), z.array(z.string())),
});
export type SiteCategory = z.infer<typeof siteCategorySchema>;
