import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportSubscribersResponse } from '@sitenet/api-client';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/admin/newsletter/import: the file's text; a 422 (ApiError) carries the rows' errors. */
export function useImportSubscribers(siteId: number) {
  const queryClient = useQueryClient();
  return useMutation<ImportSubscribersResponse, Error, File>({
    mutationFn: async (file) => api().importSubscribers({ site_id: siteId, csv: await file.text() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.leads.all }),
  });
}
