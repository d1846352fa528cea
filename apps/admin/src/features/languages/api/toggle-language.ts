import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminLanguage } from '@sitenet/api-client';
import { api } from '../../../lib/api-client';
import { logger } from '../../../lib/logger';
import { queryKeys } from '../../../lib/query-keys';

export interface ToggleLanguageInput {
  id: number;
  enabled: boolean;
}

export async function toggleLanguage({ id, enabled }: ToggleLanguageInput): Promise<AdminLanguage> {
  const { language } = await api().toggleLanguage(id, { enabled });
  return language;
}

/** The row changes only after the server said yes; a failure is only logged (SPEC 4, 8). */
export function useToggleLanguage(siteId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleLanguage,
    onSuccess: (_language, { id, enabled }) => {
      queryClient.setQueryData<AdminLanguage[]>(queryKeys.languages.list(siteId), (list) =>
        list?.map((item) => (item.id === id ? { ...item, enabled } : item)),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.languages.all });
    },
    onError: (error) => logger.error('Failed to toggle language', error),
  });
}
