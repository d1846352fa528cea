import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateMachineTranslationRequest } from '@sitenet/api-client';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function useMachineTranslationSettings() {
  return useQuery({
    queryKey: queryKeys.settings.machineTranslation(),
    queryFn: ({ signal }) => api().getMachineTranslation(signal),
    // What the form opened with must not change under the person typing.
    refetchOnWindowFocus: false,
  });
}

export function useSaveMachineTranslationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMachineTranslationRequest) => api().updateMachineTranslation(body),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.settings.machineTranslation(), saved),
  });
}
