import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { QueueFilters } from '../lib/queue-filters';

/** One page of a site's translation queue under the URL's filters. */
export const translationQueueQueryOptions = (siteId: number, filters: QueueFilters) =>
  queryOptions({
    queryKey: queryKeys.translationQueue.list(siteId, filters),
    queryFn: ({ signal }) =>
      api().translationQueue(
        { site_id: siteId, page: filters.page, ...(filters.state ? { state: filters.state } : {}), ...(filters.lang ? { lang: filters.lang } : {}) },
        signal,
      ),
  });

export function useTranslationQueue(siteId: number, filters: QueueFilters) {
  // The previous page stays on screen while the next one loads (no flash of the skeleton).
  return useQuery({ ...translationQueueQueryOptions(siteId, filters), placeholderData: keepPreviousData });
}
