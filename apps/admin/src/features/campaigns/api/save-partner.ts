import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PartnerInput } from '@sitenet/api-client';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/admin/partners (no id) or PUT /api/admin/partners/{id}. */
export function useSavePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: PartnerInput }) =>
      id === null ? api().createPartner(body) : api().updatePartner(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.campaigns.all }),
  });
}

/** DELETE /api/admin/partners/{id} (409 while it has offers). */
export function useDeletePartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api().deletePartner(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.campaigns.all }),
  });
}
