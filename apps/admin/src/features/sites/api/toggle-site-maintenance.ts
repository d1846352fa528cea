import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { logger } from '../../../lib/logger';
import { queryKeys } from '../../../lib/query-keys';

export async function toggleSiteMaintenance(id: number): Promise<void> {
  await api().toggleSiteMaintenance(id);
}

/** After success the sites list is reloaded; a failure is only logged (SPEC sections 4, 8). */
export function useToggleSiteMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleSiteMaintenance,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.sites.all }),
    onError: (error) => logger.error('Failed to toggle site maintenance', error),
  });
}
