import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Site } from '@sitenet/api-client';
import { api } from '../../../lib/api-client';
import { logger } from '../../../lib/logger';
import { notifySuccess } from '../../../lib/notify-success';
import { queryKeys } from '../../../lib/query-keys';

export async function toggleSiteActive(id: number): Promise<void> {
  await api().toggleSiteActive(id);
}

/**
 * After success the sites list is reloaded and a toast says what changed; a failure is only
 * logged (SPEC sections 4, 8). Takes the site as it was shown, to name the new state.
 */
export function useToggleSiteActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (site: Site) => toggleSiteActive(site.id),
    onSuccess: (_result, site) => {
      notifySuccess(`${site.name} ${site.active ? 'deactivated' : 'activated'}`);
      return queryClient.invalidateQueries({ queryKey: queryKeys.sites.all });
    },
    onError: (error) => logger.error('Failed to toggle site active', error),
  });
}
