import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

/** A site's categories in their order: the categories screen and the post editor's choice. */
export const categoriesQueryOptions = (siteId: number) =>
  queryOptions({
    queryKey: queryKeys.categories.list(siteId),
    queryFn: async ({ signal }) =>
      (await api().listCategories({ site_id: siteId }, signal)).categories,
  });

export function useCategories(siteId: number | null) {
  return useQuery({ ...categoriesQueryOptions(siteId ?? 0), enabled: siteId !== null });
}
