import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminTag, UpdateTagRequest } from '@sitenet/api-client';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Rename, delete, merge: each answer is the truth the cached list takes. */
export function useTagWrites(siteId: number) {
  const queryClient = useQueryClient();
  const key = queryKeys.tags.list(siteId);
  const set = (change: (list: AdminTag[]) => AdminTag[]) =>
    queryClient.setQueryData<AdminTag[]>(key, (list) => (list ? change(list) : list));
  const replace = (tag: AdminTag) => set((list) => list.map((item) => (item.id === tag.id ? tag : item)));
  return {
    update: useMutation({
      mutationFn: async ({ id, body }: { id: number; body: UpdateTagRequest }) => (await api().updateTag(id, body)).tag,
      onSuccess: replace,
    }),
    remove: useMutation({
      mutationFn: async (id: number) => (await api().deleteTag(id)).id,
      onSuccess: (id) => set((list) => list.filter((item) => item.id !== id)),
    }),
    merge: useMutation({
      mutationFn: async ({ id, into }: { id: number; into: number }) => ({ id, tag: (await api().mergeTag(id, { into })).tag }),
      onSuccess: ({ id, tag }) => {
        set((list) => list.filter((item) => item.id !== id));
        replace(tag);
      },
    }),
  };
}
