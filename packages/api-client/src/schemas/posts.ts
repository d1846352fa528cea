import { z } from 'zod';
import { categoryKeySchema } from './categories';
import { idSchema, tipSchema } from './common';
import {
  CONTENT_TYPES,
  LANGUAGE_STATUSES,
  ORIGINAL_LANGUAGE,
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
  TRANSLATION_STATES,
  TRANSLATION_STATUSES,
} from './post-constants';

export * from './post-constants';

/*
 * The post editor's contract (issue 8): one post with every translation. Create and update send
 * the same shape as the read (and `version` on update only); fields the server owns (`id`,
 * `updated_at`, `deleted_at`, `published_at`, `stale`, tip `number`) are accepted on update and
 * ignored.
 */

/* ---------- building blocks ---------- */

/** A language code a site may enable (the catalogue's codes: `de`, `pt`, `zh` ...). */
export const languageCodeSchema = z
  .string()
  .min(2)
  .max(10)
  .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, 'Invalid language code');

const UNSAFE_SCHEME = 'Only http and https links are allowed';

/** A link a reader may follow: absolute http(s) only (javascript:, data:, vbscript: ... refused). */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export const linkUrlSchema = z.string().trim().max(2048).refine(isHttpUrl, UNSAFE_SCHEME);

/** An image: an uploaded file (`/media/...` on this server) or an absolute http(s) URL. */
export function isImageUrl(value: string): boolean {
  return /^\/media\/[A-Za-z0-9._/-]+$/.test(value) || isHttpUrl(value);
}
const IMAGE_URL_MESSAGE = 'Only uploaded images or http(s) image links are allowed';
export const imageUrlSchema = z.string().trim().max(2048).refine(isImageUrl, IMAGE_URL_MESSAGE);

/** "4.5/5": 0 to 5 in half steps (SPEC: rating is out of 5). */
export const ratingSchema = z
  .string()
  .trim()
  .regex(/^(?:[0-4](?:\.5)?|5)\/5$/, 'Rating is a number from 0 to 5 in half steps, written like 4.5/5');

/**
 * A URL slug in one language: lower-case letters of any script, digits and single hyphens
 * (Arabic and Chinese slugs stay in their script). Empty on input = generate from the title.
 */
export const slugSchema = z
  .string()
  .trim()
  .max(200)
  .regex(/^(?:[\p{Ll}\p{Lo}\p{Nd}\p{M}]+(?:-[\p{Ll}\p{Lo}\p{Nd}\p{M}]+)*)?$/u, 'Use lower-case letters, digits and single hyphens');

/** A tip's identity across languages: the texts of one tip in every language share it. */
export const tipIdSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'Invalid tip id');

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((value) => (value ? value : null));

/**
 * One tip (SPEC section 3) with a stable `id`. `rating`, `cta_link` and `company_name` are
 * language-neutral: the server takes them from the original (`en`) and repeats them in every
 * translation; the texts and `price_range` are per language.
 */
export const postTipSchema = z
  .strictObject({
    id: tipIdSchema,
    /** Position, 1-based; computed by the server from the order. */
    number: z.number().int().positive().optional(),
    title: z.string().trim().min(1, 'Title is required').max(200),
    description: z.string().trim().min(1, 'Description is required').max(5000),
    tip: optionalText(1000),
    rating: ratingSchema.nullable(),
    price_range: optionalText(60),
    cta_text: optionalText(80),
    cta_link: linkUrlSchema.nullable(),
    /**
     * An affiliate offer the call to action follows (issue 18): /go resolves it at each click;
     * `cta_link` is then the fallback while the offer is paused, ended or out of its dates.
     * Language-neutral like the link.
     */
    offer_id: idSchema.nullable().default(null),
    affiliate_note: optionalText(300),
    company_name: optionalText(100),
  })
  .superRefine((tip, ctx) => {
    if ((tip.cta_link || tip.offer_id) && !tip.cta_text) {
      ctx.addIssue({ code: 'custom', path: ['cta_text'], message: 'A call to action needs its text' });
    }
    if (tip.cta_text && !tip.cta_link && !tip.offer_id) {
      ctx.addIssue({ code: 'custom', path: ['cta_link'], message: 'A call to action needs its link' });
    }
  });
export type PostTip = z.infer<typeof postTipSchema>;
export type PostTipInput = z.input<typeof postTipSchema>;

/* ---------- translations ---------- */

export const translationStatusSchema = z.enum(TRANSLATION_STATUSES);
export type TranslationStatus = z.infer<typeof translationStatusSchema>;

export const translationStateSchema = z.enum(TRANSLATION_STATES);
export type TranslationState = z.infer<typeof translationStateSchema>;

/** One language of a post in the posts list: its status and, apart, its stale mark. */
export const languageStateSchema = z.object({
  status: z.enum(LANGUAGE_STATUSES),
  /** The English original changed since this translation was last saved (always false for it). */
  stale: z.boolean(),
  /**
   * Machine-translated and not yet reviewed by a person: it cannot be published until someone
   * marks it reviewed (always false for the original). Absent from older servers.
   */
  machine: z.boolean().optional(),
  /** When a scheduled translation goes live (null otherwise). */
  publish_at: z.string().nullable(),
});
export type LanguageState = z.infer<typeof languageStateSchema>;

export const contentTypeSchema = z.enum(CONTENT_TYPES);
export type ContentType = z.infer<typeof contentTypeSchema>;

const isoDateTime = z.iso.datetime({ offset: true });

/** A published or scheduled translation without a body (the server says it again after sanitizing). */
export const EMPTY_BODY_MESSAGE = 'Add a body before publishing';

/**
 * The English original as it was when a translation was last saved (its texts only): what the
 * stale banner compares with the English of now.
 */
export const sourceSnapshotSchema = z.object({
  title: z.string(),
  excerpt: z.string(),
  content_type: contentTypeSchema,
  content: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      description: z.string(),
      tip: z.string().nullable(),
      price_range: z.string().nullable(),
      cta_text: z.string().nullable(),
      affiliate_note: z.string().nullable(),
    }),
  ),
  content_html: z.string().nullable(),
});
export type SourceSnapshot = z.infer<typeof sourceSnapshotSchema>;

/**
 * A translation's SEO (issue 16): what search results and link previews show instead of the title,
 * the excerpt and the featured image (null = use those), and `noindex` (the page asks search
 * engines to stay away and is left out of the sitemaps). Every field may be left out: null / false.
 */
export const translationSeoSchema = z.strictObject({
  title: optionalText(SEO_TITLE_MAX).default(null),
  description: optionalText(SEO_DESCRIPTION_MAX).default(null),
  /** Same rule as featured_image_url; an empty string means none. */
  image_url: z
    .string()
    .trim()
    .max(2048)
    .refine((value) => value === '' || isImageUrl(value), IMAGE_URL_MESSAGE)
    .nullable()
    .transform((value) => value || null)
    .default(null),
  noindex: z.boolean().default(false),
});
export type TranslationSeo = z.infer<typeof translationSeoSchema>;
export type TranslationSeoInput = z.input<typeof translationSeoSchema>;

/** What the server answers: every field present. */
export const translationSeoReadSchema = z.object({
  title: z.string().nullable(),
  description: z.string().nullable(),
  image_url: z.string().nullable(),
  noindex: z.boolean(),
});

/** A translation without SEO of its own. */
export const EMPTY_SEO: TranslationSeo = { title: null, description: null, image_url: null, noindex: false };

export const postTranslationSchema = z
  .strictObject({
    title: z.string().trim().min(1, 'Title is required').max(200),
    /** Unique per site and language; empty on input = generated from the title. */
    slug: slugSchema,
    excerpt: z.string().trim().max(500),
    content_type: contentTypeSchema,
    /** The tips, when content_type is json (same ids and order as the original's). */
    content: z.array(postTipSchema).max(60),
    /** The body, when content_type is html (sanitized by the server on write and on render). */
    content_html: z.string().max(200_000).nullable(),
    status: translationStatusSchema,
    /** When a scheduled translation goes public (required when status is scheduled). */
    publish_at: isoDateTime.nullable(),
    /** Set by the server when the translation went public; ignored on input. */
    published_at: isoDateTime.nullable().optional(),
    /**
     * True when the original changed after this translation was last saved. Read-only, except
     * that sending `false` for a stale translation marks it reviewed ("saved again").
     */
    stale: z.boolean().optional(),
    /** Alt text of the featured image in this language (required when the post has an image). */
    featured_image_alt: optionalText(300).optional(),
    /** Read-only (the review routes set them): accepted so a read can be sent back, then ignored. */
    review_state: z.enum(['submitted', 'rejected']).nullable().optional(),
    review_note: z.string().max(2000).nullable().optional(),
    /** Read-only (machine translation and its review set it): accepted so a read can be sent back, then ignored. */
    machine: z.boolean().optional(),
    /** Read-only: accepted so a read can be sent back, then ignored (the server keeps its own). */
    source_snapshot: sourceSnapshotSchema.nullable().optional(),
    /** Left out (a client that predates it): the translation keeps the SEO it has. */
    seo: translationSeoSchema.optional(),
  })
  .superRefine((translation, ctx) => {
    if (translation.status === 'scheduled' && !translation.publish_at) {
      ctx.addIssue({ code: 'custom', path: ['publish_at'], message: 'Choose when to publish' });
    }
    if (translation.status !== 'draft') {
      const empty =
        translation.content_type === 'json'
          ? translation.content.length === 0
          : !translation.content_html?.replace(/<[^>]*>/g, '').trim();
      if (empty) {
        ctx.addIssue({
          code: 'custom',
          path: [translation.content_type === 'json' ? 'content' : 'content_html'],
          message: EMPTY_BODY_MESSAGE,
        });
      }
    }
  });
export type PostTranslation = z.infer<typeof postTranslationSchema>;
export type PostTranslationInput = z.input<typeof postTranslationSchema>;

/* ---------- the post ---------- */

const postFields = {
  site_id: idSchema,
  /** The key of one of the site's categories (checked against the site when saved). */
  category: categoryKeySchema,
  author_id: idSchema.nullable(),
  trending: z.boolean(),
  is_advertorial: z.boolean(),
  /** Minutes. Computed from the text when read_time_auto is true. */
  read_time: z.number().int().min(1).max(240),
  /** True: the server computes read_time from the original's text on every save. */
  read_time_auto: z.boolean(),
  featured_image_url: imageUrlSchema.nullable(),
  translations: z.record(languageCodeSchema, postTranslationSchema),
  /**
   * Ids of the site's tags (issue 17), each once. Left out: a new post has none, a saved post
   * keeps the ones it has (a client that predates tags does not clear them).
   */
  tags: z
    .array(idSchema)
    .max(50)
    .refine((ids) => new Set(ids).size === ids.length, 'Each tag once')
    .optional(),
};

function requireOriginal(
  post: { translations: Record<string, unknown>; featured_image_url: string | null },
  ctx: z.core.$RefinementCtx,
) {
  if (!post.translations[ORIGINAL_LANGUAGE]) {
    ctx.addIssue({
      code: 'custom',
      path: ['translations', ORIGINAL_LANGUAGE],
      message: 'The English original is required',
    });
  }
  if (post.featured_image_url) {
    for (const [code, translation] of Object.entries(post.translations)) {
      if (!(translation as PostTranslation).featured_image_alt) {
        ctx.addIssue({
          code: 'custom',
          path: ['translations', code, 'featured_image_alt'],
          message: 'Describe the image for readers who cannot see it',
        });
      }
    }
  }
}

/** POST /api/admin/posts */
export const createPostRequestSchema = z.strictObject(postFields).superRefine(requireOriginal);
export type CreatePostRequest = z.infer<typeof createPostRequestSchema>;
export type CreatePostInput = z.input<typeof createPostRequestSchema>;

/**
 * Fields GET returns that the server owns: accepted on PUT so a read can be sent back as it is,
 * then ignored (the path names the post; the server dates the save and the trash). Anything
 * else unknown is still refused.
 */
const readOnlyPostFields = {
  id: z.number().int().optional(),
  updated_at: z.string().optional(),
  deleted_at: z.string().nullable().optional(),
};

/** PUT /api/admin/posts/{id}: the whole post, with the version it was read at. */
export const updatePostRequestSchema = z
  .strictObject({ ...postFields, ...readOnlyPostFields, version: z.number().int().positive() })
  .superRefine(requireOriginal);
export type UpdatePostRequest = z.infer<typeof updatePostRequestSchema>;
export type UpdatePostInput = z.input<typeof updatePostRequestSchema>;

/** A translation as the server returns it: every field present. */
export const postTranslationReadSchema = z.object({
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  content_type: contentTypeSchema,
  /** The editor's read always carries the tip ids, and the offer each call to action follows (null: none). */
  content: z.array(tipSchema.required({ id: true }).extend({ offer_id: z.number().int().nullable().optional() })),
  content_html: z.string().nullable(),
  status: translationStatusSchema,
  publish_at: z.string().nullable(),
  published_at: z.string().nullable(),
  stale: z.boolean(),
  featured_image_alt: z.string().nullable(),
  /** `submitted` by a translator or contributor, `rejected` (sent back with `review_note`), or null. */
  review_state: z.enum(['submitted', 'rejected']).nullable(),
  review_note: z.string().nullable(),
  /**
   * The text came from machine translation and no person has reviewed it yet: it cannot be
   * published or scheduled until someone marks it reviewed (absent from older servers: false).
   */
  machine: z.boolean().optional(),
  /**
   * While the translation is stale: the English as it was when the translation was last saved
   * (null when not stale, or saved before snapshots were kept). Absent from older servers.
   */
  source_snapshot: sourceSnapshotSchema.nullable().optional(),
  /** Search and share texts (this server always sends them; absent from older servers: the defaults). */
  seo: translationSeoReadSchema.optional(),
});
export type PostTranslationRead = z.infer<typeof postTranslationReadSchema>;

/** GET /api/admin/posts/{id} and every write's reply. */
export const adminPostDetailSchema = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  category: z.string(),
  author_id: z.number().int().nullable(),
  trending: z.boolean(),
  is_advertorial: z.boolean(),
  read_time: z.number().int(),
  read_time_auto: z.boolean(),
  featured_image_url: z.string().nullable(),
  /** Bumped by every save; an update carrying an older one answers 409. */
  version: z.number().int(),
  updated_at: z.string(),
  /** Set while the post is in the trash (restorable for 30 days, then purged). */
  deleted_at: z.string().nullable(),
  translations: z.record(z.string(), postTranslationReadSchema),
  /** Ids of the post's tags, by id. */
  tags: z.array(z.number().int()),
});
export type AdminPostDetail = z.infer<typeof adminPostDetailSchema>;

export const adminPostResponseSchema = z.object({ post: adminPostDetailSchema });
export type AdminPostResponse = z.infer<typeof adminPostResponseSchema>;

/** 409 on PUT: someone saved in between; `current` is what they saved. */
export const postConflictBodySchema = z.object({
  message: z.string(),
  current: adminPostDetailSchema,
});
export type PostConflictBody = z.infer<typeof postConflictBodySchema>;

/* ---------- trash ---------- */

export const trashedPostSchema = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  title: z.string(),
  category: z.string().nullable(),
  deleted_at: z.string(),
  /** When the post is purged for good (deleted_at + 30 days). */
  purge_at: z.string(),
});
export type TrashedPost = z.infer<typeof trashedPostSchema>;
export const trashResponseSchema = z.object({ posts: z.array(trashedPostSchema) });
export type TrashResponse = z.infer<typeof trashResponseSchema>;

/**
 * POST /api/admin/posts/{id}/restore. `published`: every translation back in the state it had
 * (published ones live again, scheduled ones keep their date); `draft`: every translation back as
 * a draft, nothing public until someone publishes it. Without a choice (a client that does not
 * ask) the post comes back as drafts: a restore nobody chose must not make anything public.
 */
export const RESTORE_AS = ['published', 'draft'] as const;
export type RestoreAs = (typeof RESTORE_AS)[number];
export const restorePostRequestSchema = z.strictObject({ as: z.enum(RESTORE_AS).default('draft') }).default({ as: 'draft' });
export type RestorePostRequest = z.infer<typeof restorePostRequestSchema>;
export type RestorePostInput = z.input<typeof restorePostRequestSchema>;

/** DELETE /api/admin/posts/{id}/permanent and DELETE /api/admin/posts/trash: the posts deleted for good. */
export const deletedPostsResponseSchema = z.object({ deleted: z.array(z.number().int()) });
export type DeletedPostsResponse = z.infer<typeof deletedPostsResponseSchema>;

/* ---------- authors: see ./authors.ts ---------- */

/* ---------- media ---------- */


export const mediaVariantSchema = z.object({
  format: z.enum(['webp', 'avif']),
  width: z.number().int(),
  height: z.number().int(),
  url: z.string(),
});
export type MediaVariant = z.infer<typeof mediaVariantSchema>;

/** POST /api/admin/media (multipart: `file` and `site_id`). */
export const mediaSchema = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  /** The largest WebP: what featured_image_url takes. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  variants: z.array(mediaVariantSchema),
});
export type Media = z.infer<typeof mediaSchema>;
export const mediaResponseSchema = z.object({ media: mediaSchema });
export type MediaResponse = z.infer<typeof mediaResponseSchema>;

/** The responsive form of a featured image, as the magazine renders it (<picture> + srcset). */
export const responsiveImageSchema = z.object({
  src: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
  /** `srcset` per type, widest last: `/media/x/640.avif 640w, /media/x/1280.avif 1280w`. */
  avif: z.string().nullable(),
  webp: z.string().nullable(),
  /** Where a crop keeps the subject (0..1 from the left, from the top), set in the media library; absent: the centre. */
  focal: z.object({ x: z.number(), y: z.number() }).optional(),
});
export type ResponsiveImage = z.infer<typeof responsiveImageSchema>;

/** A library image inside a rich-text body: its sources, by the `src` the body's <img> carries (its own alt stays). */
export const bodyImageSchema = responsiveImageSchema.omit({ alt: true });
export type BodyImage = z.infer<typeof bodyImageSchema>;
