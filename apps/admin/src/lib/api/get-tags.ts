import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

/** Every tag of a site (by name): the tags screen and the post editor's tag input. */
export const tagsQueryOptions = (siteId: number) =>
  queryOptions({
    queryKey: queryKeys.tags.list(siteId),
    queryFn: async ({ signal }) => (await api().listTags({ site_id: siteId }, signal)).tags,
  });

export function useTags(siteId: number | null) {
  return useQuery({ ...tagsQueryOptions(siteId ?? 0), enabled: siteId !== null });
}
