import { z } from 'zod';
import {
  categorySchema,
  createPostRequestSchema,
  languageCodeSchema,
  slugSchema,
  ORIGINAL_LANGUAGE,
  postTranslationSchema,
  tagSlugSchema,
  tagTranslationSchema,
  type PostTranslation,
} from '../../contract';

/*
 * The content folder's file format (apps/api/content/demo, and what content:export writes):
 *   articles/<key>.json  one post with every language, in the contract's CreatePostRequest shape
 *                        (the site and author ids replaced by portable keys);
 *   authors.json         the authors the articles name;
 *   tags.json            the site's tags, each by a portable key (issue 17); an article names its
 *                        tags by these keys (`tags`, written only when it has some);
 *   sites.json           the demo network only: which sites exist and which articles each carries.
 * serializeArticle() writes one canonical form, so an export is byte-stable.
 */

/** Article and author keys are slugs (the article's is its English slug, the file's name). */
const keySchema = slugSchema.refine((value) => value.length > 0, 'Required');
const post = createPostRequestSchema.shape;

/** One language of an article: the contract's translation; a published one says when it went public. */
export const contentTranslationSchema = postTranslationSchema.superRefine((translation, ctx) => {
  if (translation.status === 'published' && !translation.published_at) {
    ctx.addIssue({
      code: 'custom',
      path: ['published_at'],
      message: 'A published translation needs its published_at',
    });
  }
});

export const contentArticleSchema = z
  .strictObject({
    /** The file name without `.json`: the English slug. */
    key: keySchema,
    category: categorySchema,
    /** An author key from authors.json, or null. */
    author: keySchema.nullable(),
    trending: post.trending,
    is_advertorial: post.is_advertorial,
    read_time: post.read_time,
    read_time_auto: post.read_time_auto,
    featured_image_url: post.featured_image_url,
    /** The view count the magazine shows (demo statistics travel with the article). */
    views: z.number().int().min(0),
    /** Tag keys from tags.json, sorted (absent: none). */
    tags: z.array(tagSlugSchema).optional(),
    translations: z.record(languageCodeSchema, contentTranslationSchema),
  })
  .superRefine((article, ctx) => {
    if (!article.translations[ORIGINAL_LANGUAGE]) {
      ctx.addIssue({
        code: 'custom',
        path: ['translations', ORIGINAL_LANGUAGE],
        message: 'The English original is required',
      });
    }
  });
export type ContentArticle = z.infer<typeof contentArticleSchema>;

/** An author's role or bio by language (authors made in the console may have none yet). */
const textByLanguage = z.record(languageCodeSchema, z.string().trim().min(1));

export const contentAuthorSchema = z.strictObject({
  key: keySchema,
  name: z.string().trim().min(1),
  avatar: z.string().nullable(),
  role: textByLanguage,
  bio: textByLanguage,
});
export const contentAuthorsSchema = z.array(contentAuthorSchema);
export type ContentAuthor = z.infer<typeof contentAuthorSchema>;

/** A tag of the site: its key (its English slug, else its first one) and its words per language. */
export const contentTagSchema = z.strictObject({
  key: tagSlugSchema,
  translations: z
    .record(languageCodeSchema, tagTranslationSchema)
    .refine((translations) => Object.keys(translations).length > 0, 'Name the tag in at least one language'),
});
export const contentTagsSchema = z.array(contentTagSchema).superRefine((list, ctx) => {
  const seen = new Set<string>();
  list.forEach((tag, index) => {
    if (seen.has(tag.key)) ctx.addIssue({ code: 'custom', path: [index, 'key'], message: `Another tag has the key "${tag.key}"` });
    seen.add(tag.key);
  });
});
export type ContentTag = z.infer<typeof contentTagSchema>;

export const contentSiteSchema = z.strictObject({
  name: z.string().trim().min(1),
  domain: z.string().trim().min(1),
  description: z.string().trim().min(1),
  active: z.boolean(),
  maintenance_mode: z.boolean(),
  launched_at: z.iso.datetime({ offset: true }).nullable(),
  /** Which articles the site carries, by category; null = every article. */
  categories: z.array(categorySchema).min(1).nullable(),
  /** Languages besides English (always the enabled default): code -> enabled. */
  languages: z.record(languageCodeSchema, z.boolean()),
});
export const contentSitesSchema = z.array(contentSiteSchema);
export type ContentSite = z.infer<typeof contentSiteSchema>;

/* ---------- the canonical form ---------- */

/** English first, then the other languages in code order. */
function languageOrder(codes: string[]): string[] {
  return [...codes].sort((a, b) =>
    a === ORIGINAL_LANGUAGE ? -1 : b === ORIGINAL_LANGUAGE ? 1 : a.localeCompare(b),
  );
}

/** Whether a translation's SEO differs from the defaults. */
export function hasOwnSeo(seo: NonNullable<PostTranslation['seo']>): boolean {
  return Boolean(seo.title || seo.description || seo.image_url || seo.noindex);
}

function canonicalTranslation(translation: PostTranslation) {
  return {
    title: translation.title,
    slug: translation.slug,
    excerpt: translation.excerpt,
    status: translation.status,
    publish_at: translation.publish_at,
    published_at: translation.published_at
      ? new Date(translation.published_at).toISOString()
      : null,
    featured_image_alt: translation.featured_image_alt ?? null,
    content_type: translation.content_type,
    content_html: translation.content_html,
    content: translation.content.map((tip) => ({
      id: tip.id,
      title: tip.title,
      description: tip.description,
      tip: tip.tip,
      rating: tip.rating,
      price_range: tip.price_range,
      cta_text: tip.cta_text,
      cta_link: tip.cta_link,
      affiliate_note: tip.affiliate_note,
      company_name: tip.company_name,
    })),
    // Only when set: the files of articles without SEO of their own stay as they were.
    ...(translation.seo && hasOwnSeo(translation.seo) ? { seo: translation.seo } : {}),
  };
}

/** The file text of an article: fixed key order, two-space indent, final newline. */
export function serializeArticle(article: ContentArticle): string {
  const translations = Object.fromEntries(
    languageOrder(Object.keys(article.translations)).map((code) => [
      code,
      canonicalTranslation(article.translations[code]!),
    ]),
  );
  const ordered = {
    key: article.key,
    category: article.category,
    author: article.author,
    trending: article.trending,
    is_advertorial: article.is_advertorial,
    read_time: article.read_time,
    read_time_auto: article.read_time_auto,
    featured_image_url: article.featured_image_url,
    views: article.views,
    // Only when it has some: the files of articles without tags stay as they were.
    ...(article.tags && article.tags.length > 0 ? { tags: [...article.tags].sort() } : {}),
    translations,
  };
  return `${JSON.stringify(ordered, null, 2)}\n`;
}

/** tags.json: by key, each tag's languages English first. */
export function serializeTags(tags: ContentTag[]): string {
  const ordered = [...tags]
    .sort((a, b) => a.key.localeCompare(b.key))
    .map((tag) => ({
      key: tag.key,
      translations: Object.fromEntries(
        languageOrder(Object.keys(tag.translations)).map((code) => {
          const words = tag.translations[code]!;
          return [code, { name: words.name, slug: words.slug }];
        }),
      ),
    }));
  return serializeJson(ordered);
}

export function serializeJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
