import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/admin/partners: every partner, with how many offers each has. */
export function usePartners({ enabled = true } = {}) {
  return useQuery({
    queryKey: queryKeys.campaigns.partners(),
    queryFn: ({ signal }) => api().listPartners(signal),
    enabled,
  });
}
