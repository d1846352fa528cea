import { describe, expect, it } from 'vitest';
import { pageOf, readPage } from './content-pages';

describe('top articles pages', () => {
  it('reads the page from the URL, page 1 for anything but a positive whole number', () => {
    expect(readPage(new URLSearchParams('page=3'))).toBe(3);
    expect(readPage(new URLSearchParams())).toBe(1);
    for (const bad of ['0', '-2', '2.5', 'abc', '3x', '', '99999999999999999999'])
      expect(readPage(new URLSearchParams({ page: bad })), bad).toBe(1);
  });

  it('cuts 25 rows a page and shows the last page for a page past the end', () => {
    const rows = Array.from({ length: 60 }, (_, i) => i);
    expect(pageOf(rows, 1)).toEqual({ pageIndex: 0, pageCount: 3, rows: rows.slice(0, 25) });
    expect(pageOf(rows, 3).rows).toEqual(rows.slice(50));
    expect(pageOf(rows, 99)).toEqual({ pageIndex: 2, pageCount: 3, rows: rows.slice(50) });
    expect(pageOf([], 4)).toEqual({ pageIndex: 0, pageCount: 1, rows: [] });
  });
});
