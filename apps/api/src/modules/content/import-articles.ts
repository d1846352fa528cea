import { and, eq, inArray, or } from 'drizzle-orm';
import { createPostRequestSchema, type CreatePostRequest } from '../../contract';
import type { Db } from '../../db/client';
import { authors, tagTranslations } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { TagsService } from '../tags/service';
import { ContentFileError, type ContentBundle } from './content-folder';
import type { ContentArticle, ContentAuthor, ContentTag } from './file-format';
import type { PostStore } from './post-store';

/**
 * Adds the authors the site lacks (matched by key within the site, existing ones untouched; the
 * key is also the new author's slug); returns key -> id.
 */
export async function ensureAuthors(
  db: Db,
  siteId: number,
  list: ContentAuthor[],
): Promise<Map<string, number>> {
  if (list.length > 0) {
    await db
      .insert(authors)
      .values(
        list.map((author) => ({
          siteId,
          key: author.key,
          slug: author.key,
          name: author.name,
          avatar: author.avatar,
          role: author.role,
          bio: author.bio,
        })),
      )
      .onConflictDoNothing();
  }
  const keys = list.map((author) => author.key);
  const rows = keys.length
    ? await db
        .select({ id: authors.id, key: authors.key })
        .from(authors)
        .where(and(eq(authors.siteId, siteId), inArray(authors.key, keys)))
    : [];
  return new Map(rows.map((row) => [row.key, row.id]));
}

/**
 * Adds the tags the site lacks through the console's TagsService (its checks: languages the site
 * has, slugs free); a tag of the site already using one of a tag's slugs in the same language is
 * that tag (left untouched). Returns key -> id.
 */
export async function ensureTags(db: Db, siteId: number, list: ContentTag[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  const service = new TagsService(db);
  for (const tag of list) {
    const words = Object.entries(tag.translations);
    const [existing] = await db
      .select({ id: tagTranslations.tagId })
      .from(tagTranslations)
      .where(
        and(
          eq(tagTranslations.siteId, siteId),
          or(...words.map(([locale, word]) => and(eq(tagTranslations.locale, locale), eq(tagTranslations.slug, word.slug)))),
        ),
      )
      .limit(1);
    if (existing) {
      ids.set(tag.key, existing.id);
      continue;
    }
    try {
      ids.set(tag.key, (await service.create(siteId, tag.translations)).id);
    } catch (error) {
      if (error instanceof HttpError) throw new ContentFileError(`tags.json: tag "${tag.key}": ${error.message}`, { cause: error });
      throw error;
    }
  }
  return ids;
}

/** The editor's create request for an article of a content folder. */
export function toCreateRequest(
  article: ContentArticle,
  siteId: number,
  authorIds: Map<string, number>,
  tagIds: Map<string, number> = new Map(),
): CreatePostRequest {
  let authorId: number | null = null;
  if (article.author) {
    authorId = authorIds.get(article.author) ?? null;
    if (authorId === null)
      throw new ContentFileError(
        `${article.key}: unknown author "${article.author}" (add it to authors.json)`,
      );
  }
  const translations = Object.fromEntries(
    Object.entries(article.translations).map(
      ([code, { published_at: _publishedAt, ...translation }]) => [code, translation],
    ),
  );
  const request = {
    site_id: siteId,
    category: article.category,
    author_id: authorId,
    trending: article.trending,
    is_advertorial: article.is_advertorial,
    read_time: article.read_time,
    read_time_auto: article.read_time_auto,
    featured_image_url: article.featured_image_url,
    ...(article.tags && article.tags.length > 0 ? { tags: article.tags.map((key) => tagIds.get(key)!) } : {}),
    translations,
  };
  const result = createPostRequestSchema.safeParse(request);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ContentFileError(`${article.key}: not a valid post\n${lines.join('\n')}`);
  }
  return result.data;
}

/** Creates every article of the bundle as a post of the site, through the store; returns the count. */
export async function importArticles(
  db: Db,
  store: PostStore,
  siteId: number,
  bundle: ContentBundle,
): Promise<number> {
  const authorIds = await ensureAuthors(db, siteId, bundle.authors);
  const tagIds = await ensureTags(db, siteId, bundle.tags);
  for (const article of bundle.articles) {
    const publishedAt = Object.fromEntries(
      Object.entries(article.translations).flatMap(([code, translation]) =>
        translation.status === 'published' && translation.published_at
          ? [[code, translation.published_at]]
          : [],
      ),
    );
    await store.createPost(toCreateRequest(article, siteId, authorIds, tagIds), {
      publishedAt,
      views: article.views,
    });
  }
  return bundle.articles.length;
}
