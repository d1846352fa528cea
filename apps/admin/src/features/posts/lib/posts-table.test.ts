import { describe, expect, it } from 'vitest';
import type { AdminPost } from '@sitenet/api-client';
import { pageInfoText } from '@sitenet/ui';
import {
  filterPosts,
  filterPostsIncremental,
  readPostsUrlState,
  sortPosts,
  statusCounts,
  toPostRows,
  writePostsUrlState,
} from './posts-table';

const post = (
  id: number,
  title: string,
  category: string | null,
  published: boolean,
  updated: string,
): AdminPost => ({
  id,
  title,
  slug: `post-${id}`,
  category,
  published,
  updated_at: updated,
  translations: [],
});

const rows = toPostRows([
  post(1, 'Saving Money on Groceries', 'money', true, '2026-01-10T10:00:00Z'),
  post(2, 'Morning Yoga', 'health', false, '2026-03-01T10:00:00Z'),
  post(3, 'budget travel hacks', 'travel', true, '2025-12-24T10:00:00Z'),
  post(4, 'Apartment Plants', null, false, '2026-02-14T10:00:00Z'),
  post(5, 'Zero-waste Kitchen', 'home', true, '2026-02-20T10:00:00Z'),
]);

describe('posts table rows', () => {
  it('maps published to a status and an empty category to Uncategorized', () => {
    expect(rows[0]).toMatchObject({ status: 'published', category: 'money' });
    expect(rows[3]).toMatchObject({ status: 'draft', category: 'Uncategorized' });
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
    for (const [search, statuses] of [
      ['a', []],
      ['ap', []],
      ['apa', []],
      ['ap', []],
      ['a', ['draft']],
      ['an', ['draft']],
      ['', []],
    ] as [string, string[]][]) {
      cache = filterPostsIncremental(rows, { search, statuses }, cache);
      expect(cache.result.map((r) => r.id)).toEqual(
        filterPosts(rows, { search, statuses }).map((r) => r.id),
      );
    }
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

describe('sortPosts', () => {
  it('Latest: updated_at descending', () => {
    expect(sortPosts(rows, 'latest').map((r) => r.id)).toEqual([2, 5, 4, 1, 3]);
  });
  it('Oldest: updated_at ascending', () => {
    expect(sortPosts(rows, 'oldest').map((r) => r.id)).toEqual([3, 1, 4, 5, 2]);
  });
  it('Title A-Z: title ascending, case-insensitive', () => {
    expect(sortPosts(rows, 'title').map((r) => r.title)).toEqual([
      'Apartment Plants',
      'budget travel hacks',
      'Morning Yoga',
      'Saving Money on Groceries',
      'Zero-waste Kitchen',
    ]);
  });
  it('does not change its input', () => {
    const before = rows.map((r) => r.id);
    sortPosts(rows, 'title');
    expect(rows.map((r) => r.id)).toEqual(before);
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
      sort: 'latest',
      page: 1,
      pageSize: 10,
    });
  });

  it('reads the menu link ?status=draft and round-trips every field', () => {
    expect(readPostsUrlState(new URLSearchParams('status=draft')).statuses).toEqual(['draft']);
    const state = {
      search: 'yoga',
      statuses: ['draft', 'published'],
      sort: 'title' as const,
      page: 3,
      pageSize: 25,
    };
    expect(readPostsUrlState(writePostsUrlState(state))).toEqual(state);
  });

  it('drops invalid values', () => {
    expect(readPostsUrlState(new URLSearchParams('sort=x&page=-2&size=7&status=bogus'))).toEqual({
      search: '',
      statuses: [],
      sort: 'latest',
      page: 1,
      pageSize: 10,
    });
  });
});
