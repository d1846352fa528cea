import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Site } from '@sitenet/api-client';
import { api } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify-success';
import { queryKeys } from '../../../lib/query-keys';

export interface DeleteSiteInput {
  id: number;
  /** The domain as the user typed it; the server deletes only when it is the site's. */
  confirmDomain: string;
}

export async function deleteSite({ id, confirmDomain }: DeleteSiteInput): Promise<Site> {
  const { site } = await api().deleteSite(id, { confirm_domain: confirmDomain });
  return site;
}

/** The dialog shows a failure itself; the live and deleted lists are reloaded after success. */
export function useDeleteSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSite,
    onSuccess: (site) => {
      notifySuccess(`${site.name} deleted`);
      return queryClient.invalidateQueries({ queryKey: queryKeys.sites.all });
    },
  });
}
