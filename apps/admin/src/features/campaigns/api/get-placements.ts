import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/admin/offers/{id}/placements: where the offer is used, with its clicks. */
export function usePlacements(offerId: number | null) {
  return useQuery({
    queryKey: queryKeys.campaigns.placements(offerId ?? 0),
    queryFn: ({ signal }) => api().listOfferPlacements(offerId!, signal),
    enabled: offerId !== null,
  });
}
