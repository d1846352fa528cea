/** Page buttons shown at once (SPEC section 9). */
export const PAGE_GROUP_SIZE = 5;

export interface PageGroup {
  /** Zero-based page indexes of the buttons to show. */
  pages: number[];
  /** First page of the previous group, when there is one. */
  previousGroupStart: number | null;
  /** First page of the next group, when there is one. */
  nextGroupStart: number | null;
}

/** The group of page buttons that holds the current page: pages 1-5, 6-10, ... */
export function pageGroup(pageIndex: number, pageCount: number, size = PAGE_GROUP_SIZE): PageGroup {
  if (pageCount <= 0) return { pages: [], previousGroupStart: null, nextGroupStart: null };
  const current = Math.min(Math.max(pageIndex, 0), pageCount - 1);
  const start = Math.floor(current / size) * size;
  const end = Math.min(start + size, pageCount);
  const pages = Array.from({ length: end - start }, (_, i) => start + i);
  return {
    pages,
    previousGroupStart: start > 0 ? start - size : null,
    nextGroupStart: end < pageCount ? end : null,
  };
}

/** `{from} - {to} of {count}` (SPEC section 9); "0 - 0 of 0" when there is nothing. */
export function pageInfoText(pageIndex: number, pageSize: number, rowCount: number): string {
  if (rowCount <= 0) return '0 - 0 of 0';
  const from = pageIndex * pageSize + 1;
  const to = Math.min((pageIndex + 1) * pageSize, rowCount);
  return `${Math.min(from, rowCount)} - ${to} of ${rowCount}`;
}
