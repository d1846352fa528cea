import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/admin/offers/{id}/postback-secret: the offer's managers only. */
export function usePostbackSecret(offerId: number) {
  return useQuery({
    queryKey: queryKeys.campaigns.postbackSecret(offerId),
    queryFn: ({ signal }) => api().getPostbackSecret(offerId, signal),
  });
}

/** POST /api/admin/offers/{id}/postback-secret: a new secret; the old one stops working at once. */
export function useRotatePostbackSecret(offerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api().rotatePostbackSecret(offerId),
    onSuccess: (result) => queryClient.setQueryData(queryKeys.campaigns.postbackSecret(offerId), result),
  });
}
