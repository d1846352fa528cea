/**
 * SQL of the hot public reads, run as named prepared statements (src/db/prepared.ts). Kept as
 * plain SQL because a prepared statement's text must be fixed; the tables are those of
 * src/db/schema.ts, and the tests cover every statement.
 */
import { PUBLIC_PAGE_SIZE } from '../../contract';
import type { TipMeta, TipText } from '../../db/schema';

const ORDER = 'order by p.published_at desc nulls last, p.id desc';

/** $1 site id, $2 locale. */
const CARD_COLUMNS = `p.id, p.category, p.featured_image_url, p.read_time, p.published_at, p.trending,
  en.slug as en_slug, en.title as en_title, en.excerpt as en_excerpt,
  loc.slug as loc_slug, loc.title as loc_title, loc.excerpt as loc_excerpt,
  a.name as author_name, a.avatar as author_avatar`;
const CARD_FROM = `from posts p
  join post_translations en on en.post_id = p.id and en.locale = 'en'
  left join post_translations loc on loc.post_id = p.id and loc.locale = $2
  left join authors a on a.id = p.author_id`;

export interface CardRow {
  id: number;
  category: string | null;
  featured_image_url: string | null;
  read_time: number;
  published_at: Date | null;
  trending: boolean;
  en_slug: string;
  en_title: string;
  en_excerpt: string;
  loc_slug: string | null;
  loc_title: string | null;
  loc_excerpt: string | null;
  author_name: string | null;
  author_avatar: string | null;
}

export const HOMEPAGE_LIMIT = 6;

/**
 * $1 site, $2 locale. bucket 1 = trending, 2 = latest. Limits are constants in the text (not
 * parameters) so PostgreSQL can keep one generic plan instead of re-planning every execution.
 */
export const HOMEPAGE_SQL = `
  (select 1 as bucket, ${CARD_COLUMNS} ${CARD_FROM}
    where p.site_id = $1 and p.published and p.trending ${ORDER} limit ${HOMEPAGE_LIMIT})
  union all
  (select 2 as bucket, ${CARD_COLUMNS} ${CARD_FROM}
    where p.site_id = $1 and p.published ${ORDER} limit ${HOMEPAGE_LIMIT})`;

/**
 * $1 site, $2 locale, $3 category, $4 offset. Every row carries the category total, read from
 * the trigger-maintained category_counts: O(1) at any category size.
 */
export const CATEGORY_PAGE_SQL = `
  select ${CARD_COLUMNS},
    coalesce((select c.published from category_counts c where c.site_id = $1 and c.category = $3), 0) as total
  ${CARD_FROM}
  where p.site_id = $1 and p.category = $3 and p.published ${ORDER} limit ${PUBLIC_PAGE_SIZE} offset $4`;

/** $1 site, $2 category: the total alone, for a page without cards. */
export const CATEGORY_TOTAL_SQL = `
  select coalesce((select c.published from category_counts c where c.site_id = $1 and c.category = $2), 0) as total`;

export const SEARCH_LIMIT = 10;

/** $1 site, $2 locale, $3 ILIKE pattern: titles and excerpts in the locale or English. */
export const SEARCH_SQL = `
  select ${CARD_COLUMNS} ${CARD_FROM}
  where p.site_id = $1 and p.published and p.id in (
    select t.post_id from post_translations t
    where t.site_id = $1 and t.locale in ('en', $2) and (t.title ilike $3 or t.excerpt ilike $3))
  ${ORDER} limit ${SEARCH_LIMIT}`;

/** $1 site, $2 slug in any locale: the published posts having it, with that slug's locale. */
export const POST_BY_SLUG_SQL = `
  select t.post_id, t.locale from post_translations t join posts p on p.id = t.post_id
  where t.site_id = $1 and t.slug = $2 and p.published limit 10`;

export interface PostBySlugRow {
  post_id: number;
  locale: string;
}

/**
 * $1 site, $2 slug in any locale, $3 preferred locale: the published post having that slug
 * (preferring a match in $3, then English), its author and every translation, in one round trip.
 */
export const ARTICLE_SQL = `
  select p.id, p.category, p.read_time, p.views, p.is_advertorial, p.published_at,
    p.featured_image_url, p.content_type, p.content_html, p.tips_meta,
    a.id as author_id, a.name as author_name, a.avatar as author_avatar, a.role as author_role, a.bio as author_bio,
    coalesce((select json_agg(json_build_object('locale', t.locale, 'slug', t.slug, 'title', t.title,
        'excerpt', t.excerpt, 'content', t.content) order by t.locale)
      from post_translations t where t.post_id = p.id), '[]'::json) as texts
  from posts p left join authors a on a.id = p.author_id
  where p.id = (
    select t.post_id from post_translations t join posts tp on tp.id = t.post_id
    where t.site_id = $1 and t.slug = $2 and tp.published
    order by (t.locale = $3) desc, (t.locale = 'en') desc, t.post_id
    limit 1)`;

export interface ArticleText {
  locale: string;
  slug: string;
  title: string;
  excerpt: string;
  content: TipText[];
}

export interface ArticleRow {
  id: number;
  category: string | null;
  read_time: number;
  views: number;
  is_advertorial: boolean;
  published_at: Date | null;
  featured_image_url: string | null;
  content_type: 'html' | 'json';
  content_html: string | null;
  tips_meta: TipMeta[];
  author_id: number | null;
  author_name: string | null;
  author_avatar: string | null;
  author_role: Record<string, string> | null;
  author_bio: Record<string, string> | null;
  texts: ArticleText[];
}

/** $1 post id, $2 locale. */
export const TRANSLATED_SLUG_SQL = `select slug from post_translations where post_id = $1 and locale = $2`;
