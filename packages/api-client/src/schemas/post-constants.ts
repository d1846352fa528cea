/**
 * The posts contract's plain values, without zod: a screen that needs only these (the editor,
 * the trash) does not load the schemas. posts.ts re-exports them and builds its schemas on them.
 */

/** The original every translation is written from. */
export const ORIGINAL_LANGUAGE = 'en';

export const TRANSLATION_STATUSES = ['draft', 'scheduled', 'published'] as const;

/** A cell of the translation matrix and of the posts table's translations column. */
export const TRANSLATION_STATES = ['missing', 'draft', 'stale', 'scheduled', 'published'] as const;

/**
 * Where one language of a post stands, apart from whether it is stale: `missing` (no translation)
 * or its publish status. Stale is a separate mark, so a stale translation that is live still says so.
 */
export const LANGUAGE_STATUSES = ['missing', ...TRANSLATION_STATUSES] as const;

export const CONTENT_TYPES = ['json', 'html'] as const;

/**
 * A translation's search and share texts (issue 16): the longest accepted, and the length search
 * engines show before they cut (the editor warns above it; longer is allowed).
 */
export const SEO_TITLE_MAX = 120;
export const SEO_TITLE_ADVISED = 60;
export const SEO_DESCRIPTION_MAX = 320;
export const SEO_DESCRIPTION_ADVISED = 160;

export const TRASH_RETENTION_DAYS = 30;

export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;
export const MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
