import { DEFAULT_LOCALE, isLocale } from '@sitenet/i18n';

/**
 * One URL per page: the path a request should have been, or null when it already is that path.
 * Spelled-out English (`/en/about`: English has no prefix) and a prefix in capitals (`/ES/...`)
 * are written the one way the magazine links them, and no page but the root ends in a slash
 * (`/about/`, `/es/`). Returned with the query, for a 301.
 */
export function canonicalPathOf(url: URL): string | null {
  // Runs of slashes become one (so the result can never read as `//host`), the last one goes.
  const segments = url.pathname.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1').split('/');
  const first = segments[1] ?? '';
  const lower = first.toLowerCase();
  if (isLocale(lower)) segments[1] = lower;
  if (lower === DEFAULT_LOCALE) segments.splice(1, 1);
  const path = segments.join('/') || '/';
  return path === url.pathname ? null : `${path}${url.search}`;
}
