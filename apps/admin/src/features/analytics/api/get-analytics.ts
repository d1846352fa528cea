import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsRange } from '@sitenet/api-client';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/admin/analytics/{view}?site_id=&range=: the four dashboards read rollups. */
const fetchers = {
  overview: (siteId: number | null, range: AnalyticsRange, signal?: AbortSignal) =>
    api().analyticsOverview({ site_id: siteId ?? undefined, range }, signal),
  traffic: (siteId: number | null, range: AnalyticsRange, signal?: AbortSignal) =>
    api().analyticsTraffic({ site_id: siteId ?? undefined, range }, signal),
  content: (siteId: number | null, range: AnalyticsRange, signal?: AbortSignal) =>
    api().analyticsContent({ site_id: siteId ?? undefined, range }, signal),
  'cross-site': (_siteId: number | null, range: AnalyticsRange, signal?: AbortSignal) =>
    api().analyticsCrossSite({ range }, signal),
};

export type AnalyticsView = keyof typeof fetchers;
export type AnalyticsData<V extends AnalyticsView> = Awaited<ReturnType<(typeof fetchers)[V]>>;

export function useAnalytics<V extends AnalyticsView>(
  view: V,
  siteId: number | null,
  range: AnalyticsRange,
  { enabled = true } = {},
) {
  return useQuery({
    queryKey: queryKeys.analytics.view(view, siteId, range),
    queryFn: ({ signal }) => fetchers[view](siteId, range, signal) as Promise<AnalyticsData<V>>,
    // A new range keeps the old charts until the new figures arrive.
    placeholderData: keepPreviousData,
    // New visits arrive all the time; a minute-old dashboard is fresh enough.
    staleTime: 60_000,
    enabled,
  });
}
