import { and, asc, desc, eq } from 'drizzle-orm';
import {
  LOCALES,
  PUBLIC_PAGE_SIZE,
  type Category,
  type HomepageResponse,
  type Locale,
  type PostsListResponse,
  type PublicLanguage,
  type PublicPostCard,
  type PublicPostDetail,
  type Tip,
} from '../../contract';
import type { Db } from '../../db/client';
import type { PreparedRunner } from '../../db/prepared';
import { languages, type TipText } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { findCatalogueLanguage } from '../languages/catalogue';
import { hasDictionary } from '../languages/translation-stats';
import {
  ARTICLE_SQL,
  CATEGORY_PAGE_SQL,
  CATEGORY_TOTAL_SQL,
  HOMEPAGE_SQL,
  POST_BY_SLUG_SQL,
  SEARCH_SQL,
  TRANSLATED_SLUG_SQL,
  type ArticleRow,
  type CardRow,
  type PostBySlugRow,
} from './queries';

const KNOWN_LOCALES = new Set<string>(LOCALES);

/** Field-by-field fallback: a missing or blank translated text shows the English one. */
function pick(translated: string | null | undefined, english: string): string;
function pick(translated: string | null | undefined, english: string | null | undefined): string | null;
function pick(translated: string | null | undefined, english: string | null | undefined): string | null {
  return translated && translated.trim() !== '' ? translated : (english ?? null);
}

const iso = (value: Date | string | null): string | null => (value ? new Date(value).toISOString() : null);

function toCard(row: CardRow): PublicPostCard {
  return {
    id: row.id,
    slug: pick(row.loc_slug, row.en_slug),
    title: pick(row.loc_title, row.en_title),
    excerpt: pick(row.loc_excerpt, row.en_excerpt),
    category: row.category ?? '',
    featured_image_url: row.featured_image_url,
    read_time: row.read_time,
    // The spec's cards read either field; both carry the author's name.
    author: row.author_name,
    author_name: row.author_name,
    author_avatar: row.author_avatar,
    published_at: iso(row.published_at),
    trending: row.trending,
  };
}

export class PublicService {
  constructor(
    private readonly db: Db,
    private readonly prepared: PreparedRunner,
  ) {}

  /** Trending (bucket 1) and latest (bucket 2) in one round trip. */
  async homepage(siteId: number, locale: Locale): Promise<HomepageResponse> {
    const rows = await this.prepared.run<CardRow & { bucket: number }>('public_homepage', HOMEPAGE_SQL, [siteId, locale]);
    return {
      trending: rows.filter((row) => row.bucket === 1).map(toCard),
      featured: rows.filter((row) => row.bucket === 2).map(toCard),
    };
  }

  /**
   * One page of a category. Page 1 of an empty category is a valid empty page (last_page 1);
   * any other page past the end is a 404.
   */
  async categoryPage(siteId: number, locale: Locale, category: Category, page: number): Promise<PostsListResponse> {
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
        category,
      ]);
      total = counted?.total ?? 0;
    }
    const lastPage = Math.max(1, Math.ceil(total / PUBLIC_PAGE_SIZE));
    if (page > lastPage) throw notFound('Page not found');
    return {
      posts: rows.map(toCard),
      pagination: { current_page: page, last_page: lastPage, per_page: PUBLIC_PAGE_SIZE, total },
    };
  }

  /** The published post whose slug (in any locale) is `slug`, or null. */
  private async findPostIdBySlug(siteId: number, slug: string, preferLocale: Locale): Promise<number | null> {
    const rows = await this.prepared.run<PostBySlugRow>('public_post_by_slug', POST_BY_SLUG_SQL, [siteId, slug]);
    const preferred = rows.find((row) => row.locale === preferLocale) ?? rows.find((row) => row.locale === 'en') ?? rows[0];
    return preferred?.post_id ?? null;
  }

  async article(siteId: number, locale: Locale, slug: string): Promise<PublicPostDetail> {
    const [post] = await this.prepared.run<ArticleRow>('public_article', ARTICLE_SQL, [siteId, slug, locale]);
    const en = post?.texts.find((text) => text.locale === 'en');
    if (!post || !en) throw notFound('Article not found');
    const loc = post.texts.find((text) => text.locale === locale);

    const content: Tip[] = post.tips_meta.map((meta, index) => {
      const base = en.content[index];
      const own: Partial<TipText> = loc?.content[index] ?? {};
      // Tips carry stable ids once the posts model gives them (older rows may have none).
      const tipId = (meta as { id?: unknown }).id;
      return {
        ...(typeof tipId === 'string' ? { id: tipId } : {}),
        number: index + 1,
        title: pick(own.title, base?.title ?? ''),
        description: pick(own.description, base?.description ?? ''),
        tip: pick(own.tip, base?.tip),
        rating: meta.rating,
        price_range: meta.price_range,
        cta_text: meta.cta_link ? pick(own.cta_text, base?.cta_text) : null,
        cta_link: meta.cta_link,
        affiliate_note: meta.cta_link ? pick(own.affiliate_note, base?.affiliate_note) : null,
        company_name: meta.company_name,
      };
    });

    return {
      id: post.id,
      title: pick(loc?.title, en.title),
      slug: pick(loc?.slug, en.slug),
      excerpt: pick(loc?.excerpt, en.excerpt),
      content_html: post.content_type === 'html' ? post.content_html : null,
      content_type: post.content_type,
      // The tips are served once, as `content`; content_data is kept for the original shape.
      content_data: null,
      content,
      author_id: post.author_id,
      author_name: post.author_name,
      author_avatar: post.author_avatar,
      author_data: post.author_id ? { role: post.author_role, bio: post.author_bio } : null,
      category: post.category ?? '',
      featured_image: post.featured_image_url,
      featured_image_url: post.featured_image_url,
      read_time: post.read_time,
      views: post.views,
      is_advertorial: post.is_advertorial,
      published_at: iso(post.published_at),
      locale,
      translations: post.texts
        .filter((text) => KNOWN_LOCALES.has(text.locale))
        .map((text) => ({ locale: text.locale as Locale, slug: text.slug })),
    };
  }

  /** Maps a slug written in any locale to the target locale's slug; 404 when that translation is missing. */
  async translateSlug(siteId: number, slug: string, target: Locale): Promise<{ slug: string }> {
    const postId = await this.findPostIdBySlug(siteId, slug, target);
    if (postId === null) throw notFound('Article not found');
    const [row] = await this.prepared.run<{ slug: string }>('public_translated_slug', TRANSLATED_SLUG_SQL, [
      postId,
      target,
    ]);
    if (!row) throw notFound(`No ${target} translation of this article`);
    return { slug: row.slug };
  }

  /** The site's enabled languages; `available` = the magazine has a UI dictionary for it. */
  async languages(siteId: number): Promise<PublicLanguage[]> {
    const rows = await this.db
      .select({ code: languages.code })
      .from(languages)
      .where(and(eq(languages.siteId, siteId), eq(languages.enabled, true)))
      .orderBy(desc(languages.isDefault), asc(languages.id));
    return rows.flatMap((row) => {
      const entry = findCatalogueLanguage(row.code);
      if (!entry) return [];
      return [{ code: entry.code, label: entry.label, flag: entry.flag, nativeName: entry.nativeName, available: hasDictionary(entry.code) }];
    });
  }

  /** Title and excerpt search for the command palette, in the locale or in English. */
  async search(siteId: number, locale: Locale, q: string): Promise<PublicPostCard[]> {
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = await this.prepared.run<CardRow>('public_search', SEARCH_SQL, [siteId, locale, pattern]);
    return rows.map(toCard);
  }
}
