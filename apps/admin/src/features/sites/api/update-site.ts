import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Site, SiteInput } from '@sitenet/api-client';
import { api } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify-success';
import { queryKeys } from '../../../lib/query-keys';

export interface UpdateSiteInput {
  id: number;
  input: SiteInput;
}

export async function updateSite({ id, input }: UpdateSiteInput): Promise<Site> {
  const { site } = await api().updateSite(id, input);
  return site;
}

/** A failure stays with the form, which shows the server's field errors. */
export function useUpdateSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSite,
    onSuccess: (site) => {
      notifySuccess(`${site.name} saved`);
      return queryClient.invalidateQueries({ queryKey: queryKeys.sites.all });
    },
  });
}
