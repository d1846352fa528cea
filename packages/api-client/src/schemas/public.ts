import { z } from 'zod';
import { categoryKeySchema, siteCategorySchema } from './categories';
import { localeSchema, tipSchema } from './common';
import { bodyImageSchema, responsiveImageSchema, translationSeoReadSchema } from './posts';

/** A locale-dependent author field: one string, or a map by locale (SPEC section 3). */
export const localizedTextSchema = z.union([z.string(), z.record(z.string(), z.string())]);
export type LocalizedText = z.infer<typeof localizedTextSchema>;

export const publicPostCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  category: z.string(),
  featured_image_url: z.string().nullable(),
  /** Minutes. */
  read_time: z.number().int(),
  author: z.string().nullable().optional(),
  author_name: z.string().nullable().optional(),
  author_avatar: z.string().nullable(),
  published_at: z.string().nullable(),
  trending: z.boolean(),
  /** Beyond the spec: sponsored content is labelled on its cards too. */
  is_advertorial: z.boolean().optional(),
  /** Beyond the spec: the featured image with its responsive sources, when it was uploaded. */
  image: responsiveImageSchema.nullable().optional(),
});
export type PublicPostCard = z.infer<typeof publicPostCardSchema>;

export const homepageResponseSchema = z.object({
  trending: z.array(publicPostCardSchema),
  featured: z.array(publicPostCardSchema),
});
export type HomepageResponse = z.infer<typeof homepageResponseSchema>;

export const PUBLIC_PAGE_SIZE = 9;

export const postsListQuerySchema = z.strictObject({
  /** The category's key (a default's is its English name). */
  category: categoryKeySchema,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
/** What a client sends; the server coerces `page` from the query string. */
export interface PostsListQuery {
  category: string;
  page?: number;
}

export const paginationSchema = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const postsListResponseSchema = z.object({
  posts: z.array(publicPostCardSchema),
  pagination: paginationSchema,
});
export type PostsListResponse = z.infer<typeof postsListResponseSchema>;

export const postTranslationLinkSchema = z.object({ locale: localeSchema, slug: z.string() });
export type PostTranslationLink = z.infer<typeof postTranslationLinkSchema>;

export const publicPostDetailSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  content_html: z.string().nullable(),
  content_type: z.enum(['html', 'json']),
  content_data: z.unknown().nullable(),
  content: z.array(tipSchema),
  author_id: z.number().int().nullable(),
  author_name: z.string().nullable(),
  author_avatar: z.string().nullable(),
  author_data: z
    .object({ role: localizedTextSchema.nullable(), bio: localizedTextSchema.nullable() })
    .nullable(),
  /** Beyond the spec: the author page's slug (/{author}/{slug}), which the byline links to. */
  author_slug: z.string().nullable().optional(),
  category: z.string(),
  featured_image: z.string().nullable(),
  featured_image_url: z.string().nullable(),
  read_time: z.number().int(),
  views: z.number().int(),
  is_advertorial: z.boolean(),
  published_at: z.string().nullable(),
  /** Beyond the spec: the locale this reply is written in, and every locale's slug (hreflang). */
  locale: localeSchema,
  translations: z.array(postTranslationLinkSchema),
  /** Beyond the spec: the featured image with its responsive sources and alt text in `locale`. */
  image: responsiveImageSchema.nullable().optional(),
  /**
   * Beyond the spec: the library images of an HTML body (`<img src="/media/...">`), keyed by that
   * src, so the magazine renders them with srcset and their real size. Absent when there are none.
   */
  body_images: z.record(z.string(), bodyImageSchema).optional(),
  /** Beyond the spec: when the text was last changed (JSON-LD dateModified, sitemaps). */
  updated_at: z.string().nullable().optional(),
  /**
   * Beyond the spec: this translation's search and share texts (null fields: the title, excerpt
   * and featured image stand in); `noindex` keeps the page out of search results.
   */
  seo: translationSeoReadSchema.optional(),
  /** Beyond the spec (issue 17): the article's tags in `locale` (their pages' slugs). */
  tags: z.array(z.object({ name: z.string(), slug: z.string() })).optional(),
  /**
   * Beyond the spec (issue 17): "More like this": articles published in `locale` sharing the most
   * tags with this one, then of its category, newest first; never the article itself.
   */
  related: z.array(publicPostCardSchema).optional(),
});
export type PublicPostDetail = z.infer<typeof publicPostDetailSchema>;

export const postResponseSchema = z.object({ post: publicPostDetailSchema });
export type PostResponse = z.infer<typeof postResponseSchema>;

export const slugParamsSchema = z.strictObject({ slug: z.string().min(1).max(200) });

export const translateParamsSchema = z.strictObject({
  slug: z.string().min(1).max(200),
  locale: localeSchema,
});
export const translateResponseSchema = z.object({ slug: z.string() });
export type TranslateResponse = z.infer<typeof translateResponseSchema>;

export const publicLanguagesQuerySchema = z.strictObject({
  domain: z.string().max(253).optional(),
});

export const publicLanguageSchema = z.object({
  code: z.string(),
  label: z.string(),
  flag: z.string(),
  nativeName: z.string(),
  available: z.boolean(),
});
export type PublicLanguage = z.infer<typeof publicLanguageSchema>;

export const publicLanguagesResponseSchema = z.object({
  languages: z.array(publicLanguageSchema),
});
export type PublicLanguagesResponse = z.infer<typeof publicLanguagesResponseSchema>;

/**
 * What a reader may know about the site of the Host (`GET /api/site`): its name and words, its
 * languages, the origin its pages are canonical on, and the reader-visible part of its settings
 * (null / empty: the magazine's defaults). The about / privacy / terms bodies are not here (they
 * would travel with every page): `pages` names the languages that have their own, which
 * `GET /api/site/pages/{page}/{locale}` answers.
 */
export const publicSiteSchema = z.object({
  name: z.string(),
  domain: z.string(),
  description: z.string().nullable(),
  tagline: z.string().nullable(),
  default_language: z.string(),
  languages: z.array(z.string()),
  /** The keys of the categories the site carries (its pages, navigation and sitemaps), in the site's order. */
  categories: z.array(z.string()),
  /** The same categories with their look, words and slugs per language (the magazine routes with them). */
  category_details: z.array(siteCategorySchema),
  /**
   * Each language's URL segments (`about`, `contact`, `privacy`, `terms`, `category`, `tag`,
   * `author`), for the languages the site carries: what a browser routes with, so it bundles no
   * list of every language's.
   */
  route_names: z.record(z.string(), z.record(z.string(), z.string())),
  /** e.g. `https://example.com`: where canonical, hreflang, sitemap and feed URLs point. */
  canonical_origin: z.string(),
  logo_url: z.string().nullable(),
  favicon_url: z.string().nullable(),
  /** A palette name of the shared theme (ACCENT_COLORS); null: the magazine's own colours. */
  accent_color: z.string().nullable(),
  contact: z.object({
    email: z.string().nullable(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
    hours: z.string().nullable(),
    social: z.array(z.object({ label: z.string(), url: z.string() })),
  }),
  seo: z.object({
    /** `%s · TipsHub`: `%s` is the page's title; null: the magazine's own template. */
    title_template: z.string().nullable(),
    share_image_url: z.string().nullable(),
    noindex: z.boolean(),
  }),
  features: z.object({ contact_form: z.boolean(), newsletter: z.boolean() }),
  /** The languages in which each page has the site's own title and text. */
  pages: z.object({ about: z.array(z.string()), privacy: z.array(z.string()), terms: z.array(z.string()) }),
});
export type PublicSite = z.infer<typeof publicSiteSchema>;

export const publicSiteResponseSchema = z.object({ site: publicSiteSchema });
export type PublicSiteResponse = z.infer<typeof publicSiteResponseSchema>;

/** Optional text search used by the magazine's command palette (beyond the spec). */
export const searchQuerySchema = z.strictObject({ q: z.string().trim().min(2).max(100) });
export const searchResponseSchema = z.object({ posts: z.array(publicPostCardSchema) });
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** Translation file per locale: nested text keys plus route names (SPEC section 3). */
export interface TranslationDictionary {
  routes: Record<string, string>;
  categoryRoutes: Record<string, string>;
  [key: string]: unknown;
}
