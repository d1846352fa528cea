import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminAuthor, CreateAuthorRequest, UpdateAuthorRequest } from '@sitenet/api-client';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The people of the site, for "linked team member" (GET /api/admin/users?site_id=). */
export const useTeam = (siteId: number, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.people.list(siteId),
    queryFn: async () => (await api().listUsers({ site_id: siteId })).users,
    enabled,
  });

/** Every write answers with the author: the cache takes it as the truth. */
export function useAuthorWrites(siteId: number) {
  const queryClient = useQueryClient();
  const key = queryKeys.authors.list(siteId);
  const replace = (author: AdminAuthor) =>
    queryClient.setQueryData<AdminAuthor[]>(key, (list) =>
      (list?.some((item) => item.id === author.id)
        ? list.map((item) => (item.id === author.id ? author : item))
        : [...(list ?? []), author]
      ).sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id),
    );
  return {
    create: useMutation({
      mutationFn: async (body: CreateAuthorRequest) => (await api().createAuthor(body)).author,
      onSuccess: replace,
    }),
    update: useMutation({
      mutationFn: async ({ id, body }: { id: number; body: UpdateAuthorRequest }) =>
        (await api().updateAuthor(id, body)).author,
      onSuccess: replace,
    }),
    remove: useMutation({
      mutationFn: async (id: number) => (await api().deleteAuthor(id)).id,
      onSuccess: (id) =>
        queryClient.setQueryData<AdminAuthor[]>(key, (list) => list?.filter((item) => item.id !== id)),
    }),
  };
}
