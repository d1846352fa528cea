/** `?page=` (or another name) as a page number from 1; anything but a positive whole number is page 1. */
export function readPageParam(params: URLSearchParams, name = 'page'): number {
  const value = params.get(name) ?? '';
  const page = /^\d+$/.test(value) ? Number(value) : 1;
  return page >= 1 && Number.isSafeInteger(page) ? page : 1;
}
