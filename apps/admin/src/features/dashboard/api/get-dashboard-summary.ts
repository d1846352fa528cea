import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/admin/dashboard/summary?site_id=: one site's figures, or (null) every site's the person reads. */
export function useDashboardSummary(siteId: number | null, { enabled = true } = {}) {
  return useQuery({
    queryKey: queryKeys.dashboard.summary(siteId),
    queryFn: ({ signal }) => api().dashboardSummary({ site_id: siteId ?? undefined }, signal),
    // Visits, leads and reviews arrive all the time; a minute-old dashboard is fresh enough.
    staleTime: 60_000,
    enabled,
  });
}
