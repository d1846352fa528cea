import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminTag, CreateTagRequest } from '@sitenet/api-client';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

/** Creates a tag (the tags screen, and the post editor's create-on-enter); the list takes it at once. */
export function useCreateTag(siteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Omit<CreateTagRequest, 'site_id'>) =>
      (await api().createTag({ ...body, site_id: siteId })).tag,
    onSuccess: (tag) =>
      queryClient.setQueryData<AdminTag[]>(queryKeys.tags.list(siteId), (list) =>
        list && !list.some((item) => item.id === tag.id) ? [...list, tag] : list,
      ),
  });
}
