import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, type AdminLanguage } from '@sitenet/api-client';
import { api } from '../../../lib/api-client';
import { logger } from '../../../lib/logger';
import { notifySuccess } from '../../../lib/notify-success';
import { queryKeys } from '../../../lib/query-keys';

export interface AddLanguageInput {
  code: string;
  /** null when the call is not site-scoped (SPEC section 7). */
  siteId: number | null;
}

export async function addLanguage({ code, siteId }: AddLanguageInput): Promise<AdminLanguage> {
  const { language } = await api().addLanguage({ code, site_id: siteId });
  return language;
}

export function useAddLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addLanguage,
    onSuccess: (language) => {
      notifySuccess(`${language.label} added`);
      return queryClient.invalidateQueries({ queryKey: queryKeys.languages.all });
    },
    // Logged with the server's error text; the dialog stays open (SPEC section 8).
    onError: (error) =>
      logger.error(
        `Failed to add language: ${error instanceof ApiError ? (error.serverError ?? error.message) : String(error)}`,
        error,
      ),
  });
}
