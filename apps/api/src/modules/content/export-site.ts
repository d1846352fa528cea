import { asc, eq, inArray } from 'drizzle-orm';
import type { AdminPostDetail } from '../../contract';
import type { Db } from '../../db/client';
import { authors, tags, tagTranslations } from '../../db/schema';
import type { ContentBundle } from './content-folder';
import { contentArticleSchema, hasOwnSeo, type ContentArticle, type ContentTag } from './file-format';
import type { PostStore } from './post-store';

function toArticle(
  post: AdminPostDetail,
  views: number,
  authorKeys: Map<number, string>,
  tagKeys: Map<number, string>,
): ContentArticle {
  const original = post.translations.en;
  if (!original) throw new Error(`Post ${post.id} has no English original`);
  const translations = Object.fromEntries(
    Object.entries(post.translations).map(([code, translation]) => [
      code,
      {
        title: translation.title,
        slug: translation.slug,
        excerpt: translation.excerpt,
        status: translation.status,
        publish_at: translation.publish_at,
        published_at: translation.published_at,
        featured_image_alt: translation.featured_image_alt,
        content_type: translation.content_type,
        content_html: translation.content_html,
        content: translation.content.map(({ number: _number, ...tip }) => tip),
        ...(translation.seo && hasOwnSeo(translation.seo) ? { seo: translation.seo } : {}),
      },
    ]),
  );
  return contentArticleSchema.parse({
    key: original.slug,
    category: post.category,
    author: post.author_id === null ? null : (authorKeys.get(post.author_id) ?? null),
    trending: post.trending,
    is_advertorial: post.is_advertorial,
    read_time: post.read_time,
    read_time_auto: post.read_time_auto,
    featured_image_url: post.featured_image_url,
    views,
    tags: post.tags.map((id) => tagKeys.get(id)!).sort(),
    translations,
  });
}

/**
 * Every tag of the site, keyed by its English slug (else its first language's): unique, since a
 * slug is unique per site and language; a rare clash across languages gets `-2`, `-3` ...
 */
async function siteTags(db: Db, siteId: number): Promise<{ list: ContentTag[]; keys: Map<number, string> }> {
  const words = await db
    .select({ tagId: tagTranslations.tagId, locale: tagTranslations.locale, name: tagTranslations.name, slug: tagTranslations.slug })
    .from(tagTranslations)
    .innerJoin(tags, eq(tags.id, tagTranslations.tagId))
    .where(eq(tags.siteId, siteId))
    .orderBy(asc(tagTranslations.tagId), asc(tagTranslations.locale));
  const byTag = new Map<number, ContentTag['translations']>();
  for (const word of words) byTag.set(word.tagId, { ...byTag.get(word.tagId), [word.locale]: { name: word.name, slug: word.slug } });
  const keys = new Map<number, string>();
  const used = new Set<string>();
  const list: ContentTag[] = [];
  for (const [id, translations] of byTag) {
    const base = (translations.en ?? Object.values(translations)[0]!).slug;
    let key = base;
    for (let n = 2; used.has(key); n += 1) key = `${base}-${n}`;
    used.add(key);
    keys.set(id, key);
    list.push({ key, translations });
  }
  return { list, keys };
}

/** Every post of the site as content-folder articles, with the authors they name and the site's tags. */
export async function exportSite(db: Db, store: PostStore, siteId: number): Promise<ContentBundle> {
  const read = [];
  for (const id of await store.listPostIds(siteId)) read.push(await store.readPost(id));
  const authorIds = [
    ...new Set(read.flatMap(({ post }) => (post.author_id === null ? [] : [post.author_id]))),
  ];
  const authorRows = authorIds.length
    ? await db
        .select()
        .from(authors)
        .where(inArray(authors.id, authorIds))
        .orderBy(asc(authors.key))
    : [];
  const authorKeys = new Map(authorRows.map((row) => [row.id, row.key]));
  const siteTagList = await siteTags(db, siteId);
  return {
    articles: read.map(({ post, views }) => toArticle(post, views, authorKeys, siteTagList.keys)),
    tags: siteTagList.list,
    authors: authorRows.map((row) => ({
      key: row.key,
      name: row.name,
      avatar: row.avatar,
      role: row.role ?? {},
      bio: row.bio ?? {},
    })),
  };
}
