import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogueLanguage } from '@sitenet/api-client';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Languages that can still be added to the site (or globally). */
export async function getAvailableLanguages(siteId: number | null): Promise<CatalogueLanguage[]> {
  const { languages } = await api().listAvailableLanguages(siteId ? { site_id: siteId } : {});
  return languages;
}

export const availableLanguagesQueryOptions = (siteId: number | null) =>
  queryOptions({
    queryKey: queryKeys.languages.available(siteId),
    queryFn: () => getAvailableLanguages(siteId),
  });

export function useAvailableLanguages(
  siteId: number | null,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({ ...availableLanguagesQueryOptions(siteId), enabled });
}
