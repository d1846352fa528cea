import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/admin/posts/{id}/revisions?language=: read each time the history opens (saves add some). */
export function useRevisions(postId: number, lang: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.posts.revisions(postId, lang),
    queryFn: async ({ signal }) => (await api().listPostRevisions(postId, { language: lang }, signal)).revisions,
    enabled,
    staleTime: 0,
  });
}

/** GET /api/admin/revisions/{id}: a revision never changes once written. */
export function useRevision(revisionId: number | null) {
  return useQuery({
    queryKey: queryKeys.posts.revision(revisionId ?? 0),
    queryFn: async ({ signal }) => (await api().getRevision(revisionId!, signal)).revision,
    enabled: revisionId !== null,
    staleTime: Infinity,
  });
}
