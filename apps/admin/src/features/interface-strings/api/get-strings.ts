import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { StringsFilters } from '../lib/strings-filters';

/** One language's interface strings on a site under the URL's filters (searched and filtered by the API). */
export const stringsQueryOptions = (siteId: number, code: string, filters: StringsFilters) =>
  queryOptions({
    queryKey: queryKeys.interfaceStrings.list(siteId, code, filters),
    queryFn: ({ signal }) => api().listStrings(code, { site_id: siteId, ...filters }, signal),
  });

export function useStrings(siteId: number, code: string, filters: StringsFilters) {
  // The previous result stays on screen while a new search loads (no flash of the skeleton).
  return useQuery({ ...stringsQueryOptions(siteId, code, filters), placeholderData: keepPreviousData });
}
