import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Site } from '@sitenet/api-client';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The admin's deleted sites, most recently deleted first (restorable until `purge_at`). */
export async function getDeletedSites(): Promise<Site[]> {
  const { sites } = await api().listSites({ deleted: 'true' });
  return sites;
}

export const deletedSitesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.sites.deleted(), queryFn: getDeletedSites });

export function useDeletedSites() {
  return useQuery(deletedSitesQueryOptions());
}
