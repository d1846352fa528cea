import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Site } from '@sitenet/api-client';
import { api } from '../../../lib/api-client';
import { logger } from '../../../lib/logger';
import { notifySuccess } from '../../../lib/notify-success';
import { queryKeys } from '../../../lib/query-keys';

export async function toggleSiteMaintenance(id: number): Promise<void> {
  await api().toggleSiteMaintenance(id);
}

/**
 * After success the sites list is reloaded and a toast says what changed; a failure is only
 * logged (SPEC sections 4, 8). Takes the site as it was shown, to name the new state.
 */
export function useToggleSiteMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (site: Site) => toggleSiteMaintenance(site.id),
    onSuccess: (_result, site) => {
      notifySuccess(`Maintenance mode ${site.maintenance_mode ? 'off' : 'on'} for ${site.name}`);
      return queryClient.invalidateQueries({ queryKey: queryKeys.sites.all });
    },
    onError: (error) => logger.error('Failed to toggle site maintenance', error),
  });
}
