import { useQuery } from '@tanstack/react-query';
import type { OfferStatus } from '@sitenet/api-client';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

/** GET /api/admin/offers: with a site, the offers usable there (its own and every-site ones). */
export function useOffers(
  siteId: number | null,
  filters: { status?: OfferStatus; q?: string } = {},
  { enabled = true } = {},
) {
  return useQuery({
    queryKey: queryKeys.campaigns.offers(siteId, filters),
    queryFn: ({ signal }) =>
      api().listOffers(
        {
          ...(siteId ? { site_id: siteId } : {}),
          ...(filters.status ? { status: filters.status } : {}),
          ...(filters.q ? { q: filters.q } : {}),
        },
        signal,
      ),
    enabled,
  });
}
