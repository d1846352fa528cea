import type { AdminPost } from '@sitenet/api-client';

export type PostStatus = 'published' | 'draft';

/** A post as the table shows it; `haystack` is precomputed so a keystroke only scans strings. */
export interface PostRow {
  id: number;
  title: string;
  slug: string;
  category: string;
  status: PostStatus;
  updatedAt: string;
  updatedTime: number;
  translations: string[];
  haystack: string;
}

export const UNCATEGORIZED = 'Uncategorized';

export function toPostRow(post: AdminPost): PostRow {
  const category = post.category?.trim() ? post.category : UNCATEGORIZED;
  const time = Date.parse(post.updated_at);
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    category,
    status: post.published ? 'published' : 'draft',
    updatedAt: post.updated_at,
    updatedTime: Number.isNaN(time) ? 0 : time,
    translations: post.translations,
    haystack: `${post.title}\n${category}`.toLowerCase(),
  };
}

export function toPostRows(posts: readonly AdminPost[]): PostRow[] {
  return posts.map(toPostRow);
}

/* ---------- sort ---------- */

export type SortOrder = 'latest' | 'oldest' | 'title';
export const DEFAULT_SORT: SortOrder = 'latest';

/** SPEC section 9: Latest (default), Oldest, Title A-Z. */
export const SORT_ORDERS: { value: SortOrder; label: string }[] = [
  { value: 'latest', label: 'Latest' },
  { value: 'oldest', label: 'Oldest' },
  { value: 'title', label: 'Title A-Z' },
];

export function isSortOrder(value: unknown): value is SortOrder {
  return value === 'latest' || value === 'oldest' || value === 'title';
}

const titleCollator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Returns a new array; ties keep a stable order by id. */
export function sortPosts(rows: readonly PostRow[], order: SortOrder): PostRow[] {
  const copy = rows.slice();
  switch (order) {
    case 'latest':
      return copy.sort((a, b) => b.updatedTime - a.updatedTime || b.id - a.id);
    case 'oldest':
      return copy.sort((a, b) => a.updatedTime - b.updatedTime || a.id - b.id);
    case 'title':
      return copy.sort((a, b) => titleCollator.compare(a.title, b.title) || a.id - b.id);
  }
}

/* ---------- filter ---------- */

export interface PostFilter {
  search: string;
  /** Empty means every status. */
  statuses: readonly string[];
}

/** Search matches title or category, case-insensitively; statuses are OR-ed. Keeps order. */
export function filterPosts(
  rows: readonly PostRow[],
  { search, statuses }: PostFilter,
): readonly PostRow[] {
  const needle = search.trim().toLowerCase();
  const wanted = statuses.length > 0 ? new Set(statuses) : null;
  if (!needle && !wanted) return rows;
  const out: PostRow[] = [];
  for (const row of rows) {
    if (wanted && !wanted.has(row.status)) continue;
    if (needle && !row.haystack.includes(needle)) continue;
    out.push(row);
  }
  return out;
}

/** The last filter pass, so the next keystroke can start from its result. */
export interface FilterCache {
  source: readonly PostRow[];
  needle: string;
  statusKey: string;
  result: readonly PostRow[];
}

/**
 * Same result as filterPosts, but when the search only grew (typing forward) it scans the
 * previous result instead of every row: with 100,000 posts each keystroke gets cheaper.
 */
export function filterPostsIncremental(
  rows: readonly PostRow[],
  filter: PostFilter,
  cache: FilterCache | null,
): FilterCache {
  const needle = filter.search.trim().toLowerCase();
  const statusKey = [...filter.statuses].sort().join(',');
  const narrowing =
    cache !== null &&
    cache.source === rows &&
    cache.statusKey === statusKey &&
    cache.needle !== '' &&
    needle.startsWith(cache.needle);
  const base = narrowing ? cache.result : rows;
  return { source: rows, needle, statusKey, result: filterPosts(base, filter) };
}

export interface StatusCount {
  status: PostStatus;
  label: string;
  count: number;
}

const STATUS_LABELS: Record<PostStatus, string> = { published: 'Published', draft: 'Draft' };

/** The status filter's options: only statuses present in the data, each with its count. */
export function statusCounts(rows: readonly PostRow[]): StatusCount[] {
  const counts = new Map<PostStatus, number>();
  for (const row of rows) counts.set(row.status, (counts.get(row.status) ?? 0) + 1);
  return (['published', 'draft'] as const)
    .filter((status) => counts.has(status))
    .map((status) => ({ status, label: STATUS_LABELS[status], count: counts.get(status) ?? 0 }));
}

/* ---------- URL state ---------- */

export const PAGE_SIZE_OPTIONS = [5, 10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

export interface PostsUrlState {
  search: string;
  statuses: string[];
  sort: SortOrder;
  /** One-based, as shown. */
  page: number;
  pageSize: number;
}

/** Reads the table state from the URL (`?q=&status=draft,published&sort=&page=&size=`). */
export function readPostsUrlState(params: URLSearchParams): PostsUrlState {
  const statuses = params
    .getAll('status')
    .flatMap((value) => value.split(','))
    .map((value) => value.trim().toLowerCase())
    .filter((value) => value === 'published' || value === 'draft');
  const sort = params.get('sort');
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const size = Number.parseInt(params.get('size') ?? '', 10);
  return {
    search: params.get('q') ?? '',
    statuses: [...new Set(statuses)],
    sort: isSortOrder(sort) ? sort : DEFAULT_SORT,
    page: Number.isFinite(page) && page > 0 ? page : 1,
    pageSize: (PAGE_SIZE_OPTIONS as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/** Writes the state back, leaving defaults out so links stay short. */
export function writePostsUrlState(state: PostsUrlState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('q', state.search);
  if (state.statuses.length > 0) params.set('status', state.statuses.join(','));
  if (state.sort !== DEFAULT_SORT) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) params.set('size', String(state.pageSize));
  return params;
}
