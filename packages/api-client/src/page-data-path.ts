/**
 * Where a server-rendered page's hydration data is served: the page's own URL behind a prefix and
 * the data's version (a hash of its bytes), e.g. `/_page-data/Qm9vayBtYXJrcw/es/categoria/dinero?page=2`.
 * The page names it and the browser fetches it with the scripts, after the first paint, so the HTML
 * fits the first round trip of a new connection. A version the server no longer has answers 404.
 */
export const PAGE_DATA_PREFIX = '/_page-data/';

export const pageDataPath = (version: string, pageUrl: string) => `${PAGE_DATA_PREFIX}${version}${pageUrl}`;

/** `/_page-data/<version>/<page url>` -> its parts; null for anything else. */
export function parsePageDataPath(url: string): { version: string; pageUrl: string } | null {
  const match = /^\/_page-data\/([A-Za-z0-9_-]{16})(\/.*)$/.exec(url);
  return match ? { version: match[1]!, pageUrl: match[2]! } : null;
}
