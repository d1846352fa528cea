import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Site, SiteInput } from '@sitenet/api-client';
import { api } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify-success';
import { queryKeys } from '../../../lib/query-keys';

export async function createSite(input: SiteInput): Promise<Site> {
  const { site } = await api().createSite(input);
  return site;
}

/** A failure stays with the form, which shows the server's field errors (nothing is logged here). */
export function useCreateSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSite,
    onSuccess: (site) => {
      notifySuccess(`${site.name} created`);
      return queryClient.invalidateQueries({ queryKey: queryKeys.sites.all });
    },
  });
}
