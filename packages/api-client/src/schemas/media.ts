import { z } from 'zod';
import { idSchema } from './common';
import { languageCodeSchema, mediaVariantSchema } from './posts';

/* ---------- the media library (GET /api/admin/media, PUT/DELETE /api/admin/media/{id}) ---------- */

/** Library pages hold this many images. */
export const MEDIA_PAGE_SIZE = 48;
/** Alt text is read aloud: a sentence, not an essay. */
export const MEDIA_ALT_MAX = 300;

export const mediaLibraryQuerySchema = z.strictObject({
  site_id: idSchema,
  /** Matches the alt text in any language (case-insensitive). */
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type MediaLibraryQuery = z.input<typeof mediaLibraryQuerySchema>;

/** Where crops keep the subject: 0..1 from the left and from the top. */
export const focalPointSchema = z.strictObject({
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
});
export type FocalPoint = z.infer<typeof focalPointSchema>;

/** Alt text per language code of the site (`{ "es": "Un gráfico" }`). */
export const mediaAltSchema = z.record(languageCodeSchema, z.string().trim().max(MEDIA_ALT_MAX));
export type MediaAlt = z.infer<typeof mediaAltSchema>;

/** A post that shows the image: as its featured image, or inside a body (any language). */
export const mediaUseSchema = z.object({
  post_id: z.number().int(),
  title: z.string(),
  field: z.enum(['featured', 'body']),
});
export type MediaUse = z.infer<typeof mediaUseSchema>;

export const mediaLibraryItemSchema = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  /** The largest WebP, as stored (`/media/<hash>/<width>.webp`): what featured_image_url and a body's <img> take. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.record(z.string(), z.string()),
  focal_point: focalPointSchema.nullable(),
  variants: z.array(mediaVariantSchema),
  created_at: z.iso.datetime({ offset: true }),
  used_by: z.array(mediaUseSchema),
});
export type MediaLibraryItem = z.infer<typeof mediaLibraryItemSchema>;

export const mediaLibraryResponseSchema = z.object({
  media: z.array(mediaLibraryItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
});
export type MediaLibraryResponse = z.infer<typeof mediaLibraryResponseSchema>;

export const mediaItemResponseSchema = z.object({ media: mediaLibraryItemSchema });
export type MediaItemResponse = z.infer<typeof mediaItemResponseSchema>;

/** PUT /api/admin/media/{id}: the alt texts (every language the site has; an empty text clears one) and the focal point. */
export const updateMediaRequestSchema = z.strictObject({
  alt: mediaAltSchema,
  focal_point: focalPointSchema.nullable(),
});
export type UpdateMediaRequest = z.infer<typeof updateMediaRequestSchema>;
