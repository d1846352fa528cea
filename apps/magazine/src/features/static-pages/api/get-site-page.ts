import type { PublicApi, SitePageName } from '@sitenet/api-client';
import type { Locale } from '@sitenet/i18n';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { useServices } from '../../../lib/services';
import { useSite } from '../../../lib/site';

/** The site's own title and HTML of a page in one language (GET /api/site/pages/{page}/{locale}). */
export const sitePageQueryOptions = (api: PublicApi, page: SitePageName, locale: Locale) =>
  queryOptions({
    queryKey: queryKeys.sitePage(page, locale),
    queryFn: async ({ signal }) => (await api.getSitePage(page, locale, signal)).page,
    staleTime: 10 * 60_000,
  });

/**
 * The site's own text of `page` when its settings have one in `locale` (else null: the translated
 * default shows). The router's loader fetches it first, so the server renders it in place.
 */
export function useSitePage(page: SitePageName, locale: Locale) {
  const { api } = useServices();
  const own = useSite()?.pages[page].includes(locale) ?? false;
  const query = useQuery({ ...sitePageQueryOptions(api, page, locale), enabled: own });
  return own ? (query.data ?? null) : null;
}
