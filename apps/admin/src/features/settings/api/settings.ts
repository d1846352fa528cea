import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateNetworkSettingsRequest, UpdateSiteSettingsRequest } from '@sitenet/api-client';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function useSiteSettings(siteId: number) {
  return useQuery({
    queryKey: queryKeys.settings.site(siteId),
    queryFn: ({ signal }) => api().getSiteSettings(siteId, signal),
    // What the form opened with must not change under the person typing.
    refetchOnWindowFocus: false,
  });
}

export function useSaveSiteSettings(siteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSiteSettingsRequest) => api().updateSiteSettings(siteId, body),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.settings.site(siteId), saved),
  });
}

export function useNetworkSettings() {
  return useQuery({
    queryKey: queryKeys.settings.network(),
    queryFn: ({ signal }) => api().getNetworkSettings(signal),
    refetchOnWindowFocus: false,
  });
}

export function useSaveNetworkSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateNetworkSettingsRequest) => api().updateNetworkSettings(body),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.settings.network(), saved),
  });
}
