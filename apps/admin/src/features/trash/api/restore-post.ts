import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/admin/posts/{id}/restore: back from the trash, as it was. */
export async function restorePost(id: number) {
  const { post } = await api().restorePost(id);
  return post;
}

export function useRestorePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restorePost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.posts.all }),
  });
}
