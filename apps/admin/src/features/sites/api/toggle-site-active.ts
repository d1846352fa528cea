import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { logger } from '../../../lib/logger';
import { queryKeys } from '../../../lib/query-keys';

export async function toggleSiteActive(id: number): Promise<void> {
  await api().toggleSiteActive(id);
}

/** After success the sites list is reloaded; a failure is only logged (SPEC sections 4, 8). */
export function useToggleSiteActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleSiteActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.sites.all }),
    onError: (error) => logger.error('Failed to toggle site active', error),
  });
}
