import './zod-setup';
import { z } from 'zod';
import { SHIPPED_LOCALES } from './common';
import { imageUrlSchema, languageCodeSchema, linkUrlSchema } from './posts';

/**
 * Site settings (`/{domain}/settings`) and network settings (`/settings`). Every field has a
 * default, so an empty or partial stored row, or a form that leaves a field out, still gives a
 * complete object the magazine can render from. Empty text is stored as null ("not set": the
 * magazine falls back to its translated texts).
 */

/**
 * Accent colours a site may pick: the names of the palette of the shared Mantine theme
 * (packages/ui/src/theme.ts uses Mantine's default colours). The magazine maps each to its shades.
 */
export const ACCENT_COLORS = [
  'indigo',
  'blue',
  'cyan',
  'teal',
  'green',
  'lime',
  'yellow',
  'orange',
  'red',
  'pink',
  'grape',
  'violet',
] as const;
export const accentColorSchema = z.enum(ACCENT_COLORS);
export type AccentColor = z.infer<typeof accentColorSchema>;

/** The pages whose title and body a site may write itself, per language. */
export const SITE_PAGES = ['about', 'privacy', 'terms'] as const;
export type SitePageName = (typeof SITE_PAGES)[number];
export const sitePageNameSchema = z.enum(SITE_PAGES);

/** Optional text: trimmed, at most `max` characters, empty -> null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .default(null)
    .transform((value) => value || null);

/** Optional image: an upload (`/media/...`) or an http(s) URL; empty -> null. */
const optionalImage = z
  .union([z.literal(''), imageUrlSchema])
  .nullable()
  .default(null)
  .transform((value) => value || null);

/** `%s` is where the page's own title goes. */
export const TITLE_PLACEHOLDER = '%s';

export const identitySettingsSchema = z.strictObject({
  tagline: optionalText(160),
  logo_url: optionalImage,
  favicon_url: optionalImage,
  /** null: the magazine's own colours. */
  accent_color: accentColorSchema.nullable().default(null),
});

export const socialLinkSchema = z.strictObject({
  label: z.string().trim().min(1, 'Name the link').max(40),
  url: linkUrlSchema,
});
export type SocialLink = z.infer<typeof socialLinkSchema>;

export const contactSettingsSchema = z.strictObject({
  email: z
    .union([z.literal(''), z.email('Enter a valid email address').max(254)])
    .nullable()
    .default(null)
    .transform((value) => value || null),
  phone: optionalText(40),
  address: optionalText(300),
  hours: optionalText(160),
  /** Empty: the magazine's default links. */
  social: z.array(socialLinkSchema).max(10).default([]),
});

/** One page in one language; `html` is sanitized by the server on write and by the magazine on render. */
export const sitePageTextSchema = z.strictObject({
  title: z.string().trim().min(1, 'Give the page a title').max(160),
  html: z.string().max(100_000),
});
export type SitePageText = z.infer<typeof sitePageTextSchema>;

/** Language code -> the page in that language; a language without an entry shows the translated default. */
const pageByLanguageSchema = z.record(languageCodeSchema, sitePageTextSchema).default({});

export const pagesSettingsSchema = z.strictObject({
  about: pageByLanguageSchema,
  privacy: pageByLanguageSchema,
  terms: pageByLanguageSchema,
});

export const seoSettingsSchema = z.strictObject({
  /** e.g. `%s · TipsHub`; null: the magazine's `title | site name`. */
  title_template: z
    .string()
    .trim()
    .max(120)
    .refine((value) => value === '' || value.includes(TITLE_PLACEHOLDER), `The template must contain ${TITLE_PLACEHOLDER} (the page's title)`)
    .nullable()
    .default(null)
    .transform((value) => value || null),
  /** Link previews of pages without a picture of their own. */
  share_image_url: optionalImage,
  /** A staging site: every page `noindex`, robots.txt `Disallow: /`, sitemaps empty. */
  noindex: z.boolean().default(false),
});

export const featureSettingsSchema = z.strictObject({
  contact_form: z.boolean().default(true),
  newsletter: z.boolean().default(true),
});

/** Every section may be left out (its defaults apply). */
export const siteSettingsSchema = z.strictObject({
  identity: identitySettingsSchema.default(() => identitySettingsSchema.parse({})),
  contact: contactSettingsSchema.default(() => contactSettingsSchema.parse({})),
  pages: pagesSettingsSchema.default(() => pagesSettingsSchema.parse({})),
  seo: seoSettingsSchema.default(() => seoSettingsSchema.parse({})),
  features: featureSettingsSchema.default(() => featureSettingsSchema.parse({})),
});
export type SiteSettings = z.output<typeof siteSettingsSchema>;
export type SiteSettingsInput = z.input<typeof siteSettingsSchema>;

/**
 * Stored settings as read back: each section parsed on its own, a section that no longer parses
 * (written by an older version, edited by hand) falls back to its defaults instead of breaking a page.
 */
export function readSiteSettings(stored: unknown): SiteSettings {
  const raw = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const section = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> => {
    const result = schema.safeParse(value ?? {});
    return result.success ? result.data : schema.parse({});
  };
  return {
    identity: section(identitySettingsSchema, raw.identity),
    contact: section(contactSettingsSchema, raw.contact),
    pages: section(pagesSettingsSchema, raw.pages),
    seo: section(seoSettingsSchema, raw.seo),
    features: section(featureSettingsSchema, raw.features),
  };
}

/** `version`: what the client last read (0 before the first save); a save on another version is a 409. */
export const siteSettingsResponseSchema = z.object({
  settings: siteSettingsSchema,
  version: z.number().int().min(0),
  updated_at: z.string().nullable(),
});
export type SiteSettingsResponse = z.infer<typeof siteSettingsResponseSchema>;

export const updateSiteSettingsRequestSchema = z.strictObject({
  version: z.number().int().min(0),
  settings: siteSettingsSchema,
});
export type UpdateSiteSettingsRequest = z.input<typeof updateSiteSettingsRequestSchema>;

/** The shortest password the network accepts can be raised, never below this. */
export const PASSWORD_MIN_LENGTH_FLOOR = 12;
export const PASSWORD_MAX_LENGTH = 128;

export const networkSettingsSchema = z.strictObject({
  network_name: z.string().trim().min(1, 'Name the network').max(80).default('TipsHub'),
  /** Hours a new admin session lasts; null: the deployment's TOKEN_ABSOLUTE_HOURS. */
  session_lifetime_hours: z.number().int().min(1).max(24 * 90).nullable().default(null),
  password_min_length: z
    .number()
    .int()
    .min(PASSWORD_MIN_LENGTH_FLOOR, `At least ${PASSWORD_MIN_LENGTH_FLOOR} characters`)
    .max(PASSWORD_MAX_LENGTH)
    .default(PASSWORD_MIN_LENGTH_FLOOR),
  /** The console's language for people who have not chosen one (its mails are written in the shipped five). */
  default_admin_language: z.enum(SHIPPED_LOCALES).default('en'),
  /**
   * Newsletter messages handed to the mail server per second at most (what the provider allows);
   * null: the deployment's NEWSLETTER_RATE_PER_SECOND.
   */
  newsletter_rate_per_second: z
    .number()
    .positive('More than 0 per second')
    .max(10_000)
    .nullable()
    .default(null),
  /** The currency earnings totals are reported in (each conversion keeps its own). */
  reporting_currency: z.string().regex(/^[A-Z]{3}$/, 'A currency is a three-letter code like EUR').default('USD'),
  /**
   * What one unit of each currency is worth in the reporting currency (`{ "EUR": 1.08 }` with USD
   * reporting). A currency without a rate is reported as unconverted, never counted 1:1.
   */
  currency_rates: z
    .record(z.string().regex(/^[A-Z]{3}$/, 'A currency is a three-letter code like EUR'), z.number().positive('A rate is above 0').max(1_000_000))
    .refine((rates) => Object.keys(rates).length <= 50, 'At most 50 rates')
    .default({}),
});
export type NetworkSettings = z.output<typeof networkSettingsSchema>;

/** Stored network settings as read back: a field that no longer parses takes its default. */
export function readNetworkSettings(stored: unknown): NetworkSettings {
  const raw = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const defaults = networkSettingsSchema.parse({});
  const fields = Object.keys(defaults) as Array<keyof NetworkSettings>;
  const result: Record<string, unknown> = {};
  for (const field of fields) {
    const parsed = networkSettingsSchema.shape[field].safeParse(raw[field]);
    result[field] = parsed.success ? parsed.data : defaults[field];
  }
  return result as NetworkSettings;
}

export const networkSettingsResponseSchema = z.object({
  settings: networkSettingsSchema,
  version: z.number().int().min(0),
  updated_at: z.string().nullable(),
});
export type NetworkSettingsResponse = z.infer<typeof networkSettingsResponseSchema>;

export const updateNetworkSettingsRequestSchema = z.strictObject({
  version: z.number().int().min(0),
  settings: networkSettingsSchema,
});
export type UpdateNetworkSettingsRequest = z.input<typeof updateNetworkSettingsRequestSchema>;

/** Public: one page's own text in one language (null: the magazine's translated default). */
export const sitePageParamsSchema = z.strictObject({ page: sitePageNameSchema, locale: languageCodeSchema });
export const sitePageResponseSchema = z.object({ page: sitePageTextSchema.nullable() });
export type SitePageResponse = z.infer<typeof sitePageResponseSchema>;
