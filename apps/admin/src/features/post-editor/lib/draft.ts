import {
  ORIGINAL_LANGUAGE,
  type AdminPostDetail,
  type TranslationSeo,
  type CONTENT_TYPES,
  type CreatePostInput,
  type PostTranslationRead,
  type SourceSnapshot,
  type TranslationStatus,
} from '@sitenet/api-client';

export type ContentType = (typeof CONTENT_TYPES)[number];

/**
 * The editor's working copy of a post. Tips are plain objects with a stable `id`; a keystroke
 * replaces only the tip (and field) it changed, so components holding other tips keep their
 * references and do not re-render.
 */
export interface TipDraft {
  id: string;
  title: string;
  description: string;
  tip: string;
  rating: string;
  price_range: string;
  cta_text: string;
  cta_link: string;
  /** The offer the call to action follows ('' = none; cta_link is then the fallback). */
  offer_id: string;
  affiliate_note: string;
  company_name: string;
}
export type TipTextField = Exclude<keyof TipDraft, 'id'>;

/** Fields of a tip that are the same in every language: written in the original only. */
export const NEUTRAL_TIP_FIELDS = ['rating', 'cta_link', 'offer_id', 'company_name'] as const satisfies readonly TipTextField[];
export type NeutralTipField = (typeof NEUTRAL_TIP_FIELDS)[number];

/** A translation's SEO while editing: texts as typed ('' = not set: the title, excerpt, image stand in). */
export interface SeoDraft {
  title: string;
  description: string;
  image_url: string;
  noindex: boolean;
}
export type SeoTextField = Exclude<keyof SeoDraft, 'noindex'>;

export const emptySeo = (): SeoDraft => ({ title: '', description: '', image_url: '', noindex: false });

export interface TranslationDraft {
  title: string;
  slug: string;
  /** False while the slug follows the title; true once the editor typed their own. */
  slugEdited: boolean;
  excerpt: string;
  content_type: ContentType;
  content: TipDraft[];
  content_html: string;
  status: TranslationStatus;
  /** `datetime-local` value (local time, no zone) while editing; ISO on the wire. */
  publish_at: string;
  published_at: string | null;
  stale: boolean;
  /** True when the editor marked a stale translation reviewed (sends `stale: false`). */
  reviewed: boolean;
  featured_image_alt: string;
  /** While stale: the English this translation was last saved against (the banner's "before"). */
  source?: SourceSnapshot | null;
  seo: SeoDraft;
}

export interface PostMetaDraft {
  /** A key of the site's categories. */
  category: string;
  author_id: number | null;
  trending: boolean;
  is_advertorial: boolean;
  read_time: number;
  read_time_auto: boolean;
  featured_image_url: string | null;
  /** Ids of the site's tags (issue 17). */
  tags: number[];
}

export interface PostDraft {
  meta: PostMetaDraft;
  translations: Record<string, TranslationDraft>;
}

export function emptyTip(id: string): TipDraft {
  return {
    id,
    title: '',
    description: '',
    tip: '',
    rating: '',
    price_range: '',
    cta_text: '',
    cta_link: '',
    offer_id: '',
    affiliate_note: '',
    company_name: '',
  };
}

export function emptyTranslation(contentType: ContentType = 'json'): TranslationDraft {
  return {
    title: '',
    slug: '',
    slugEdited: false,
    excerpt: '',
    content_type: contentType,
    content: [],
    content_html: '',
    status: 'draft',
    publish_at: '',
    published_at: null,
    stale: false,
    reviewed: false,
    featured_image_alt: '',
    seo: emptySeo(),
  };
}

export function emptyPost(): PostDraft {
  return {
    meta: {
      category: '',
      author_id: null,
      trending: false,
      is_advertorial: false,
      read_time: 5,
      read_time_auto: true,
      featured_image_url: null,
      tags: [],
    },
    translations: { [ORIGINAL_LANGUAGE]: emptyTranslation() },
  };
}

/**
 * A new translation starts from the original's structure: the same tips (same ids, same order)
 * with empty texts and the language-neutral fields copied, the same body type, a draft.
 */
export function translationFromOriginal(original: TranslationDraft): TranslationDraft {
  return {
    ...emptyTranslation(original.content_type),
    content: original.content.map((tip) => {
      const copy = emptyTip(tip.id);
      for (const field of NEUTRAL_TIP_FIELDS) copy[field] = tip[field];
      return copy;
    }),
  };
}

/**
 * Brings a translation's tips in line with the original: the original's order and ids, the
 * neutral fields from the original, the translated texts kept by tip id; tips the original no
 * longer has are dropped, new ones start empty.
 */
export function alignWithOriginal(translation: TranslationDraft, original: TranslationDraft): TranslationDraft {
  const byId = new Map(translation.content.map((tip) => [tip.id, tip]));
  let changed = translation.content.length !== original.content.length;
  const content = original.content.map((source, index) => {
    const own = byId.get(source.id) ?? emptyTip(source.id);
    if (translation.content[index]?.id !== source.id) changed = true;
    if (NEUTRAL_TIP_FIELDS.every((field) => own[field] === source[field])) return own;
    changed = true;
    const next = { ...own };
    for (const field of NEUTRAL_TIP_FIELDS) next[field] = source[field];
    return next;
  });
  return changed ? { ...translation, content } : translation;
}

const text = (value: string | null | undefined) => value ?? '';

/** ISO date-time -> the `datetime-local` value in this browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** `datetime-local` value -> ISO with offset (what the contract takes), or null. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function seoFromRead(seo: TranslationSeo | undefined): SeoDraft {
  if (!seo) return emptySeo();
  return { title: text(seo.title), description: text(seo.description), image_url: text(seo.image_url), noindex: seo.noindex };
}

export function translationFromRead(read: PostTranslationRead): TranslationDraft {
  return {
    title: read.title,
    slug: read.slug,
    slugEdited: true,
    excerpt: read.excerpt,
    content_type: read.content_type,
    content: read.content.map((tip) => ({
      id: tip.id,
      title: tip.title,
      description: tip.description,
      tip: text(tip.tip),
      rating: text(tip.rating),
      price_range: text(tip.price_range),
      cta_text: text(tip.cta_text),
      cta_link: text(tip.cta_link),
      offer_id: tip.offer_id ? String(tip.offer_id) : '',
      affiliate_note: text(tip.affiliate_note),
      company_name: text(tip.company_name),
    })),
    content_html: text(read.content_html),
    status: read.status,
    publish_at: toLocalInput(read.publish_at),
    published_at: read.published_at,
    stale: read.stale,
    reviewed: false,
    featured_image_alt: text(read.featured_image_alt),
    source: read.source_snapshot ?? null,
    seo: seoFromRead(read.seo),
  };
}

/** The server's post as the editor's working copy. */
export function draftFromPost(post: AdminPostDetail): PostDraft {
  const translations: Record<string, TranslationDraft> = {};
  for (const [code, read] of Object.entries(post.translations)) {
    translations[code] = translationFromRead(read);
  }
  if (!translations[ORIGINAL_LANGUAGE]) translations[ORIGINAL_LANGUAGE] = emptyTranslation();
  return {
    meta: {
      category: post.category,
      author_id: post.author_id,
      trending: post.trending,
      is_advertorial: post.is_advertorial,
      read_time: post.read_time,
      read_time_auto: post.read_time_auto,
      featured_image_url: post.featured_image_url,
      tags: post.tags ?? [],
    },
    translations,
  };
}

const orNull = (value: string) => (value.trim() ? value : null);

/**
 * The request body (create; update adds `version`). A translation the editor has not started
 * (no title and no text typed) is left out, so opening a language never creates an empty draft.
 */
export function toRequest(draft: PostDraft, siteId: number): CreatePostInput {
  const translations: CreatePostInput['translations'] = {};
  for (const [code, t] of Object.entries(draft.translations)) {
    if (code !== ORIGINAL_LANGUAGE && !isStarted(t)) continue;
    translations[code] = {
      title: t.title,
      slug: t.slug,
      excerpt: t.excerpt,
      content_type: t.content_type,
      content:
        t.content_type === 'json'
          ? t.content.map((tip) => ({
              id: tip.id,
              title: tip.title,
              description: tip.description,
              tip: orNull(tip.tip),
              rating: orNull(tip.rating),
              price_range: orNull(tip.price_range),
              cta_text: orNull(tip.cta_text),
              cta_link: orNull(tip.cta_link),
              offer_id: tip.offer_id ? Number(tip.offer_id) : null,
              affiliate_note: orNull(tip.affiliate_note),
              company_name: orNull(tip.company_name),
            }))
          : [],
      content_html: t.content_type === 'html' ? t.content_html : null,
      status: t.status,
      publish_at: t.status === 'scheduled' ? fromLocalInput(t.publish_at) : null,
      ...(t.reviewed ? { stale: false } : {}),
      featured_image_alt: orNull(t.featured_image_alt),
      seo: {
        title: orNull(t.seo.title),
        description: orNull(t.seo.description),
        image_url: orNull(t.seo.image_url.trim()),
        noindex: t.seo.noindex,
      },
    };
  }
  return {
    site_id: siteId,
    category: draft.meta.category,
    author_id: draft.meta.author_id,
    trending: draft.meta.trending,
    is_advertorial: draft.meta.is_advertorial,
    read_time: draft.meta.read_time,
    read_time_auto: draft.meta.read_time_auto,
    featured_image_url: draft.meta.featured_image_url,
    // A draft kept from before tags existed has none: left out, the server keeps the post's.
    ...(draft.meta.tags ? { tags: draft.meta.tags } : {}),
    translations,
  };
}

/** True once anything was written in the translation beyond what it was started from. */
export function isStarted(t: TranslationDraft): boolean {
  if (t.title.trim() || t.excerpt.trim() || t.featured_image_alt.trim()) return true;
  if (t.seo.title.trim() || t.seo.description.trim() || t.seo.image_url.trim() || t.seo.noindex) return true;
  if (t.content_type === 'html') return Boolean(t.content_html.replace(/<[^>]*>/g, '').trim());
  return t.content.some(
    (tip) => tip.title.trim() || tip.description.trim() || tip.tip.trim() || tip.cta_text.trim(),
  );
}
