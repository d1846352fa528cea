import { describe, expect, it } from 'vitest';
import type { AdminPost } from '@sitenet/api-client';
import { filterMatrix, readMatrixFilters, stateCounts, toMatrixRows, writeMatrixFilters } from './matrix';

const post = (id: number, category: string, status: AdminPost['translation_status']): AdminPost => ({
  id,
  title: `Post ${id}`,
  slug: `post-${id}`,
  category,
  published: status?.en === 'published',
  updated_at: '2026-01-01T00:00:00.000Z',
  translations: Object.keys(status ?? {}).filter((code) => code !== 'en'),
  site_id: 1,
  translation_status: status,
});

const posts = [
  post(1, 'money', { en: 'published', es: 'stale', ar: 'missing' }),
  post(2, 'health', { en: 'draft', es: 'published' }),
  post(3, 'money', { en: 'scheduled', es: 'draft', ar: 'published' }),
];

describe('translation matrix', () => {
  it('has a cell per post and language; a language the list omits is missing', () => {
    const rows = toMatrixRows(posts, ['en', 'es', 'ar']);
    expect(rows[1]!.states).toEqual({
      en: { status: 'draft', stale: false },
      es: { status: 'published', stale: false },
      ar: { status: 'missing', stale: false },
    });
    // Without language_states, a stale cell's status is unknown: read as a draft.
    expect(stateCounts(rows)).toEqual({ missing: 2, draft: 3, stale: 1, scheduled: 1, published: 3 });
  });

  it('keeps a stale cell’s status: a stale published language still counts as published', () => {
    const live: AdminPost = {
      ...post(4, 'money', { en: 'published', es: 'stale' }),
      language_states: {
        en: { status: 'published', stale: false, publish_at: null },
        es: { status: 'published', stale: true, publish_at: null },
      },
    };
    const rows = toMatrixRows([live], ['en', 'es']);
    expect(rows[0]!.states.es).toEqual({ status: 'published', stale: true, machine: false });
    expect(stateCounts(rows)).toMatchObject({ published: 2, stale: 1, draft: 0 });
    expect(filterMatrix(rows, { states: ['stale'], categories: [] })).toHaveLength(1);
  });

  it('filters by state and category', () => {
    const rows = toMatrixRows(posts, ['en', 'es', 'ar']);
    expect(filterMatrix(rows, { states: ['stale'], categories: [] }).map((r) => r.id)).toEqual([1]);
    expect(filterMatrix(rows, { states: [], categories: ['money'] }).map((r) => r.id)).toEqual([1, 3]);
    expect(filterMatrix(rows, { states: ['published'], categories: ['health'] }).map((r) => r.id)).toEqual([2]);
  });

  it('keeps its filters in the URL and ignores unknown values', () => {
    const params = writeMatrixFilters({ states: ['stale', 'missing'], categories: ['money'] });
    expect(params.toString()).toBe('state=stale%2Cmissing&category=money');
    expect(readMatrixFilters(new URLSearchParams('state=stale,bogus&category=money,nope'))).toEqual({
      states: ['stale'],
      categories: ['money'],
    });
  });
});
