import { describe, expect, it } from 'vitest';
import type { AdminPost } from '@sitenet/api-client';
import { pageInfoText } from '@sitenet/ui';
import {
  DEFAULT_SORT,
  SORT_ORDERS,
  filterPosts,
  filterPostsIncremental,
  parseSort,
  readPostsUrlState,
  serializeSort,
  siteCounts,
  sortLabel,
  sortOrderOf,
  sortPosts,
  statusCounts,
  toPostRows,
  writePostsUrlState,
  type PostSort,
  type PostsUrlState,
} from './posts-table';

const post = (
  id: number,
  title: string,
  category: string | null,
  published: boolean,
  updated: string,
  siteId = 1,
): AdminPost => ({
  id,
  title,
  slug: `post-${id}`,
  category,
  published,
  updated_at: updated,
  translations: [],
  site_id: siteId,
});

const TIPS = { id: 1, name: 'TipsHub', domain: 'localhost' };
const HOME = { id: 2, name: 'Home Nest', domain: 'home.localhost' };

const rows = toPostRows(
  [
    post(1, 'Saving Money on Groceries', 'money', true, '2026-01-10T10:00:00Z'),
    post(2, 'Morning Yoga', 'health', false, '2026-03-01T10:00:00Z', 2),
    post(3, 'budget travel hacks', 'travel', true, '2025-12-24T10:00:00Z'),
    post(4, 'Apartment Plants', null, false, '2026-02-14T10:00:00Z', 2),
    post(5, 'Zero-waste Kitchen', 'home', true, '2026-02-20T10:00:00Z'),
  ],
  [TIPS, HOME],
);

describe('posts table rows', () => {
  it('maps published to a status and an empty category to Uncategorized', () => {
    expect(rows[0]).toMatchObject({ status: 'published', category: 'money' });
    expect(rows[3]).toMatchObject({ status: 'draft', category: 'Uncategorized' });
  });

  it("names each row's site from the site list, and none when the list does not have it", () => {
    expect(rows[0]!.site).toEqual(TIPS);
    expect(rows[1]!.site).toEqual(HOME);
    expect(
      toPostRows([post(9, 'Orphan', null, true, '2026-01-01T00:00:00Z', 77)], [TIPS])[0]!.site,
    ).toBeNull();
    expect(
      toPostRows([post(9, 'No list', null, true, '2026-01-01T00:00:00Z')])[0]!.site,
    ).toBeNull();
  });
});

describe('filterPosts (search over title and category, case-insensitive)', () => {
  it('matches the title in any case', () => {
    expect(filterPosts(rows, { search: 'MORNING', statuses: [] }).map((r) => r.id)).toEqual([2]);
    expect(filterPosts(rows, { search: 'Budget', statuses: [] }).map((r) => r.id)).toEqual([3]);
  });

  it('matches the category', () => {
    expect(filterPosts(rows, { search: 'Travel', statuses: [] }).map((r) => r.id)).toEqual([3]);
    expect(filterPosts(rows, { search: 'uncategorized', statuses: [] }).map((r) => r.id)).toEqual([
      4,
    ]);
  });

  it('ignores surrounding spaces and keeps everything for an empty search', () => {
    expect(filterPosts(rows, { search: '  ', statuses: [] })).toHaveLength(5);
    expect(filterPosts(rows, { search: ' yoga ', statuses: [] })).toHaveLength(1);
  });

  it('combines search with a multi-select status filter', () => {
    expect(filterPosts(rows, { search: '', statuses: ['draft'] }).map((r) => r.id)).toEqual([2, 4]);
    expect(filterPosts(rows, { search: '', statuses: ['draft', 'published'] })).toHaveLength(5);
    expect(filterPosts(rows, { search: 'a', statuses: ['published'] }).map((r) => r.id)).toEqual([
      1, 3, 5,
    ]);
  });
});

describe('filterPostsIncremental', () => {
  it('gives the same rows as a full pass while typing forward, back and across filters', () => {
    let cache = null;
    for (const [search, statuses, sites] of [
      ['a', []],
      ['ap', []],
      ['apa', []],
      ['ap', []],
      ['a', ['draft']],
      ['an', ['draft']],
      ['an', ['draft'], ['localhost']],
      ['ant', ['draft'], ['home.localhost']],
      ['', []],
    ] as [string, string[], string[]?][]) {
      cache = filterPostsIncremental(rows, { search, statuses, sites }, cache);
      expect(cache.result.map((r) => r.id)).toEqual(
        filterPosts(rows, { search, statuses, sites }).map((r) => r.id),
      );
    }
  });
});

describe('site filter', () => {
  it('keeps the rows of the chosen sites (by domain), combined with search and status', () => {
    const ids = (filter: Parameters<typeof filterPosts>[1]) =>
      filterPosts(rows, filter).map((r) => r.id);
    expect(ids({ search: '', statuses: [], sites: ['home.localhost'] })).toEqual([2, 4]);
    expect(ids({ search: '', statuses: [], sites: ['home.localhost', 'localhost'] })).toHaveLength(
      5,
    );
    expect(ids({ search: 'yoga', statuses: [], sites: ['localhost'] })).toEqual([]);
    expect(ids({ search: '', statuses: ['published'], sites: ['localhost'] })).toEqual([1, 3, 5]);
    expect(ids({ search: '', statuses: [], sites: ['money.localhost'] })).toEqual([]);
  });

  it('offers the sites present in the data, by name, each with its count', () => {
    expect(siteCounts(rows)).toEqual([
      { site: HOME, count: 2 },
      { site: TIPS, count: 3 },
    ]);
    expect(siteCounts([])).toEqual([]);
  });
});

describe('statusCounts', () => {
  it('lists only the statuses present, each with its count', () => {
    expect(statusCounts(rows)).toEqual([
      { status: 'published', label: 'Published', count: 3 },
      { status: 'draft', label: 'Draft', count: 2 },
    ]);
    expect(statusCounts(rows.filter((r) => r.status === 'draft'))).toEqual([
      { status: 'draft', label: 'Draft', count: 2 },
    ]);
    expect(statusCounts([])).toEqual([]);
  });
});

const sortBy = (column: PostSort['column'], desc = false): PostSort => ({ column, desc });
const orderOf = (value: string) => SORT_ORDERS.find((o) => o.value === value)!.sort;

describe('sortPosts', () => {
  it('Latest: updated_at descending (the default)', () => {
    expect(sortPosts(rows, orderOf('latest')).map((r) => r.id)).toEqual([2, 5, 4, 1, 3]);
    expect(orderOf('latest')).toEqual(DEFAULT_SORT);
  });
  it('Oldest: updated_at ascending', () => {
    expect(sortPosts(rows, orderOf('oldest')).map((r) => r.id)).toEqual([3, 1, 4, 5, 2]);
  });
  it('Title A-Z: title ascending, case-insensitive; the header also sorts Z-A', () => {
    const titles = [
      'Apartment Plants',
      'budget travel hacks',
      'Morning Yoga',
      'Saving Money on Groceries',
      'Zero-waste Kitchen',
    ];
    expect(sortPosts(rows, orderOf('title')).map((r) => r.title)).toEqual(titles);
    expect(sortPosts(rows, sortBy('title', true)).map((r) => r.title)).toEqual(titles.reverse());
  });
  it('category, status and site sort as text, ties latest first', () => {
    expect(sortPosts(rows, sortBy('category')).map((r) => r.category)).toEqual([
      'health',
      'home',
      'money',
      'travel',
      'Uncategorized',
    ]);
    expect(sortPosts(rows, sortBy('status')).map((r) => r.id)).toEqual([2, 4, 5, 1, 3]);
    expect(sortPosts(rows, sortBy('status', true)).map((r) => r.id)).toEqual([5, 1, 3, 2, 4]);
    expect(sortPosts(rows, sortBy('site')).map((r) => r.id)).toEqual([2, 4, 5, 1, 3]);
    expect(sortPosts(rows, sortBy('site', true)).map((r) => r.id)).toEqual([5, 1, 3, 2, 4]);
  });
  it('does not change its input', () => {
    const before = rows.map((r) => r.id);
    sortPosts(rows, orderOf('title'));
    expect(rows.map((r) => r.id)).toEqual(before);
  });
});

describe('sort in the URL and the Sort Order menu', () => {
  it('keeps the menu names for the menu orders and <column>[-desc] for the others', () => {
    expect(serializeSort(DEFAULT_SORT)).toBeNull();
    expect(serializeSort(sortBy('updated'))).toBe('oldest');
    expect(serializeSort(sortBy('title'))).toBe('title');
    expect(serializeSort(sortBy('title', true))).toBe('title-desc');
    expect(serializeSort(sortBy('site'))).toBe('site');
    expect(serializeSort(sortBy('category', true))).toBe('category-desc');
  });

  it('parses every value it writes, and the aliases', () => {
    for (const column of ['title', 'category', 'status', 'site', 'updated'] as const)
      for (const desc of [false, true])
        expect(parseSort(serializeSort(sortBy(column, desc)))).toEqual(sortBy(column, desc));
    expect(parseSort('latest')).toEqual(DEFAULT_SORT);
    expect(parseSort('updated')).toEqual(sortBy('updated'));
    expect(parseSort('updated-desc')).toEqual(DEFAULT_SORT);
    expect(parseSort('bogus')).toEqual(DEFAULT_SORT);
    expect(parseSort('translations-desc')).toEqual(DEFAULT_SORT);
  });

  it('checks the menu item a header sort matches, and none otherwise', () => {
    expect(sortOrderOf(sortBy('updated', true))).toBe('latest');
    expect(sortOrderOf(sortBy('updated'))).toBe('oldest');
    expect(sortOrderOf(sortBy('title'))).toBe('title');
    expect(sortOrderOf(sortBy('title', true))).toBeNull();
    expect(sortLabel(sortBy('title'))).toBe('Title A-Z');
    expect(sortLabel(sortBy('site', true))).toBe('Site, descending');
  });
});

describe('paging info', () => {
  it('reads {from} - {to} of {count}', () => {
    const filtered = filterPosts(rows, { search: '', statuses: [] });
    expect(pageInfoText(0, 2, filtered.length)).toBe('1 - 2 of 5');
    expect(pageInfoText(2, 2, filtered.length)).toBe('5 - 5 of 5');
    expect(pageInfoText(0, 10, 0)).toBe('0 - 0 of 0');
  });
});

describe('URL state', () => {
  it('has defaults: latest, page 1, 10 per page', () => {
    expect(readPostsUrlState(new URLSearchParams())).toEqual({
      search: '',
      statuses: [],
      sites: [],
      sort: DEFAULT_SORT,
      page: 1,
      pageSize: 10,
    });
  });

  it('reads the menu link ?status=draft and round-trips every field', () => {
    expect(readPostsUrlState(new URLSearchParams('status=draft')).statuses).toEqual(['draft']);
    const state: PostsUrlState = {
      search: 'yoga',
      statuses: ['draft', 'published'],
      sites: ['home.localhost', 'localhost'],
      sort: { column: 'site', desc: true },
      page: 3,
      pageSize: 25,
    };
    expect(writePostsUrlState(state).toString()).toBe(
      'q=yoga&status=draft%2Cpublished&site=home.localhost%2Clocalhost&sort=site-desc&page=3&size=25',
    );
    expect(readPostsUrlState(writePostsUrlState(state))).toEqual(state);
  });

  it('drops invalid values', () => {
    expect(
      readPostsUrlState(new URLSearchParams('sort=x&page=-2&size=7&status=bogus&site=,')),
    ).toEqual({
      search: '',
      statuses: [],
      sites: [],
      sort: DEFAULT_SORT,
      page: 1,
      pageSize: 10,
    });
  });
});
