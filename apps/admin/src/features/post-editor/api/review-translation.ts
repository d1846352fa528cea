import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPostDetail } from '@sitenet/api-client';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { getPost } from './get-post';

/** `machine`: a person reviewed a machine translation (the mark that blocks publishing goes). */
export type ReviewAction = { kind: 'submit' } | { kind: 'approve' } | { kind: 'reject'; note: string } | { kind: 'machine' };

/**
 * Submit a translation for review, approve it (publishes it) or send it back with a note, then
 * read the post again: a review bumps the post's version, and the editor adopts the new one so its
 * next save is not refused as a conflict.
 */
export async function reviewTranslation(postId: number, code: string, action: ReviewAction): Promise<AdminPostDetail> {
  if (action.kind === 'submit') await api().submitTranslation(postId, code);
  else if (action.kind === 'approve') await api().approveTranslation(postId, code);
  else if (action.kind === 'machine') await api().reviewMachineTranslation(postId, code);
  else await api().rejectTranslation(postId, code, action.note);
  return getPost(postId);
}

export function useReviewTranslation(postId: number, code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ReviewAction) => reviewTranslation(postId, code, action),
    onSuccess: (post) => {
      queryClient.setQueryData(queryKeys.posts.detail(post.id), post);
      void queryClient.invalidateQueries({ queryKey: queryKeys.posts.all, exact: false, refetchType: 'none' });
    },
  });
}
