import { count, eq, sql } from 'drizzle-orm';
import { CATEGORIES } from '../../contract';
import type { Db } from '../client';
import { posts, sites } from '../schema';

export const SYNTHETIC_TITLE_PREFIX = 'Synthetic post';

/**
 * Benchmark data only (never part of the demo seed): tops the given site up to `total` posts
 * with published, English-only posts spread over every category, all titled "Synthetic post N".
 * Generated inside the database, so 100,000 rows take seconds.
 */
export async function seedSyntheticPosts(
  db: Db,
  domain: string,
  total: number,
  categoryList: readonly string[] = CATEGORIES,
): Promise<number> {
  const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.domain, domain)).limit(1);
  if (!site) throw new Error(`No site with domain ${domain}`);
  const [current] = await db.select({ n: count() }).from(posts).where(eq(posts.siteId, site.id));
  const missing = total - (current?.n ?? 0);
  if (missing <= 0) return 0;

  const names = categoryList.filter((c) => (CATEGORIES as readonly string[]).includes(c));
  const categories = sql.raw(`array[${names.map((c) => `'${c}'`).join(',')}]`);
  await db.execute(sql`
    with inserted as (
      insert into posts (site_id, category, trending, read_time, views, updated_at, tips_meta)
      select ${site.id}::int, (${categories})[1 + (g % ${names.length}::int)], false, 4, 0, now(), '[]'::jsonb
      from generate_series(1, ${missing}::int) as g
      returning id, site_id
    )
    insert into post_translations (post_id, site_id, locale, slug, title, excerpt, content, status, published_at)
    select id, site_id, 'en', 'synthetic-post-' || id, ${SYNTHETIC_TITLE_PREFIX}::text || ' ' || id,
           'Generated for the benchmark.', '[]'::jsonb, 'published',
           timestamptz '2025-12-31T00:00:00Z' - make_interval(mins => id)
    from inserted`);
  // Fresh statistics so the planner sees the new size immediately.
  await db.execute(sql`analyze posts`);
  await db.execute(sql`analyze post_translations`);
  return missing;
}
