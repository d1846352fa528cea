import { and, asc, desc, eq } from 'drizzle-orm';
import { findLanguage } from '@sitenet/i18n/languages';
import {
  EMPTY_SEO,
  PUBLIC_PAGE_SIZE,
  type HomepageResponse,
  type Locale,
  type PostsListResponse,
  type TagPostsResponse,
  type PublicLanguage,
  type PublicPostCard,
  type BodyImage,
  type Media,
  type PublicPostDetail,
  type Tip,
} from '../../contract';
import type { Db } from '../../db/client';
import type { PreparedRunner } from '../../db/prepared';
import { languages, type TipMeta } from '../../db/schema';
import { systemClock, type Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { offerStates, type OfferState } from '../offers/offer-states';
import {
  ARTICLE_SQL,
  PREVIEW_ARTICLE_SQL,
  CATEGORY_PAGE_SQL,
  CATEGORY_TOTAL_SQL,
  HOMEPAGE_SQL,
  SEARCH_SQL,
  TAG_BY_SLUG_SQL,
  TAG_PAGE_SQL,
  TAG_TOTAL_SQL,
  TRANSLATED_SLUG_SQL,
  type TagRow,
  type ArticleLink,
  type ArticleRow,
  type PublicArticleRow,
  type ArticleText,
  type CardRow,
} from './queries';
import { responsiveImage as fromMedia } from '../media/responsive-image';
import { responsiveImage, type MediaUrl } from './responsive-image';

/** `src="/media/<hash>/<file>"` in a sanitized body (DOMPurify writes every attribute in double quotes). */
const BODY_MEDIA_SRC = /\bsrc="(\/media\/[a-f0-9]{32}\/[A-Za-z0-9._-]+)"/g;

const iso = (value: Date | string | null): string | null => (value ? new Date(value).toISOString() : null);

export function toCard(row: CardRow, mediaUrl: MediaUrl): PublicPostCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    category: row.category ?? '',
    featured_image_url: row.featured_image_url,
    read_time: row.read_time,
    // The spec's cards read either field; both carry the author's name.
    author: row.author_name,
    author_name: row.author_name,
    author_avatar: row.author_avatar,
    published_at: iso(row.published_at),
    trending: row.trending,
    is_advertorial: row.is_advertorial,
    image: responsiveImage(row.featured_image_url, row, row.featured_image_alt, mediaUrl),
  };
}

/**
 * Which live translation an article read serves: the reader's locale, else the language of the
 * slug they followed, else the original, else any (the magazine redirects when `locale` or
 * `slug` differ from what it asked for).
 */
function servedText(texts: ArticleLink[], locale: Locale, slugLocale: string): ArticleLink | undefined {
  const find = (code: string) => texts.find((text) => text.locale === code);
  return find(locale) ?? find(slugLocale) ?? find('en') ?? texts[0];
}

/** ARTICLE_SQL reads the texts of the translation served (the same choice) and of English only. */
function hasTexts(text: ArticleLink | undefined): text is ArticleText {
  return text !== undefined && 'content_type' in text;
}

/** The served translation's tips in the original's order; a tip it lacks is taken from the live original. */
function tipsOf(meta: TipMeta[], served: ArticleText, original: ArticleText | undefined, postId: number, states: Map<number, OfferState>): Tip[] {
  const own = new Map(served.content.map((text) => [text.id, text]));
  const fallback = new Map((original?.content ?? []).map((text) => [text.id, text]));
  return meta.flatMap((rawFacts, index) => {
    const text = own.get(rawFacts.id) ?? fallback.get(rawFacts.id);
    if (!text) return [];
    const facts = { ...rawFacts, cta_link: ctaLinkOf(rawFacts, postId, states) };
    return [
      {
        id: facts.id,
        number: index + 1,
        title: text.title,
        description: text.description,
        tip: text.tip,
        rating: facts.rating,
        price_range: text.price_range,
        cta_text: facts.cta_link ? text.cta_text : null,
        cta_link: facts.cta_link,
        affiliate_note: facts.cta_link ? text.affiliate_note : null,
        company_name: facts.company_name,
      },
    ];
  });
}

/**
 * The link a tip's button shows. A tip that points to a live offer shows its /go path (the offer's
 * destination is chosen at the click, per language, with the click's id); an inactive offer
 * shows the tip's own link (the fallback) or no button at all when the offer says `hide`.
 */
function ctaLinkOf(facts: TipMeta, postId: number, states: Map<number, OfferState>): string | null {
  const state = facts.offer_id ? states.get(facts.offer_id) : undefined;
  if (state === 'live') return `/go/${postId}/${encodeURIComponent(facts.id)}`;
  if (state === 'hide') return null;
  return facts.cta_link;
}

export class PublicService {
  constructor(
    private readonly db: Db,
    private readonly prepared: PreparedRunner,
    private readonly mediaUrl: MediaUrl,
    /** The site's uploads behind stored `/media/...` URLs (MediaService.byUrls). */
    private readonly mediaByUrls: (siteId: number, urls: string[]) => Promise<Map<string, Media>>,
    private readonly clock: Clock = systemClock,
  ) {}

  /**
   * The library images of a served HTML body, by src. Only bodies naming `/media/` pay the one
   * look-up (by site and hash, on the unique index); the reply is cached with the page.
   */
  private async bodyImages(siteId: number, html: string | null): Promise<Record<string, BodyImage> | undefined> {
    if (!html?.includes('/media/')) return undefined;
    const urls = [...new Set(Array.from(html.matchAll(BODY_MEDIA_SRC), (match) => match[1]!))];
    if (urls.length === 0) return undefined;
    const found = await this.mediaByUrls(siteId, urls);
    if (found.size === 0) return undefined;
    return Object.fromEntries(
      [...found].map(([url, media]) => {
        const { alt: _alt, ...image } = fromMedia({ ...media, url: this.mediaUrl(media.url) }, '');
        return [url, image];
      }),
    );
  }

  private readonly toCard = (row: CardRow) => toCard(row, this.mediaUrl);

  /** Trending (bucket 1) and latest (bucket 2) in one round trip. */
  async homepage(siteId: number, locale: Locale): Promise<HomepageResponse> {
    const rows = await this.prepared.run<CardRow & { bucket: number }>('public_homepage', HOMEPAGE_SQL, [siteId, locale]);
    return {
      trending: rows.filter((row) => row.bucket === 1).map(this.toCard),
      featured: rows.filter((row) => row.bucket === 2).map(this.toCard),
    };
  }

  /**
   * One page of a category. Page 1 of an empty category is a valid empty page (last_page 1);
   * any other page past the end is a 404.
   */
  async categoryPage(siteId: number, locale: Locale, category: string, page: number): Promise<PostsListResponse> {
    const rows = await this.prepared.run<CardRow & { total: number }>('public_category_page', CATEGORY_PAGE_SQL, [
      siteId,
      locale,
      category,
      (page - 1) * PUBLIC_PAGE_SIZE,
    ]);
    let total = rows[0]?.total;
    if (total === undefined) {
      // No card on this page: the count alone decides between "empty page 1" and 404.
      const [counted] = await this.prepared.run<{ total: number }>('public_category_total', CATEGORY_TOTAL_SQL, [
        siteId,
        locale,
        category,
      ]);
      total = counted?.total ?? 0;
    }
    const lastPage = Math.max(1, Math.ceil(total / PUBLIC_PAGE_SIZE));
    if (page > lastPage) throw notFound('Page not found');
    return {
      posts: rows.map(this.toCard),
      pagination: { current_page: page, last_page: lastPage, per_page: PUBLIC_PAGE_SIZE, total },
    };
  }

  /**
   * One page of a tag (issue 17): the articles carrying it whose `locale` translation is live.
   * The slug may be the tag's in any language (the magazine redirects to the one of `locale`);
   * 404 for an unknown tag or a page past the last.
   */
  async tagPage(siteId: number, locale: Locale, slug: string, page: number): Promise<TagPostsResponse> {
    const [tag] = await this.prepared.run<TagRow>('public_tag_by_slug', TAG_BY_SLUG_SQL, [siteId, locale, slug]);
    if (!tag) throw notFound('Tag not found');
    const rows = await this.prepared.run<CardRow & { total: number }>('public_tag_page', TAG_PAGE_SQL, [
      siteId,
      locale,
      tag.id,
      (page - 1) * PUBLIC_PAGE_SIZE,
    ]);
    let total = rows[0]?.total;
    if (total === undefined) {
      const [counted] = await this.prepared.run<{ total: number }>('public_tag_total', TAG_TOTAL_SQL, [siteId, locale, tag.id]);
      total = counted?.total ?? 0;
    }
    const lastPage = Math.max(1, Math.ceil(total / PUBLIC_PAGE_SIZE));
    if (page > lastPage) throw notFound('Page not found');
    const words = tag.words[locale] ?? tag.words.en ?? Object.values(tag.words)[0]!;
    return {
      tag: {
        id: tag.id,
        name: words.name,
        slug: words.slug,
        slugs: Object.fromEntries(Object.entries(tag.words).map(([code, w]) => [code, w.slug])),
      },
      posts: rows.map(this.toCard),
      pagination: { current_page: page, last_page: lastPage, per_page: PUBLIC_PAGE_SIZE, total },
    };
  }

  /**
   * The article behind a slug written in any language of the site, in the best live
   * translation for `locale` (see servedText) among the site's `languages`; 404 when none is live.
   */
  async article(siteId: number, locale: Locale, slug: string, languages: string[]): Promise<PublicPostDetail> {
    const [post] = await this.prepared.run<PublicArticleRow>('public_article', ARTICLE_SQL, [siteId, slug, locale, languages.join(',')]);
    const texts = post?.texts ?? [];
    const served = post && servedText(texts, locale, post.slug_locale);
    if (!post || !served) throw notFound('Article not found');
    const detail = this.toDetail(post, texts, served, await offerStates(this.db, siteId, post.tips_meta, this.clock.now()));
    return { ...(await this.withBodyImages(detail, post.site_id)), tags: post.tags, related: post.related.map(this.toCard) };
  }

  private async withBodyImages(detail: PublicPostDetail, siteId: number): Promise<PublicPostDetail> {
    const images = await this.bodyImages(siteId, detail.content_html);
    return images ? { ...detail, body_images: images } : detail;
  }

  /**
   * The article of one translation in its saved state, whatever that is (draft, scheduled,
   * published), shaped as the public article: what a preview link shows. 404 when the post is
   * gone or has no such translation.
   */
  async previewArticle(postId: number, locale: Locale, siteId: number): Promise<PublicPostDetail> {
    const [post] = await this.prepared.run<ArticleRow>('public_preview_article', PREVIEW_ARTICLE_SQL, [postId, locale]);
    const served = post?.texts.find((text) => text.locale === locale);
    if (!post || !served) throw notFound('Article not found');
    return this.withBodyImages(this.toDetail(post, post.texts, served, await offerStates(this.db, siteId, post.tips_meta, this.clock.now())), post.site_id);
  }

  private toDetail(post: ArticleRow, texts: ArticleLink[], served: ArticleLink, states: Map<number, OfferState>): PublicPostDetail {
    if (!hasTexts(served)) throw new Error(`The texts of the ${served.locale} translation were not read`);
    const original = texts.find((text) => text.locale === 'en');

    return {
      id: post.id,
      title: served.title,
      slug: served.slug,
      excerpt: served.excerpt,
      content_html: served.content_type === 'html' ? served.content_html : null,
      content_type: served.content_type,
      // The tips are served once, as `content`; content_data is kept for the original shape.
      content_data: null,
      content: served.content_type === 'json' ? tipsOf(post.tips_meta, served, hasTexts(original) ? original : undefined, post.id, states) : [],
      author_id: post.author_id,
      author_name: post.author_name,
      author_avatar: post.author_avatar,
      author_data: post.author_id ? { role: post.author_role, bio: post.author_bio } : null,
      author_slug: post.author_slug,
      category: post.category ?? '',
      featured_image: post.featured_image_url,
      featured_image_url: post.featured_image_url,
      read_time: post.read_time,
      views: post.views,
      is_advertorial: post.is_advertorial,
      published_at: iso(served.published_at),
      updated_at: iso(served.updated_at),
      image: responsiveImage(post.featured_image_url, post, served.featured_image_alt, this.mediaUrl),
      seo: { ...EMPTY_SEO, ...served.seo },
      locale: served.locale,
      translations: texts.map((text) => ({ locale: text.locale, slug: text.slug })),
    };
  }

  /** Maps a slug written in any locale to the target locale's slug; 404 unless that translation is live. */
  async translateSlug(siteId: number, slug: string, target: Locale): Promise<{ slug: string }> {
    const [row] = await this.prepared.run<{ slug: string }>('public_translated_slug', TRANSLATED_SLUG_SQL, [
      siteId,
      slug,
      target,
    ]);
    if (!row) throw notFound(`No published ${target} translation of this article`);
    return { slug: row.slug };
  }

  /**
   * The site's enabled languages. Every catalogue language is `available`: the magazine serves it
   * with the site's interface strings (English for the keys not translated yet).
   */
  async languages(siteId: number): Promise<PublicLanguage[]> {
    const rows = await this.db
      .select({ code: languages.code })
      .from(languages)
      .where(and(eq(languages.siteId, siteId), eq(languages.enabled, true)))
      .orderBy(desc(languages.isDefault), asc(languages.id));
    return rows.flatMap((row) => {
      const entry = findLanguage(row.code);
      if (!entry) return [];
      return [{ code: entry.code, label: entry.label, flag: entry.flag, nativeName: entry.nativeName, available: true }];
    });
  }

  /** Title and excerpt search for the command palette, among the posts published in the locale. */
  async search(siteId: number, locale: Locale, q: string): Promise<PublicPostCard[]> {
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = await this.prepared.run<CardRow>('public_search', SEARCH_SQL, [siteId, locale, pattern]);
    return rows.map(this.toCard);
  }
}
