import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminLanguage } from '@sitenet/api-client';
import { api } from '../../../lib/api-client';
import { logger } from '../../../lib/logger';
import { notifySuccess } from '../../../lib/notify-success';
import { queryKeys } from '../../../lib/query-keys';

export interface ToggleLanguageInput {
  id: number;
  enabled: boolean;
  /** Names the language in the toast. */
  label: string;
}

export async function toggleLanguage({
  id,
  enabled,
}: Pick<ToggleLanguageInput, 'id' | 'enabled'>): Promise<AdminLanguage> {
  const { language } = await api().toggleLanguage(id, { enabled });
  return language;
}

/**
 * The row changes only after the server said yes, and a toast confirms it; a failure is only
 * logged (SPEC 4, 8).
 */
export function useToggleLanguage(siteId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ToggleLanguageInput) => toggleLanguage(input),
    onSuccess: (_language, { id, enabled, label }) => {
      notifySuccess(`${label} ${enabled ? 'enabled' : 'disabled'}`);
      queryClient.setQueryData<AdminLanguage[]>(queryKeys.languages.list(siteId), (list) =>
        list?.map((item) => (item.id === id ? { ...item, enabled } : item)),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.languages.all });
    },
    onError: (error) => logger.error('Failed to toggle language', error),
  });
}
