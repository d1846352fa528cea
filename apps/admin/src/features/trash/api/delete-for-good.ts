import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE /api/admin/posts/{id}/permanent: one trashed post, gone for good. */
export async function deletePostForGood(id: number): Promise<number[]> {
  const { deleted } = await api().deletePostPermanently(id);
  return deleted;
}

/** DELETE /api/admin/posts/trash?site_id=: every trashed post of the site, gone for good. */
export async function emptyTrash(siteId: number): Promise<number[]> {
  const { deleted } = await api().emptyTrash({ site_id: siteId });
  return deleted;
}

export function useDeletePostForGood() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePostForGood,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.posts.all }),
  });
}

export function useEmptyTrash() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: emptyTrash,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.posts.all }),
  });
}
