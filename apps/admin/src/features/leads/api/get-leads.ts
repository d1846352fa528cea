import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Lead, LeadStatus } from '@sitenet/api-client';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface LeadsFilter {
  status?: LeadStatus;
  q?: string;
}

/** GET /api/admin/leads, limited to the selected site; status and search are filtered by the API. */
export async function getLeads(siteId: number | null, filter: LeadsFilter, signal?: AbortSignal): Promise<Lead[]> {
  const { leads } = await api().listLeads(
    { site_id: siteId ?? undefined, status: filter.status, q: filter.q || undefined },
    signal,
  );
  return leads;
}

export function useLeads(siteId: number | null, filter: LeadsFilter, { enabled = true } = {}) {
  return useQuery({
    queryKey: queryKeys.leads.list(siteId, filter),
    queryFn: ({ signal }) => getLeads(siteId, filter, signal),
    // A new search keeps the last rows on screen instead of flashing "Loading".
    placeholderData: keepPreviousData,
    enabled,
  });
}
