import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkPostsInput, BulkPostsResponse } from '@sitenet/api-client';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

/** POST /api/admin/posts/bulk: one action on many posts; the reply lists what was done and refused. */
export function bulkPosts(body: BulkPostsInput): Promise<BulkPostsResponse> {
  return api().bulkPosts(body);
}

/** The posts table and the matrix share the list: both refresh after a bulk action. */
export function useBulkPosts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkPosts,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.posts.all }),
  });
}
