import { useQuery } from '@tanstack/react-query';
import type { SubscribersResponse, SubscriberStatus } from '@sitenet/api-client';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/admin/newsletter: the subscribers of the selected site (or of every site), optionally of one status. */
export async function getSubscribers(
  siteId: number | null,
  status: SubscriberStatus | undefined,
  signal?: AbortSignal,
): Promise<SubscribersResponse> {
  return api().listSubscribers({ ...(siteId ? { site_id: siteId } : {}), ...(status ? { status } : {}) }, signal);
}

export function useSubscribers(siteId: number | null, status: SubscriberStatus | undefined, { enabled = true } = {}) {
  return useQuery({
    queryKey: queryKeys.leads.subscribers(siteId, status),
    queryFn: ({ signal }) => getSubscribers(siteId, status, signal),
    enabled,
  });
}
