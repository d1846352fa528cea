import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `machine`: an editor read a machine translation and marks it reviewed (it may be published then). */
export type QueueReview = { postId: number; code: string } & ({ kind: 'approve' } | { kind: 'reject'; note: string } | { kind: 'machine' });

/**
 * An editor's answer to a submitted translation from the queue: approve (publishes it) or send it
 * back with a note; or their review of a machine translation. The queue and the posts are read again after, so the row leaves the list and
 * the matrix and an open editor see the new state (a review bumps the post's version).
 */
export function useReviewQueueItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: QueueReview) =>
      review.kind === 'approve'
        ? api().approveTranslation(review.postId, review.code)
        : review.kind === 'machine'
          ? api().reviewMachineTranslation(review.postId, review.code)
          : api().rejectTranslation(review.postId, review.code, review.note),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.translationQueue.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.posts.all }),
      ]);
    },
  });
}
