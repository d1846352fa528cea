import { ORIGINAL_LANGUAGE, type AdminPost, type Site } from '@sitenet/api-client';
import { readPageParam } from '../../../lib/page-param';
import { languageStatusOf, type LanguageStatusMark } from '../../../lib/translation-states';

/** The spec's status: the English original's published flag. */
export type PostStatus = 'published' | 'draft';

/**
 * The Status filter: the spec's Published and Draft (the original's flag), then what any
 * language of the post may be: Scheduled, Stale (English changed since) and Missing.
 */
export const STATUS_FILTERS = ['published', 'draft', 'scheduled', 'stale', 'missing'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** One language chip of a row: English first, then each translation. */
export interface RowLanguage {
  code: string;
  state: LanguageStatusMark;
}

/** The part of a site a posts row shows and links with. */
export type PostSite = Pick<Site, 'id' | 'name' | 'domain'>;

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
  /** English then each translation, with its state (the chips). */
  languages: RowLanguage[];
  /** Codes of the languages published now: the post is live somewhere when any. */
  live: string[];
  /** Some language is scheduled / stale / missing (an enabled language without a translation). */
  scheduled: boolean;
  stale: boolean;
  missing: boolean;
  /** The post's site, when the admin's site list names it (the editor links need its domain). */
  site: PostSite | null;
  haystack: string;
}

export const UNCATEGORIZED = 'Uncategorized';

export function toPostRow(post: AdminPost, sites?: ReadonlyMap<number, PostSite>): PostRow {
  const category = post.category?.trim() ? post.category : UNCATEGORIZED;
  const time = Date.parse(post.updated_at);
  const languages = [ORIGINAL_LANGUAGE, ...post.translations].map((code) => ({
    code,
    state: languageStatusOf(post, code, ORIGINAL_LANGUAGE),
  }));
  // Every language the server reports (enabled ones without a translation included).
  const reported = post.language_states
    ? Object.values(post.language_states)
    : Object.keys(post.translation_status ?? {}).map((code) =>
        languageStatusOf(post, code, ORIGINAL_LANGUAGE),
      );
  const all = [...languages.map((l) => l.state), ...reported];
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    category,
    status: post.published ? 'published' : 'draft',
    updatedAt: post.updated_at,
    updatedTime: Number.isNaN(time) ? 0 : time,
    translations: post.translations,
    languages,
    live: languages.filter((l) => l.state.status === 'published').map((l) => l.code),
    scheduled: all.some((state) => state.status === 'scheduled'),
    stale: all.some((state) => state.stale),
    missing: reported.some((state) => state.status === 'missing'),
    site: (post.site_id !== undefined && sites?.get(post.site_id)) || null,
    haystack: `${post.title}\n${category}`.toLowerCase(),
  };
}

export function toPostRows(
  posts: readonly AdminPost[],
  sites: readonly PostSite[] = [],
): PostRow[] {
  const byId = new Map(sites.map((site) => [site.id, site]));
  return posts.map((post) => toPostRow(post, byId));
}

/* ---------- sort ---------- */

/** The sortable columns; these are also the table's column ids. */
export const SORT_COLUMNS = ['title', 'category', 'status', 'site', 'updated'] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];

export interface PostSort {
  column: SortColumn;
  desc: boolean;
}

export const DEFAULT_SORT: PostSort = { column: 'updated', desc: true };

/** The Sort Order menu (SPEC section 9): Latest (default), Oldest, Title A-Z. */
export type SortOrder = 'latest' | 'oldest' | 'title';

export const SORT_ORDERS: { value: SortOrder; label: string; sort: PostSort }[] = [
  { value: 'latest', label: 'Latest', sort: DEFAULT_SORT },
  { value: 'oldest', label: 'Oldest', sort: { column: 'updated', desc: false } },
  { value: 'title', label: 'Title A-Z', sort: { column: 'title', desc: false } },
];

export function isSortOrder(value: unknown): value is SortOrder {
  return SORT_ORDERS.some((order) => order.value === value);
}

const isSortColumn = (value: string): value is SortColumn =>
  (SORT_COLUMNS as readonly string[]).includes(value);

const sameSort = (a: PostSort, b: PostSort) => a.column === b.column && a.desc === b.desc;

/** The menu's order matching a sort, or null when a header chose another one. */
export function sortOrderOf(sort: PostSort): SortOrder | null {
  return SORT_ORDERS.find((order) => sameSort(order.sort, sort))?.value ?? null;
}

const COLUMN_LABELS: Record<SortColumn, string> = {
  title: 'Title',
  category: 'Category',
  status: 'Status',
  site: 'Site',
  updated: 'Updated',
};

/** What the Sort Order button announces: the menu's name, or the header's sort in words. */
export function sortLabel(sort: PostSort): string {
  const order = SORT_ORDERS.find((o) => sameSort(o.sort, sort));
  if (order) return order.label;
  return `${COLUMN_LABELS[sort.column]}, ${sort.desc ? 'descending' : 'ascending'}`;
}

/**
 * The `sort` URL value: the menu's names where one fits (`latest`, `oldest`, `title`, so the
 * links of before keep working), otherwise `<column>` or `<column>-desc`.
 */
export function parseSort(value: string | null): PostSort {
  if (!value) return DEFAULT_SORT;
  const order = SORT_ORDERS.find((o) => o.value === value);
  if (order) return order.sort;
  const desc = value.endsWith('-desc');
  const column = desc ? value.slice(0, -'-desc'.length) : value;
  return isSortColumn(column) ? { column, desc } : DEFAULT_SORT;
}

/** The inverse of parseSort; null for the default, which links leave out. */
export function serializeSort(sort: PostSort): string | null {
  if (sameSort(sort, DEFAULT_SORT)) return null;
  return sortOrderOf(sort) ?? (sort.desc ? `${sort.column}-desc` : sort.column);
}

const textCollator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function compareColumn(a: PostRow, b: PostRow, column: SortColumn): number {
  switch (column) {
    case 'title':
      return textCollator.compare(a.title, b.title);
    case 'category':
      return textCollator.compare(a.category, b.category);
    case 'status':
      return textCollator.compare(a.status, b.status);
    case 'site':
      return textCollator.compare(a.site?.name ?? '', b.site?.name ?? '');
    case 'updated':
      return a.updatedTime - b.updatedTime;
  }
}

/** Returns a new array and leaves its input alone. */
export function sortPosts(rows: readonly PostRow[], { column, desc }: PostSort): PostRow[] {
  const dir = desc ? -1 : 1;
  return rows.slice().sort((a, b) => {
    const primary = dir * compareColumn(a, b, column);
    if (primary !== 0) return primary;
    // Ties on the date keep an id order in the same direction; on a text column, latest first.
    return column === 'updated'
      ? dir * (a.id - b.id)
      : b.updatedTime - a.updatedTime || a.id - b.id;
  });
}

/* ---------- filter ---------- */

export interface PostFilter {
  search: string;
  /** Status filter values (StatusFilter); empty means every status. */
  statuses: readonly string[];
  /** Site domains; empty (or absent) means every site. */
  sites?: readonly string[];
}

/** Whether a row is in one of the chosen statuses (OR-ed, like every choice). */
function matchesStatus(row: PostRow, wanted: ReadonlySet<string>): boolean {
  return (
    wanted.has(row.status) ||
    (row.scheduled && wanted.has('scheduled')) ||
    (row.stale && wanted.has('stale')) ||
    (row.missing && wanted.has('missing'))
  );
}

/** Search matches title or category, case-insensitively; statuses and sites are OR-ed. Keeps order. */
export function filterPosts(
  rows: readonly PostRow[],
  { search, statuses, sites = [] }: PostFilter,
): readonly PostRow[] {
  const needle = search.trim().toLowerCase();
  const wanted = statuses.length > 0 ? new Set(statuses) : null;
  const wantedSites = sites.length > 0 ? new Set(sites) : null;
  if (!needle && !wanted && !wantedSites) return rows;
  const out: PostRow[] = [];
  for (const row of rows) {
    if (wanted && !matchesStatus(row, wanted)) continue;
    if (wantedSites && !(row.site && wantedSites.has(row.site.domain))) continue;
    if (needle && !row.haystack.includes(needle)) continue;
    out.push(row);
  }
  return out;
}

/** The last filter pass, so the next keystroke can start from its result. */
export interface FilterCache {
  source: readonly PostRow[];
  needle: string;
  /** The status and site choices, which must be unchanged to narrow the last result. */
  choiceKey: string;
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
  const choiceKey = `${[...filter.statuses].sort().join(',')}|${[...(filter.sites ?? [])].sort().join(',')}`;
  const narrowing =
    cache !== null &&
    cache.source === rows &&
    cache.choiceKey === choiceKey &&
    cache.needle !== '' &&
    needle.startsWith(cache.needle);
  const base = narrowing ? cache.result : rows;
  return { source: rows, needle, choiceKey, result: filterPosts(base, filter) };
}

export interface StatusCount {
  status: StatusFilter;
  label: string;
  count: number;
}

const STATUS_LABELS: Record<StatusFilter, string> = {
  published: 'Published',
  draft: 'Draft',
  scheduled: 'Scheduled',
  stale: 'Stale',
  missing: 'Missing',
};

/** The status filter's options: only statuses present in the data, each with its count. */
export function statusCounts(rows: readonly PostRow[]): StatusCount[] {
  const counts = new Map<StatusFilter, number>();
  const add = (status: StatusFilter) => counts.set(status, (counts.get(status) ?? 0) + 1);
  for (const row of rows) {
    add(row.status);
    if (row.scheduled) add('scheduled');
    if (row.stale) add('stale');
    if (row.missing) add('missing');
  }
  return STATUS_FILTERS.filter((status) => counts.has(status)).map((status) => ({
    status,
    label: STATUS_LABELS[status],
    count: counts.get(status) ?? 0,
  }));
}

export interface SiteCount {
  site: PostSite;
  count: number;
}

/** The site filter's options, like the status filter's: sites present in the data, by name. */
export function siteCounts(rows: readonly PostRow[]): SiteCount[] {
  const counts = new Map<number, SiteCount>();
  for (const { site } of rows) {
    if (!site) continue;
    const entry = counts.get(site.id);
    if (entry) entry.count += 1;
    else counts.set(site.id, { site, count: 1 });
  }
  return [...counts.values()].sort((a, b) => textCollator.compare(a.site.name, b.site.name));
}

/* ---------- URL state ---------- */

export const PAGE_SIZE_OPTIONS = [5, 10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

export interface PostsUrlState {
  search: string;
  statuses: string[];
  /** Site domains of the global list's site filter. */
  sites: string[];
  sort: PostSort;
  /** One-based, as shown. */
  page: number;
  pageSize: number;
}

/** A comma-separated list parameter, which may also be repeated. */
function readList(params: URLSearchParams, name: string): string[] {
  const values = params
    .getAll(name)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim().toLowerCase())
    .filter(Boolean);
  return [...new Set(values)];
}

/** Reads the table state from the URL (`?q=&status=draft,published&site=&sort=&page=&size=`). */
export function readPostsUrlState(params: URLSearchParams): PostsUrlState {
  const size = Number.parseInt(params.get('size') ?? '', 10);
  return {
    search: params.get('q') ?? '',
    statuses: readList(params, 'status').filter((s) =>
      (STATUS_FILTERS as readonly string[]).includes(s),
    ),
    sites: readList(params, 'site'),
    sort: parseSort(params.get('sort')),
    page: readPageParam(params),
    pageSize: (PAGE_SIZE_OPTIONS as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/** Writes the state back, leaving defaults out so links stay short. */
export function writePostsUrlState(state: PostsUrlState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('q', state.search);
  if (state.statuses.length > 0) params.set('status', state.statuses.join(','));
  if (state.sites.length > 0) params.set('site', state.sites.join(','));
  const sort = serializeSort(state.sort);
  if (sort) params.set('sort', sort);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) params.set('size', String(state.pageSize));
  return params;
}
