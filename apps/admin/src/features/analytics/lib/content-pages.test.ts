import { describe, expect, it } from 'vitest';
import { pageOf } from './content-pages';

describe('top articles pages', () => {
  it('cuts 25 rows a page and shows the last page for a page past the end', () => {
    const rows = Array.from({ length: 60 }, (_, i) => i);
    expect(pageOf(rows, 1)).toEqual({ pageIndex: 0, pageCount: 3, rows: rows.slice(0, 25) });
    expect(pageOf(rows, 3).rows).toEqual(rows.slice(50));
    expect(pageOf(rows, 99)).toEqual({ pageIndex: 2, pageCount: 3, rows: rows.slice(50) });
    expect(pageOf([], 4)).toEqual({ pageIndex: 0, pageCount: 1, rows: [] });
  });
});
