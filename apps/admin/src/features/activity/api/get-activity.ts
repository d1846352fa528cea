import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ActivityResponse } from '@sitenet/api-client';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { ActivityFilters } from '../lib/activity-url';

/** GET /api/admin/activity: one page, newest first, older pages through `before`. */
export function getActivity(siteId: number | null, filters: ActivityFilters, before: string | undefined, signal?: AbortSignal): Promise<ActivityResponse> {
  return api().listActivity(
    {
      site_id: siteId ?? undefined,
      user_id: filters.user,
      action: filters.action,
      target_type: filters.target,
      until: filters.until,
      before,
      limit: 50,
    },
    signal,
  );
}

/** The list with "Load more": each page's `next_before` asks the next one. */
export function useActivity(siteId: number | null, filters: ActivityFilters) {
  return useInfiniteQuery({
    queryKey: queryKeys.activity.list(siteId, {
      user: filters.user?.toString(),
      action: filters.action,
      target: filters.target,
      until: filters.until,
    }),
    queryFn: ({ pageParam, signal }) => getActivity(siteId, filters, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_before ?? undefined,
  });
}

/** The people the person filter offers (of the site, or of the network). */
export function usePeople(siteId: number | null) {
  return useQuery({
    queryKey: queryKeys.people.list(siteId),
    queryFn: async ({ signal }) => (await api().listUsers({ site_id: siteId ?? undefined }, signal)).users,
  });
}
