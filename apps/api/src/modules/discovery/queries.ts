import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { ContentType } from '../../contract';
import { authors, languages, posts, postTags, postTranslations, type TipMeta, type TipText } from '../../db/schema';

/**
 * "This translation is published": the one place that decides what sitemaps and feeds list.
 * `live` is kept by the database: published and the post not in the trash.
 */
export function isPublishedTranslation(): SQL {
  return eq(postTranslations.live, true);
}

/** When the translation was published. */
const publishedAt = postTranslations.publishedAt;

/** Newest first, as the magazine lists them. */
const newestFirst = [sql`${publishedAt} desc nulls last`, desc(posts.id)];

/** Last change of a published translation, for `lastmod` and the feed's dates. */
const lastModified = sql<Date | string>`greatest(${postTranslations.updatedAt}, ${publishedAt})`;

/** The site's enabled language codes, default first. */
export async function enabledLanguageCodes(db: Db, siteId: number): Promise<string[]> {
  const rows = await db
    .select({ code: languages.code })
    .from(languages)
    .where(and(eq(languages.siteId, siteId), eq(languages.enabled, true)))
    .orderBy(desc(languages.isDefault), asc(languages.id));
  return rows.map((row) => row.code);
}

export interface PublishedTranslation {
  postId: number;
  locale: string;
  slug: string;
  category: string | null;
  /** The article's featured image (`/media/...` or an absolute URL), for the image sitemap. */
  image: string | null;
  /** The author's page slug (issue 17), when the article names an author. */
  authorSlug?: string | null;
  lastModified: Date;
}

/**
 * A translation search engines may list: not marked `noindex` in its SEO (issue 16). Sitemaps
 * leave the others out; the feeds still carry them (readers, not crawlers, read feeds).
 */
const indexable = sql`coalesce((${postTranslations.seo}->>'noindex')::boolean, false) = false`;

/** Every published translation of the site that search engines may list: one row per post and language. */
export async function publishedTranslations(db: Db, siteId: number): Promise<PublishedTranslation[]> {
  const rows = await db
    .select({
      postId: postTranslations.postId,
      locale: postTranslations.locale,
      slug: postTranslations.slug,
      category: posts.category,
      image: posts.featuredImageUrl,
      authorSlug: authors.slug,
      lastModified,
    })
    .from(postTranslations)
    .innerJoin(posts, eq(posts.id, postTranslations.postId))
    .leftJoin(authors, eq(authors.id, posts.authorId))
    .where(and(eq(postTranslations.siteId, siteId), isPublishedTranslation(), indexable))
    .orderBy(...newestFirst);
  return rows.map((row) => ({ ...row, lastModified: new Date(row.lastModified) }));
}

export interface FeedItemRow {
  postId: number;
  slug: string;
  title: string;
  excerpt: string;
  category: string | null;
  authorName: string | null;
  publishedAt: Date | null;
  lastModified: Date;
  /** The full text (issue 17): the body as the article renders it. */
  contentType: ContentType;
  contentHtml: string | null;
  content: TipText[];
  /** The live English original's tips: a tip the translation lacks is shown from it, as on the article. */
  originalContent: TipText[] | null;
  tipsMeta: TipMeta[];
}

/** Which articles a feed carries besides the language: all, one category's, one tag's or one author's. */
export type FeedFilter = { category: string } | { tagId: number } | { authorId: number } | null;

function feedCondition(filter: FeedFilter): SQL | undefined {
  if (!filter) return undefined;
  if ('category' in filter) return eq(posts.category, filter.category);
  if ('authorId' in filter) return eq(posts.authorId, filter.authorId);
  return inArray(posts.id, postsOfTag(filter.tagId));
}

/** The posts carrying a tag, as a subquery. */
const postsOfTag = (tagId: number) => sql`(select ${postTags.postId} from ${postTags} where ${postTags.tagId} = ${tagId})`;

const original = alias(postTranslations, 'original');

/** The latest published translations in one language (of one category, tag or author), with their full text. */
export async function latestInLocale(
  db: Db,
  siteId: number,
  locale: string,
  limit: number,
  filter: FeedFilter = null,
): Promise<FeedItemRow[]> {
  const rows = await db
    .select({
      postId: postTranslations.postId,
      slug: postTranslations.slug,
      title: postTranslations.title,
      excerpt: postTranslations.excerpt,
      category: posts.category,
      authorName: authors.name,
      publishedAt,
      lastModified,
      contentType: postTranslations.contentType,
      contentHtml: postTranslations.contentHtml,
      content: postTranslations.content,
      originalContent: original.content,
      tipsMeta: posts.tipsMeta,
    })
    .from(postTranslations)
    .innerJoin(posts, eq(posts.id, postTranslations.postId))
    .leftJoin(authors, eq(authors.id, posts.authorId))
    .leftJoin(original, and(eq(original.postId, postTranslations.postId), eq(original.locale, 'en'), eq(original.live, true)))
    .where(
      and(
        eq(postTranslations.siteId, siteId),
        eq(postTranslations.locale, locale),
        isPublishedTranslation(),
        feedCondition(filter),
      ),
    )
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    publishedAt: row.publishedAt ? new Date(row.publishedAt) : null,
    lastModified: new Date(row.lastModified),
  }));
}
