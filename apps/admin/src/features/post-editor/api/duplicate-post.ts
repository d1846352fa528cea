import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/admin/posts/{id}/duplicate: a draft copy in every language, with new slugs. */
export async function duplicatePost(id: number) {
  const { post } = await api().duplicatePost(id);
  return post;
}

export function useDuplicatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicatePost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.posts.all }),
  });
}
