import { z } from 'zod';
import { categorySchema, idSchema } from './common';
import { membershipSchema, networkRoleSchema } from './people';
import { languageStateSchema, translationStateSchema } from './posts';

/* ---------- sites ---------- */

export const siteSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  domain: z.string(),
  description: z.string().nullable().optional(),
  active: z.boolean(),
  maintenance_mode: z.boolean(),
  posts_count: z.number().int(),
  /** ISO date-time; null is shown as "Not launched". */
  launched_at: z.string().nullable(),
  /*
   * Beyond the spec (issue 19), optional so the console also works against the original backend:
   * what the site form edits, and when a deleted site goes for good.
   */
  aliases: z.array(z.string()).optional(),
  default_language: z.string().optional(),
  /** Codes of the site's enabled languages, the default first. */
  languages: z.array(z.string()).optional(),
  /** null = every category. */
  categories: z.array(categorySchema).nullable().optional(),
  /** Set on a deleted site (listed with `?deleted=true`). */
  deleted_at: z.string().nullable().optional(),
  /** When a deleted site is purged (deleted_at + 30 days). */
  purge_at: z.string().nullable().optional(),
});
export type Site = z.infer<typeof siteSchema>;

export const sitesResponseSchema = z.object({ sites: z.array(siteSchema) });
export type SitesResponse = z.infer<typeof sitesResponseSchema>;

/** Toggle replies: the spec reads only the status; we also return the changed site. */
export const siteToggleResponseSchema = z.object({ site: siteSchema });
export type SiteToggleResponse = z.infer<typeof siteToggleResponseSchema>;

/* ---------- auth ---------- */

export const loginRequestSchema = z.strictObject({
  email: z.email().max(254),
  password: z.string().min(1).max(1024),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const adminUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  /** The spec's id, name and email, with the person's network role and site memberships. */
  user: adminUserSchema.extend({ role: networkRoleSchema, memberships: z.array(membershipSchema) }),
  message: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const logoutResponseSchema = z.object({ message: z.string() });
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;

/* ---------- scoping ---------- */

/** `?site_id=` limits posts and language calls to one site (SPEC section 6). */
export const siteScopeQuerySchema = z.strictObject({ site_id: idSchema.optional() });
export type SiteScopeQuery = z.infer<typeof siteScopeQuerySchema>;

/* ---------- posts ---------- */

export const adminPostSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  /** null or empty is shown as "Uncategorized". */
  category: z.string().nullable(),
  published: z.boolean(),
  updated_at: z.string(),
  /** Language codes of existing translations, English (the original) excluded. */
  translations: z.array(z.string()),
  site_id: z.number().int().optional(),
  /**
   * Beyond the spec: the state of every language enabled for the post's site (the original
   * included): missing, draft, stale, scheduled or published. `published` above is the original's.
   */
  translation_status: z.record(z.string(), translationStateSchema).optional(),
  /**
   * Beyond the spec: the same languages (plus any translation in a language no longer enabled),
   * each with its publish status and its stale mark kept apart: a stale language that is
   * published still says published. `translation_status` above folds stale over the status.
   */
  language_states: z.record(z.string(), languageStateSchema).optional(),
});
export type AdminPost = z.infer<typeof adminPostSchema>;

export const adminPostsResponseSchema = z.object({ posts: z.array(adminPostSchema) });
export type AdminPostsResponse = z.infer<typeof adminPostsResponseSchema>;

/* ---------- languages ---------- */

export const catalogueLanguageSchema = z.object({
  code: z.string(),
  label: z.string(),
  nativeName: z.string(),
  flag: z.string(),
});
export type CatalogueLanguage = z.infer<typeof catalogueLanguageSchema>;

export const adminLanguageSchema = catalogueLanguageSchema.extend({
  id: z.number().int(),
  enabled: z.boolean(),
  isDefault: z.boolean(),
  /** Percent 0-100 of the English UI keys this language's dictionary provides. */
  translationProgress: z.number().min(0).max(100),
  keyCount: z.number().int().min(0),
});
export type AdminLanguage = z.infer<typeof adminLanguageSchema>;

export const adminLanguagesResponseSchema = z.object({ languages: z.array(adminLanguageSchema) });
export type AdminLanguagesResponse = z.infer<typeof adminLanguagesResponseSchema>;

export const availableLanguagesResponseSchema = z.object({
  languages: z.array(catalogueLanguageSchema),
});
export type AvailableLanguagesResponse = z.infer<typeof availableLanguagesResponseSchema>;

export const toggleLanguageRequestSchema = z.strictObject({ enabled: z.boolean() });
export type ToggleLanguageRequest = z.infer<typeof toggleLanguageRequestSchema>;

export const languageResponseSchema = z.object({ language: adminLanguageSchema });
export type LanguageResponse = z.infer<typeof languageResponseSchema>;

export const addLanguageRequestSchema = z.strictObject({
  code: z
    .string()
    .min(2)
    .max(10)
    .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, 'Invalid language code'),
  /** null when the call is not site-scoped. */
  site_id: idSchema.nullable(),
});
export type AddLanguageRequest = z.infer<typeof addLanguageRequestSchema>;
