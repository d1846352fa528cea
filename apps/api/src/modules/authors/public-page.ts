import {
  PUBLIC_PAGE_SIZE,
  type AuthorPostsResponse,
  type Locale,
  type PublicAuthor,
} from '../../contract';
import type { PreparedRunner } from '../../db/prepared';
import { notFound } from '../../lib/errors';
import { CARD_COLUMNS, CARD_FROM, LIVE_IN_LOCALE, ORDER, type CardRow } from '../public/queries';
import type { MediaUrl } from '../public/responsive-image';
import { toCard } from '../public/service';

/**
 * $1 site, $2 slug: the author behind an author page, by today's slug, else by a former one (the
 * reply then carries today's slug, and the magazine answers 301 to it).
 */
const AUTHOR_SQL = `select id, name, slug, avatar, role, bio from authors
  where site_id = $1 and id = coalesce(
    (select id from authors where site_id = $1 and slug = $2),
    (select author_id from author_slug_redirects where site_id = $1 and slug = $2))`;

/**
 * $1 site, $2 locale, $3 author id, $4 offset: a page of the author's articles live in the
 * locale, newest first, each row with the total (posts_author_idx finds the author's posts).
 */
const AUTHOR_PAGE_SQL = `
  select ${CARD_COLUMNS}, count(*) over () as total ${CARD_FROM}
  where ${LIVE_IN_LOCALE} and p.author_id = $3 ${ORDER} limit ${PUBLIC_PAGE_SIZE} offset $4`;

/** $1 site, $2 locale, $3 author id: the total alone, for a page past the last card. */
const AUTHOR_TOTAL_SQL = `
  select count(*)::int as total from post_translations t join posts p on p.id = t.post_id
  where ${LIVE_IN_LOCALE} and p.author_id = $3`;

interface AuthorRow {
  id: number;
  name: string;
  slug: string;
  avatar: string | null;
  role: Record<string, string> | null;
  bio: Record<string, string> | null;
}

/** A text in the reader's language, else English, else empty. */
const inLocale = (map: Record<string, string> | null, locale: Locale) =>
  map?.[locale] || map?.en || '';

/**
 * An author page: the author in the reader's language and one page of their articles. Page 1
 * of an author with no article in the language is a valid empty page; a later page past the end
 * and an unknown slug are 404s.
 */
export async function authorPage(
  prepared: PreparedRunner,
  mediaUrl: MediaUrl,
  siteId: number,
  locale: Locale,
  slug: string,
  page: number,
): Promise<AuthorPostsResponse> {
  const [row] = await prepared.run<AuthorRow>('public_author', AUTHOR_SQL, [siteId, slug]);
  if (!row) throw notFound('Author not found');
  const rows = await prepared.run<CardRow & { total: number | string }>(
    'public_author_page',
    AUTHOR_PAGE_SQL,
    [siteId, locale, row.id, (page - 1) * PUBLIC_PAGE_SIZE],
  );
  let total = rows[0] ? Number(rows[0].total) : undefined;
  if (total === undefined) {
    const [counted] = await prepared.run<{ total: number }>('public_author_total', AUTHOR_TOTAL_SQL, [
      siteId,
      locale,
      row.id,
    ]);
    total = Number(counted?.total ?? 0);
  }
  const lastPage = Math.max(1, Math.ceil(total / PUBLIC_PAGE_SIZE));
  if (page > lastPage) throw notFound('Page not found');
  const author: PublicAuthor = {
    id: row.id,
    name: row.name,
    slug: row.slug,
    avatar_url: row.avatar ? mediaUrl(row.avatar) : null,
    role: inLocale(row.role, locale),
    bio: inLocale(row.bio, locale),
  };
  return {
    author,
    posts: rows.map((card) => toCard(card, mediaUrl)),
    pagination: { current_page: page, last_page: lastPage, per_page: PUBLIC_PAGE_SIZE, total },
  };
}
