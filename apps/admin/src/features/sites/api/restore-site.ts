import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Site } from '@sitenet/api-client';
import { api } from '../../../lib/api-client';
import { logger } from '../../../lib/logger';
import { notifySuccess } from '../../../lib/notify-success';
import { queryKeys } from '../../../lib/query-keys';

export async function restoreSite(id: number): Promise<Site> {
  const { site } = await api().restoreSite(id);
  return site;
}

export function useRestoreSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (site: Site) => restoreSite(site.id),
    onSuccess: (site) => {
      notifySuccess(`${site.name} restored`);
      return queryClient.invalidateQueries({ queryKey: queryKeys.sites.all });
    },
    onError: (error) => logger.error('Failed to restore site', error),
  });
}
