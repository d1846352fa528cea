import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MediaLibraryItem, UpdateMediaRequest } from '@sitenet/api-client';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/admin/media: the site's images, newest first; `q` searches the alt texts. */
export function useMediaLibrary(siteId: number, q: string, page = 1) {
  return useQuery({
    queryKey: queryKeys.media.list(siteId, q, page),
    queryFn: ({ signal }) =>
      api().listMedia({ site_id: siteId, page, ...(q ? { q } : {}) }, signal),
    // A new search keeps the grid on screen until its answer arrives.
    placeholderData: keepPreviousData,
  });
}

/** PUT /api/admin/media/{id}: alt text per language and the focal point. */
export function useUpdateMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateMediaRequest }) =>
      api().updateMedia(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.media.all }),
  });
}

/** DELETE /api/admin/media/{id}: only an unused image (409 with where it is used otherwise). */
export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: MediaLibraryItem) => api().deleteMedia(item.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.media.all }),
  });
}

/**
 * POST /api/admin/media/{id}/replace: a new file behind the image. The posts that show it now
 * name the new file (and have a new version), so their cached reads go too.
 */
export function useReplaceMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: File }) => api().replaceMedia(id, file, file.name),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.media.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.posts.all }),
      ]);
    },
  });
}
