import type { PublicApi } from '@sitenet/api-client';
import type { Locale } from '@sitenet/i18n';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { useServices } from '../../../lib/services';

export const homepageQueryOptions = (api: PublicApi, locale: Locale) =>
  queryOptions({
    queryKey: queryKeys.homepage(locale),
    queryFn: ({ signal }) => api.getHomepage(locale, signal),
  });

export function useHomepage(locale: Locale) {
  const { api } = useServices();
  return useQuery(homepageQueryOptions(api, locale));
}
