/*
 * The top articles are paged in the browser: the report holds up to 100 articles per language
 * (500 rows with every language), too many to draw, or to scan, at once.
 */

export const CONTENT_PAGE_SIZE = 25;

/** `?page=` as a page number from 1; anything but a positive whole number is page 1. */
export function readPage(params: URLSearchParams): number {
  const value = params.get('page') ?? '';
  const page = /^\d+$/.test(value) ? Number(value) : 1;
  return page >= 1 && Number.isSafeInteger(page) ? page : 1;
}

/**
 * The rows of one page, its index from 0 and the page count. A page past the end (an old or
 * shared link after the report shrank) shows the last page rather than an empty table.
 */
export function pageOf<T>(rows: readonly T[], page: number, size = CONTENT_PAGE_SIZE) {
  const pageCount = Math.max(1, Math.ceil(rows.length / size));
  const pageIndex = Math.min(Math.max(page, 1), pageCount) - 1;
  return { pageIndex, pageCount, rows: rows.slice(pageIndex * size, (pageIndex + 1) * size) };
}
