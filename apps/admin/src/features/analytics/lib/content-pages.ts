/*
 * The top articles are paged in the browser: the report holds up to 100 articles per language
 * (500 rows with every language), too many to draw, or to scan, at once.
 */

export const CONTENT_PAGE_SIZE = 25;

/**
 * The rows of one page, its index from 0 and the page count. A page past the end (an old or
 * shared link after the report shrank) shows the last page rather than an empty table.
 */
export function pageOf<T>(rows: readonly T[], page: number, size = CONTENT_PAGE_SIZE) {
  const pageCount = Math.max(1, Math.ceil(rows.length / size));
  const pageIndex = Math.min(Math.max(page, 1), pageCount) - 1;
  return { pageIndex, pageCount, rows: rows.slice(pageIndex * size, (pageIndex + 1) * size) };
}
