import { z } from 'zod';

/** Every API failure is answered with this body (ARCHITECTURE.md, "Errors"). */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** Only the add-language call names its failure `error` (SPEC section 7). */
  error: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** A positive integer taken from a URL path or query string. */
export const idSchema = z.coerce.number().int().positive().max(2_147_483_647);

export const idParamsSchema = z.strictObject({ id: idSchema });
export type IdParams = z.infer<typeof idParamsSchema>;

export const LOCALES = ['en', 'es', 'ar', 'fr', 'zh'] as const;
export const localeSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof localeSchema>;

export const CATEGORIES = [
  'lifestyle',
  'health',
  'money',
  'home',
  'food',
  'travel',
  'technology',
  'career',
] as const;
export const categorySchema = z.enum(CATEGORIES);
export type Category = z.infer<typeof categorySchema>;
