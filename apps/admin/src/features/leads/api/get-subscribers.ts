import { useQuery } from '@tanstack/react-query';
import type { Subscriber } from '@sitenet/api-client';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/admin/newsletter: the newsletter subscribers of the selected site (or of every site). */
export async function getSubscribers(siteId: number | null, signal?: AbortSignal): Promise<Subscriber[]> {
  const { subscribers } = await api().listSubscribers(siteId ? { site_id: siteId } : {}, signal);
  return subscribers;
}

export function useSubscribers(siteId: number | null, { enabled = true } = {}) {
  return useQuery({
    queryKey: queryKeys.leads.subscribers(siteId),
    queryFn: ({ signal }) => getSubscribers(siteId, signal),
    enabled,
  });
}
