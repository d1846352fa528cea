import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportConversionsResponse } from '@sitenet/api-client';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * POST /api/admin/conversions/import: `dryRun` answers the preview (every row with its errors);
 * otherwise all rows or none (a 422 ApiError carries the rows' errors).
 */
export function useImportConversions() {
  const queryClient = useQueryClient();
  return useMutation<ImportConversionsResponse, Error, { file: File; dryRun: boolean }>({
    mutationFn: ({ file, dryRun }) => api().importConversions(file, dryRun),
    onSuccess: (result) => {
      if (!result.dry_run) void queryClient.invalidateQueries({ queryKey: queryKeys.campaigns.all });
    },
  });
}
