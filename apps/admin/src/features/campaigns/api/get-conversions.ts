import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ConversionRange } from '@sitenet/api-client';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface ConversionFilters {
  siteId: number | null;
  offerId?: number;
  range: ConversionRange;
  page: number;
}

/** GET /api/admin/conversions: one page, newest first, with totals per currency. */
export function useConversions(filters: ConversionFilters, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.campaigns.conversions(filters),
    queryFn: ({ signal }) =>
      api().listConversions(
        { site_id: filters.siteId ?? undefined, offer_id: filters.offerId, range: filters.range, page: filters.page },
        signal,
      ),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}
