import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AnalyticsRange, CampaignGroup } from '@sitenet/api-client';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/admin/campaigns/report: the site's (or every managed site's) offers, this period and the previous. */
export function useCampaignReport(
  siteId: number | null,
  range: AnalyticsRange,
  groupBy: CampaignGroup,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: queryKeys.campaigns.report(siteId, range, groupBy),
    queryFn: ({ signal }) =>
      api().campaignReport(
        { ...(siteId === null ? {} : { site_id: siteId }), range, group_by: groupBy },
        signal,
      ),
    enabled,
    // Switching the period or the grouping keeps the last figures on screen until the new ones come.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/campaigns/cross-site: offers x sites and sites x languages. */
export function useCampaignCrossSite(range: AnalyticsRange) {
  return useQuery({
    queryKey: queryKeys.campaigns.crossSite(range),
    queryFn: ({ signal }) => api().campaignCrossSite({ range }, signal),
    placeholderData: keepPreviousData,
  });
}
