import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Site } from '@sitenet/api-client';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

/** Shared by the switcher, the sites screen and every site-scoped page (selected site). */
export async function getSites(): Promise<Site[]> {
  const { sites } = await api().listSites();
  return sites;
}

export const sitesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.sites.list(), queryFn: getSites });

export function useSites() {
  return useQuery(sitesQueryOptions());
}
