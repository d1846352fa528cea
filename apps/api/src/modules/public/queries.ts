/**
 * SQL of the hot public reads, run as named prepared statements (src/db/prepared.ts). Kept as
 * plain SQL because a prepared statement's text must be fixed; the tables are those of
 * src/db/schema.ts, and the tests cover every statement.
 */
import { LOCALES, PUBLIC_PAGE_SIZE, type MediaVariant, type TranslationSeo } from '../../contract';
import type { TipMeta, TipText } from '../../db/schema';

/*
 * Listings in locale L show the posts whose L translation is live (published, post not in the
 * trash): each is one range scan of a partial index on post_translations (schema.ts), in page
 * order, no English fallback. Cards carry that translation's texts and publication date.
 */
export const ORDER = 'order by t.published_at desc nulls last, t.post_id desc';

/**
 * A translation's own alt text for the featured image, else the library's alt for its language
 * (media.alt, from the media row MEDIA_JOIN already reads: no extra look-up).
 */
const FEATURED_ALT = `coalesce(nullif(t.featured_image_alt, ''), m.alt ->> t.locale)`;

/** $1 site id, $2 locale. */
export const CARD_COLUMNS = `p.id, p.category, p.featured_image_url, p.read_time, t.published_at, p.trending,
  p.is_advertorial, t.slug, t.title, t.excerpt, ${FEATURED_ALT} as featured_image_alt, a.name as author_name, a.avatar as author_avatar,
  m.width as image_width, m.height as image_height, m.variants as image_variants,
  m.focal_x as image_focal_x, m.focal_y as image_focal_y`;
/** The uploaded image behind featured_image_url (`/media/<hash>/<file>`), when there is one. */
const MEDIA_JOIN = `left join media m on m.site_id = p.site_id
  and m.hash = substring(p.featured_image_url from '^/media/([a-f0-9]{32})/')`;
export const CARD_FROM = `from post_translations t
  join posts p on p.id = t.post_id
  left join authors a on a.id = p.author_id
  ${MEDIA_JOIN}`;
export const LIVE_IN_LOCALE = 't.site_id = $1 and t.locale = $2 and t.live';

/** The recorded form of an uploaded featured image (null columns when it is not an upload). */
export interface ImageColumns {
  image_width: number | null;
  image_height: number | null;
  image_variants: MediaVariant[] | null;
  /** The library's focal point (both or neither). */
  image_focal_x: number | null;
  image_focal_y: number | null;
}

export interface CardRow extends ImageColumns {
  id: number;
  category: string | null;
  featured_image_url: string | null;
  featured_image_alt: string | null;
  read_time: number;
  published_at: Date | null;
  trending: boolean;
  is_advertorial: boolean;
  slug: string;
  title: string;
  excerpt: string;
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
    where ${LIVE_IN_LOCALE} and t.trending ${ORDER} limit ${HOMEPAGE_LIMIT})
  union all
  (select 2 as bucket, ${CARD_COLUMNS} ${CARD_FROM}
    where ${LIVE_IN_LOCALE} ${ORDER} limit ${HOMEPAGE_LIMIT})`;

/**
 * $1 site, $2 locale, $3 category, $4 offset. Every row carries the category total in the
 * locale, read from the trigger-maintained category_counts: O(1) at any category size.
 */
export const CATEGORY_PAGE_SQL = `
  select ${CARD_COLUMNS},
    coalesce((select c.published from category_counts c
      where c.site_id = $1 and c.category = $3 and c.locale = $2), 0) as total
  ${CARD_FROM}
  where ${LIVE_IN_LOCALE} and t.category = $3 ${ORDER} limit ${PUBLIC_PAGE_SIZE} offset $4`;

/** $1 site, $2 locale, $3 category: the total alone, for a page without cards. */
export const CATEGORY_TOTAL_SQL = `
  select coalesce((select c.published from category_counts c
    where c.site_id = $1 and c.category = $3 and c.locale = $2), 0) as total`;

export const SEARCH_LIMIT = 10;

/** $1 site, $2 locale, $3 ILIKE pattern: titles and excerpts of the live translations in the locale. */
export const SEARCH_SQL = `
  select ${CARD_COLUMNS} ${CARD_FROM}
  where ${LIVE_IN_LOCALE} and (t.title ilike $3 or t.excerpt ilike $3)
  ${ORDER} limit ${SEARCH_LIMIT}`;

/** The catalogue's languages as SQL literals (constants, so the statement's text stays fixed). */
const KNOWN_LOCALES_SQL = LOCALES.map((locale) => `'${locale}'`).join(', ');

/** The post's own columns an article page needs (ARTICLE_SQL, PREVIEW_ARTICLE_SQL). */
const ARTICLE_COLUMNS = `p.id, p.site_id, p.category, p.read_time, p.views, p.is_advertorial, p.featured_image_url, p.tips_meta,
    m.width as image_width, m.height as image_height, m.variants as image_variants,
    m.focal_x as image_focal_x, m.focal_y as image_focal_y,
    a.id as author_id, a.name as author_name, a.avatar as author_avatar, a.role as author_role, a.bio as author_bio,
    a.slug as author_slug`;
/** A translation's texts as ArticleText reads them. */
const ARTICLE_TEXT_JSON = `json_build_object('locale', t.locale, 'slug', t.slug, 'title', t.title,
          'excerpt', t.excerpt, 'content_type', t.content_type, 'content', t.content, 'content_html', t.content_html,
          'featured_image_alt', ${FEATURED_ALT}, 'published_at', t.published_at, 'updated_at', t.updated_at,
          'seo', t.seo)`;

/**
 * The article's tags in the served language (English's name and slug for a tag it has not named),
 * by name: a column of ARTICLE_SQL (`hit`, `served`), so the article is one round trip.
 */
const ARTICLE_TAGS_JSON = `coalesce((select json_agg(tag order by tag.name) from (
      select coalesce(l.name, e.name) as name, coalesce(l.slug, e.slug) as slug
      from post_tags pt
      left join tag_translations l on l.tag_id = pt.tag_id and l.locale = served.locale
      left join tag_translations e on e.tag_id = pt.tag_id and e.locale = 'en'
      where pt.post_id = hit.post_id and coalesce(l.slug, e.slug) is not null) tag), '[]'::json)`;

export const RELATED_LIMIT = 3;

/**
 * "More like this", a column of ARTICLE_SQL ($1 the site, `hit` the post and its category,
 * `served` the language): live articles in that language sharing the most tags with the post,
 * then of its category, newest first; never the post itself. The three are picked first and only
 * they are joined to their post, author and media rows (joining every candidate's media row
 * before the sort took 8 of the article read's 11 ms on the demo network). Cards as JSON
 * (CardRow's columns, the rank `n` besides), in one round trip with the article.
 */
const ARTICLE_RELATED_JSON = `coalesce((select json_agg(card order by card.n desc, card.published_at desc nulls last, card.id desc) from (
      select k.n, ${CARD_COLUMNS} from (
        select r.id, coalesce(shared.n, 0) as n from post_translations r
        left join (select other.post_id, count(*) as n from post_tags mine
            join post_tags other on other.tag_id = mine.tag_id and other.post_id <> mine.post_id
            where mine.post_id = hit.post_id group by other.post_id) shared on shared.post_id = r.post_id
        where r.site_id = $1 and r.locale = served.locale and r.live and r.post_id <> hit.post_id
          and (shared.n is not null or r.category = coalesce(hit.post_category, ''))
        order by coalesce(shared.n, 0) desc, r.published_at desc nulls last, r.post_id desc
        limit ${RELATED_LIMIT}) k
      join post_translations t on t.id = k.id
      join posts p on p.id = t.post_id
      left join authors a on a.id = p.author_id
      ${MEDIA_JOIN}) card), '[]'::json)`;

/**
 * $1 site, $2 slug in any locale, $3 preferred locale, $4 the site's languages, comma-separated
 * (a translation in a language switched off is no page and no alternate): the post having that slug as a live
 * translation's (a draft's slug is unknown: a draft is never public, not even as a way to its
 * published siblings; a match in $3 first, then English), its author, the slug's locale and
 * every live translation, in one round trip. Which translation to serve is decided in
 * service.ts; the texts of a page (its tips, its HTML) are read for that translation and the
 * English original only (`served`: the same choice), the others give their locale and slug.
 * Reading and converting every translation's content cost five times the rest of the query.
 * The served language's tags and "More like this" come in the same row (each further statement
 * is an exchange with the database: a fixed cost, inside PGlite's WebAssembly too).
 */
export const ARTICLE_SQL = `
  select ${ARTICLE_COLUMNS},
    hit.locale as slug_locale,
    coalesce((select json_agg(case when t.locale in (served.locale, 'en')
        then ${ARTICLE_TEXT_JSON}
        else json_build_object('locale', t.locale, 'slug', t.slug) end
        order by t.locale)
      from post_translations t where t.post_id = p.id and t.live and t.locale = any(string_to_array($4, ','))), '[]'::json) as texts,
    ${ARTICLE_TAGS_JSON} as tags,
    ${ARTICLE_RELATED_JSON} as related
  from (
    select t.post_id, t.locale, tp.category as post_category from post_translations t join posts tp on tp.id = t.post_id
    where t.site_id = $1 and t.slug = $2 and t.live and t.locale = any(string_to_array($4, ',')) and tp.deleted_at is null
    order by (t.locale = $3) desc, (t.locale = 'en') desc, t.post_id
    limit 1) hit
  join posts p on p.id = hit.post_id
  left join lateral (
    select s.locale from post_translations s
    where s.post_id = hit.post_id and s.live and s.locale = any(string_to_array($4, ','))
    order by (s.locale = $3) desc, (s.locale = hit.locale) desc, (s.locale = 'en') desc, s.locale
    limit 1) served on true
  left join authors a on a.id = p.author_id
  ${MEDIA_JOIN}`;

/**
 * $1 post id, $2 locale: the article as ARTICLE_SQL reads it, but serving the $2 translation in
 * whatever state it is saved (a preview link); the other translations count only when live, as
 * on the public page. Not for the public routes: only a checked preview token leads here.
 */
export const PREVIEW_ARTICLE_SQL = `
  select ${ARTICLE_COLUMNS},
    $2::text as slug_locale,
    coalesce((select json_agg(${ARTICLE_TEXT_JSON} order by t.locale)
      from post_translations t where t.post_id = p.id and (t.live or t.locale = $2)
        and t.locale in (${KNOWN_LOCALES_SQL})), '[]'::json) as texts
  from posts p
  left join authors a on a.id = p.author_id
  ${MEDIA_JOIN}
  where p.id = $1 and p.deleted_at is null`;

/** A live translation the page does not show: where it is. */
export interface ArticleLink {
  locale: string;
  slug: string;
}

/** The translation served and the English original: their texts too. */
export interface ArticleText extends ArticleLink {
  title: string;
  excerpt: string;
  content_type: 'html' | 'json';
  content: TipText[];
  content_html: string | null;
  featured_image_alt: string | null;
  /** Null when none is set. */
  seo: TranslationSeo | null;
  /** JSON: ISO strings. */
  published_at: string | null;
  updated_at: string;
}

export interface ArticleRow extends ImageColumns {
  id: number;
  site_id: number;
  category: string | null;
  read_time: number;
  views: number;
  is_advertorial: boolean;
  featured_image_url: string | null;
  tips_meta: TipMeta[];
  slug_locale: string;
  author_id: number | null;
  author_name: string | null;
  author_avatar: string | null;
  author_role: Record<string, string> | null;
  author_bio: Record<string, string> | null;
  author_slug: string | null;
  /** The live translations only; full texts for the one served and English (see ARTICLE_SQL). */
  texts: Array<ArticleLink | ArticleText>;
}

/** ARTICLE_SQL's row: the article, its tags and "More like this" (a preview reads neither). */
export interface PublicArticleRow extends ArticleRow {
  /** The served translation's tags (ARTICLE_TAGS_JSON). */
  tags: Array<{ name: string; slug: string }>;
  /** "More like this" (ARTICLE_RELATED_JSON): card rows as JSON, timestamps as strings. */
  related: CardRow[];
}

/**
 * $1 site, $2 slug in any locale, $3 target locale: the target's slug when that translation is
 * live (the post found by the slug as in ARTICLE_SQL: only a live translation's slug counts).
 */
export const TRANSLATED_SLUG_SQL = `
  select target.slug from post_translations t
  join post_translations target on target.post_id = t.post_id and target.locale = $3 and target.live
  where t.site_id = $1 and t.slug = $2 and t.live
  order by t.post_id
  limit 1`;

/*
 * Tags (issue 17). $1 site, $2 locale, $3 slug: the tag having that slug, in $2 first, then in
 * any language, else the tag it was a slug of (renamed or merged: the magazine answers 301 to the
 * slug returned); with its words in every language.
 */
export const TAG_BY_SLUG_SQL = `
  select g.id, json_object_agg(w.locale, json_build_object('name', w.name, 'slug', w.slug)) as words
  from tags g join tag_translations w on w.tag_id = g.id
  where g.id = coalesce(
    (select s.tag_id from tag_translations s
      where s.site_id = $1 and s.slug = $3 order by (s.locale = $2) desc, s.locale limit 1),
    (select r.tag_id from tag_slug_redirects r
      where r.site_id = $1 and r.slug = $3 order by (r.locale = $2) desc, r.locale limit 1))
  group by g.id`;

export interface TagRow {
  id: number;
  words: Record<string, { name: string; slug: string }>;
}

const TAG_LIVE = `from post_tags pt
  join post_translations t on t.post_id = pt.post_id and ${LIVE_IN_LOCALE}
  join posts p on p.id = t.post_id
  left join authors a on a.id = p.author_id
  ${MEDIA_JOIN}
  where pt.tag_id = $3`;

/** $1 site, $2 locale, $3 tag id, $4 offset: a page of the tag's live articles in $2, with their total. */
export const TAG_PAGE_SQL = `
  select ${CARD_COLUMNS}, (count(*) over ())::int as total ${TAG_LIVE}
  ${ORDER} limit ${PUBLIC_PAGE_SIZE} offset $4`;

/** $1 site, $2 locale, $3 tag id: the total alone, for a page without cards. */
export const TAG_TOTAL_SQL = `select count(*)::int as total from post_tags pt
  join post_translations t on t.post_id = pt.post_id and ${LIVE_IN_LOCALE}
  where pt.tag_id = $3`;

/** $1 post, $2 locale: the post's tags with their words in $2, else English (tags with neither are left out). */

