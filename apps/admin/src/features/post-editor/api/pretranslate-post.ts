import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PretranslateResponse } from '@sitenet/api-client';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface PretranslateVariables {
  languages: string[];
  /** The network's machine translation for what the memory cannot fill (drafts marked machine). */
  useMachine: boolean;
}

/** POST /api/admin/posts/{id}/pretranslate: drafts filled from the memory's exact matches (and the machine). */
export function pretranslatePost(postId: number, { languages, useMachine }: PretranslateVariables): Promise<PretranslateResponse> {
  return api().pretranslatePost(postId, { languages, ...(useMachine ? { use_machine: true } : {}) });
}

export function usePretranslatePost(postId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: PretranslateVariables) => pretranslatePost(postId, variables),
    onSuccess: ({ post }) => {
      queryClient.setQueryData(queryKeys.posts.detail(post.id), post);
      // The new drafts show in the posts list's language chips and the translation queue.
      void queryClient.invalidateQueries({ queryKey: queryKeys.posts.all, exact: false, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: queryKeys.translationQueue.all, refetchType: 'none' });
    },
  });
}
