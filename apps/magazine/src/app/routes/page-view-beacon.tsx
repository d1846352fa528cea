import { detectLocale } from '@sitenet/i18n';
import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { postQueryOptions } from '../../features/article/api/get-post';
import { useServices } from '../../lib/services';

/**
 * Counts a page view on every route change. Effects run only in the browser, after hydration;
 * the beacon module is imported then, so it is never part of the first paint (and no inline
 * script is needed: CSP-clean).
 */
export function PageViewBeacon() {
  const { pathname } = useLocation();
  const matches = useMatches();
  const { api, queryClient, origin } = useServices();
  const previous = useRef<string | null>(null);
  const slug = matches.at(-1)?.params.slug;

  useEffect(() => {
    const locale = detectLocale(pathname);
    // The article's loader has put the post in the cache before the route renders.
    const result = slug ? queryClient.getQueryData(postQueryOptions(api, slug, locale).queryKey) : undefined;
    const post_id = result?.kind === 'ok' ? result.post.id : null;
    // The first view carries where the reader came from; later ones came from this site.
    const referrer = previous.current === null ? document.referrer : `${origin}${previous.current}`;
    previous.current = pathname;
    import('../../lib/beacon')
      .then(({ sendPageView }) => sendPageView({ path: pathname, post_id, locale, referrer }))
      .catch(() => undefined);
  }, [pathname, slug, api, queryClient, origin]);

  return null;
}
