import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPostDetail } from '@sitenet/api-client';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/admin/posts/{id}: the post with every translation. */
export async function getPost(id: number, signal?: AbortSignal): Promise<AdminPostDetail> {
  const { post } = await api().getPost(id, signal);
  return post;
}

export const postQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.posts.detail(id),
    queryFn: ({ signal }) => getPost(id, signal),
    // The editor owns its copy once open: a refetch must not replace what is being typed.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: 1,
  });

export function usePost(id: number | null) {
  return useQuery({ ...postQueryOptions(id ?? 0), enabled: id !== null });
}
