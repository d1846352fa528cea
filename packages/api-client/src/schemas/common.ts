import './zod-setup';
import { CATEGORIES } from '@sitenet/i18n/categories';
import { LOCALES, SHIPPED_LOCALES } from '@sitenet/i18n/locales';
import { z } from 'zod';

// The lists themselves live in @sitenet/i18n (no zod there, so the magazine's first load stays light).
export { CATEGORIES, LOCALES, SHIPPED_LOCALES };

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

/** A language code of the catalogue (@sitenet/i18n/languages); whether a site carries it is the site's. */
export const localeSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof localeSchema>;

export const categorySchema = z.enum(CATEGORIES);
export type Category = z.infer<typeof categorySchema>;

/** One tip of a json post as the server returns it: the magazine's article and the editor's read. */
export const tipSchema = z.object({
  /** The tip's stable id (the posts model gives tips ids); CTA links go through /go/{post}/{id}. */
  id: z.string().optional(),
  number: z.number().int(),
  title: z.string(),
  description: z.string(),
  tip: z.string().nullable(),
  /** "x/5" */
  rating: z.string().nullable(),
  price_range: z.string().nullable(),
  cta_text: z.string().nullable(),
  cta_link: z.string().nullable(),
  affiliate_note: z.string().nullable(),
  company_name: z.string().nullable(),
});
export type Tip = z.infer<typeof tipSchema>;
