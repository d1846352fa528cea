import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OfferInput } from '@sitenet/api-client';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/admin/offers (no id) or PUT /api/admin/offers/{id}: every tip follows at its next click. */
export function useSaveOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: OfferInput }) =>
      id === null ? api().createOffer(body) : api().updateOffer(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.campaigns.all }),
  });
}

/** DELETE /api/admin/offers/{id} (409 while tips point to it). */
export function useDeleteOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api().deleteOffer(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.campaigns.all }),
  });
}
