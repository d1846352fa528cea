import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AdminCategory,
  CreateCategoryRequest,
  UpdateCategoryRequest,
} from '@sitenet/api-client';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Every write answers with the category (or the list): the cache takes it as the truth. */
export function useCategoryWrites(siteId: number) {
  const queryClient = useQueryClient();
  const key = queryKeys.categories.list(siteId);
  const replace = (category: AdminCategory) =>
    queryClient.setQueryData<AdminCategory[]>(key, (list) =>
      list?.some((item) => item.id === category.id)
        ? list.map((item) => (item.id === category.id ? category : item))
        : [...(list ?? []), category],
    );
  return {
    create: useMutation({
      mutationFn: async (body: CreateCategoryRequest) =>
        (await api().createCategory(body)).category,
      onSuccess: replace,
    }),
    update: useMutation({
      mutationFn: async ({ id, body }: { id: number; body: UpdateCategoryRequest }) =>
        (await api().updateCategory(id, body)).category,
      onSuccess: replace,
    }),
    remove: useMutation({
      mutationFn: async (id: number) => (await api().deleteCategory(id)).id,
      onSuccess: (id) =>
        queryClient.setQueryData<AdminCategory[]>(key, (list) =>
          list?.filter((item) => item.id !== id),
        ),
    }),
    reorder: useMutation({
      mutationFn: async (ids: number[]) =>
        (await api().reorderCategories({ site_id: siteId, ids })).categories,
      onSuccess: (list) => queryClient.setQueryData(key, list),
    }),
  };
}
