import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { notifyFailure } from '../lib/notify-failure';

/** DELETE /api/admin/newsletter/{id}: a person's request to be forgotten. */
export function useDeleteSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api().deleteSubscriber(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.leads.all }),
    onError: (error) => notifyFailure('Not deleted', 'Subscriber delete failed', error),
  });
}
