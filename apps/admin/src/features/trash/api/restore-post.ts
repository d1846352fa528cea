import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RestoreAs } from '@sitenet/api-client';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/admin/posts/{id}/restore: back as it was (`published`) or with every language a draft. */
export async function restorePost({ id, as }: { id: number; as: RestoreAs }) {
  const { post } = await api().restorePost(id, as);
  return post;
}

export function useRestorePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restorePost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.posts.all }),
  });
}
