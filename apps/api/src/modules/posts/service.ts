import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminPost } from '../../contract';
import type { Db } from '../../db/client';
import { posts, postTranslations } from '../../db/schema';

/** The admin posts table: English title and slug, plus the non-English locales present. */
export async function listAdminPosts(db: Db, siteIds: number[]): Promise<AdminPost[]> {
  if (siteIds.length === 0) return [];
  const en = alias(postTranslations, 'en');
  const rows = await db
    .select({
      id: posts.id,
      siteId: posts.siteId,
      category: posts.category,
      published: posts.published,
      updatedAt: posts.updatedAt,
      title: en.title,
      slug: en.slug,
      translations: sql<string[]>`coalesce((
        select array_agg(t.locale order by t.locale) from ${postTranslations} t
        where t.post_id = ${posts.id} and t.locale <> 'en'), '{}')`,
    })
    .from(posts)
    .leftJoin(en, and(eq(en.postId, posts.id), eq(en.locale, 'en')))
    .where(inArray(posts.siteId, siteIds))
    .orderBy(desc(posts.updatedAt), desc(posts.id));

  return rows.map((row) => ({
    id: row.id,
    site_id: row.siteId,
    title: row.title ?? '',
    slug: row.slug ?? '',
    category: row.category,
    published: row.published,
    updated_at: row.updatedAt.toISOString(),
    translations: row.translations,
  }));
}
