import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminLanguage } from '@sitenet/api-client';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

export async function getLanguages(siteId: number | null): Promise<AdminLanguage[]> {
  const { languages } = await api().listLanguages(siteId ? { site_id: siteId } : {});
  return languages;
}

export const languagesQueryOptions = (siteId: number | null) =>
  queryOptions({ queryKey: queryKeys.languages.list(siteId), queryFn: () => getLanguages(siteId) });

export function useLanguages(
  siteId: number | null,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({ ...languagesQueryOptions(siteId), enabled });
}
