import { createHash } from 'node:crypto';
import { slugify } from '@sitenet/i18n/slug';
import {
  EMPTY_BODY_MESSAGE,
  EMPTY_SEO,
  ORIGINAL_LANGUAGE,
  type AdminPostDetail,
  type CreatePostRequest,
  type PostTranslation,
  type PostTranslationRead,
  type SourceSnapshot,
  type TranslationSeo,
  type TranslationStatus,
} from '../../contract';
import type { posts, postTranslations, TipMeta, TipText } from '../../db/schema';
import { htmlText, readTimeMinutes } from './read-time';
import { sanitizeHtml } from './sanitize-html';

/*
 * The post as the editor sends it <-> the rows it is stored in: tips split into language-neutral
 * facts (posts.tips_meta, from the original) and per-language texts, slugs generated, HTML
 * sanitized, the texts hashed for the stale rule. Pure functions: the service does the I/O.
 */

export type PostRow = typeof posts.$inferSelect;
export type TranslationRow = typeof postTranslations.$inferSelect;

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

/** One translation's tips in the original's order, each text joined to its facts by id. */
export function readTips(meta: TipMeta[], texts: TipText[]): PostTranslationRead['content'] {
  const byId = new Map(texts.map((text) => [text.id, text]));
  return meta.flatMap((facts, index) => {
    const text = byId.get(facts.id);
    if (!text) return [];
    return [
      {
        id: facts.id,
        number: index + 1,
        title: text.title,
        description: text.description,
        tip: text.tip,
        rating: facts.rating,
        price_range: text.price_range,
        cta_text: text.cta_text,
        cta_link: facts.cta_link,
        offer_id: facts.offer_id ?? null,
        affiliate_note: text.affiliate_note,
        company_name: facts.company_name,
      },
    ];
  });
}

/** The original first, then the other languages by code. */
export function byOriginalFirst<T extends { locale: string }>(rows: T[]): T[] {
  return [...rows].sort((a, b) =>
    a.locale === ORIGINAL_LANGUAGE ? -1 : b.locale === ORIGINAL_LANGUAGE ? 1 : a.locale.localeCompare(b.locale),
  );
}

/** `tags`: the post's tag ids (post_tags), by id. */
export function toAdminPostDetail(post: PostRow, rows: TranslationRow[], tags: number[]): AdminPostDetail {
  const translations: Record<string, PostTranslationRead> = {};
  for (const row of byOriginalFirst(rows)) {
    translations[row.locale] = {
      title: row.title,
      slug: row.slug,
      excerpt: row.excerpt,
      content_type: row.contentType,
      content: readTips(post.tipsMeta, row.content),
      content_html: row.contentHtml,
      status: row.status,
      publish_at: iso(row.publishAt),
      published_at: iso(row.publishedAt),
      stale: row.stale,
      featured_image_alt: row.featuredImageAlt,
      review_state: row.reviewState ?? null,
      review_note: row.reviewNote ?? null,
      machine: row.machine,
      source_snapshot: row.stale ? (row.sourceSnapshot ?? null) : null,
      seo: readSeo(row.seo),
    };
  }
  return {
    id: post.id,
    site_id: post.siteId,
    category: post.category ?? '',
    author_id: post.authorId,
    trending: post.trending,
    is_advertorial: post.isAdvertorial,
    read_time: post.readTime,
    read_time_auto: post.readTimeAuto,
    featured_image_url: post.featuredImageUrl,
    version: post.version,
    updated_at: post.updatedAt.toISOString(),
    deleted_at: iso(post.deletedAt),
    translations,
    tags,
  };
}

/** A translation's SEO as read: every field present (none stored: the defaults). */
export function readSeo(stored: TranslationSeo | null | undefined): TranslationSeo {
  return { ...EMPTY_SEO, ...stored };
}

/**
 * The SEO column a save writes: what the client sent (null when it is all defaults), or, when it
 * sent none (a client that predates SEO), what the translation had.
 */
export function seoToStore(sent: TranslationSeo | undefined, before: TranslationSeo | null | undefined): TranslationSeo | null {
  if (!sent) return before ?? null;
  return sent.title || sent.description || sent.image_url || sent.noindex ? sent : null;
}

/* ---------- input -> rows ---------- */

/** The texts of one translation, normalized: what is stored and what the stale rule compares. */
export interface PreparedTranslation {
  locale: string;
  title: string;
  /** Empty = generate from the title. */
  slug: string;
  slugGenerated: boolean;
  excerpt: string;
  contentType: PostTranslation['content_type'];
  content: TipText[];
  contentHtml: string | null;
  featuredImageAlt: string | null;
  input: PostTranslation;
  /** Hash of the texts (title, excerpt, body, tip order): "were they changed?" */
  textHash: string;
}

export interface PreparedPost {
  tipsMeta: TipMeta[];
  readTime: number;
  translations: PreparedTranslation[];
  /** Hash of the original's texts: a translation saved against another hash is stale. */
  sourceHash: string;
  /** The original's texts, kept with each translation saved against them. */
  sourceSnapshot: SourceSnapshot;
}

function hashTexts(texts: {
  title: string;
  excerpt: string;
  contentType: string;
  content: TipText[];
  contentHtml: string | null;
}): string {
  // Values in a fixed order: jsonb does not keep the key order of what was written.
  const tips = texts.content.map((t) => [t.id, t.title, t.description, t.tip, t.price_range, t.cta_text, t.affiliate_note]);
  return createHash('sha256')
    .update(JSON.stringify([texts.title, texts.excerpt, texts.contentType, tips, texts.contentHtml]))
    .digest('hex');
}

export const hashRow = (row: TranslationRow): string => hashTexts(row);

function tipText(tip: PostTranslation['content'][number]): TipText {
  return {
    id: tip.id,
    title: tip.title,
    description: tip.description,
    tip: tip.tip,
    price_range: tip.price_range,
    cta_text: tip.cta_text,
    affiliate_note: tip.affiliate_note,
  };
}

/**
 * Validates what the schema cannot (tip ids against the original's) and normalizes the post.
 * Field errors go to `errors` with the request's paths.
 */
export function preparePost(input: CreatePostRequest, errors: Record<string, string[]>): PreparedPost {
  const add = (key: string, message: string) => (errors[key] ??= []).push(message);
  const original = input.translations[ORIGINAL_LANGUAGE]!;

  const order = new Map<string, number>();
  original.content.forEach((tip, index) => {
    if (order.has(tip.id)) add(`translations.${ORIGINAL_LANGUAGE}.content.${index}.id`, 'Two tips have the same id');
    order.set(tip.id, index);
  });
  const tipsMeta: TipMeta[] = original.content.map((tip) => ({
    id: tip.id,
    rating: tip.rating,
    cta_link: tip.cta_link,
    offer_id: tip.offer_id ?? null,
    company_name: tip.company_name,
  }));

  const translations = Object.entries(input.translations).map(([locale, translation]): PreparedTranslation => {
    const seen = new Set<string>();
    translation.content.forEach((tip, index) => {
      if (!order.has(tip.id)) add(`translations.${locale}.content.${index}.id`, 'This tip is not in the English original');
      else if (seen.has(tip.id)) add(`translations.${locale}.content.${index}.id`, 'Two tips have the same id');
      seen.add(tip.id);
    });
    const content = translation.content
      .filter((tip) => order.has(tip.id))
      .sort((a, b) => order.get(a.id)! - order.get(b.id)!)
      .map(tipText);
    const contentHtml = translation.content_html === null ? null : sanitizeHtml(translation.content_html);
    // The schema saw the body as sent; what is stored and served is the cleaned one, so the publish
    // rule runs again on it (`<script>...</script>` alone has text before cleaning, none after).
    if (translation.status !== 'draft' && translation.content_type === 'html' && !htmlText(contentHtml ?? '').trim()) {
      add(`translations.${locale}.content_html`, EMPTY_BODY_MESSAGE);
    }
    const slug = translation.slug || slugify(translation.title, locale);
    const texts = {
      title: translation.title,
      excerpt: translation.excerpt,
      contentType: translation.content_type,
      content,
      contentHtml,
    };
    return {
      locale,
      ...texts,
      slug,
      slugGenerated: !translation.slug,
      featuredImageAlt: translation.featured_image_alt ?? null,
      input: translation,
      textHash: hashTexts(texts),
    };
  });

  const prepared = translations.find((t) => t.locale === ORIGINAL_LANGUAGE)!;
  const body =
    prepared.contentType === 'html'
      ? htmlText(prepared.contentHtml ?? '')
      : prepared.content.map((tip) => [tip.title, tip.description, tip.tip ?? ''].join(' ')).join(' ');
  const readTime = input.read_time_auto
    ? Math.min(240, readTimeMinutes(`${prepared.title} ${prepared.excerpt} ${body}`))
    : input.read_time;

  const sourceSnapshot: SourceSnapshot = {
    title: prepared.title,
    excerpt: prepared.excerpt,
    content_type: prepared.contentType,
    content: prepared.content,
    content_html: prepared.contentHtml,
  };
  return { tipsMeta, readTime, translations, sourceHash: prepared.textHash, sourceSnapshot };
}

/** A translation's publish state after a save at `now`, given its state before (if any). */
export function publishState(
  input: PostTranslation,
  before: Pick<TranslationRow, 'status' | 'publishedAt'> | undefined,
  now: Date,
): { status: TranslationStatus; publishAt: Date | null; publishedAt: Date | null } {
  const publishAt = input.publish_at ? new Date(input.publish_at) : null;
  if (input.status === 'published') {
    // Publishing again keeps the first publication date.
    const publishedAt = before?.status === 'published' && before.publishedAt ? before.publishedAt : now;
    return { status: 'published', publishAt, publishedAt };
  }
  if (input.status === 'scheduled' && publishAt) {
    // A date already past publishes now, dated as scheduled.
    if (publishAt.getTime() <= now.getTime()) return { status: 'published', publishAt, publishedAt: publishAt };
    return { status: 'scheduled', publishAt, publishedAt: null };
  }
  return { status: 'draft', publishAt, publishedAt: null };
}
