import { useMutation } from '@tanstack/react-query';
import type { PreviewLink } from '@sitenet/api-client';
import { api } from '../api-client';

/** POST /api/admin/posts/{id}/preview: a 24-hour link to one translation as readers would see it. */
export function useCreatePreview(postId: number, language: string) {
  return useMutation({ mutationFn: (): Promise<PreviewLink> => api().createPreview(postId, language) });
}

/** DELETE /api/admin/previews/{id}: the link answers 404 from then on. */
export function useRevokePreview() {
  return useMutation({ mutationFn: (previewId: number) => api().revokePreview(previewId) });
}
