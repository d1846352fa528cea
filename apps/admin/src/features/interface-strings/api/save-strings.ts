import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StringsFormat } from '@sitenet/api-client';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * Saving changed strings, or importing a file: all or nothing (a 400 lists the problems by key).
 * After either, the strings and the languages screen's figures are read again.
 */
export function useStringsWrites(siteId: number, code: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.interfaceStrings.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.languages.all }),
    ]);
  const save = useMutation({
    mutationFn: (strings: Array<{ key: string; target: string }>) => api().saveStrings(code, { site_id: siteId, strings }),
    onSuccess: refresh,
  });
  const importFile = useMutation({
    mutationFn: (file: File) => api().importStrings(code, { site_id: siteId }, file),
    onSuccess: refresh,
  });
  // Missing strings filled from the translation memory, and with `useMachine` by the network's machine translation.
  const pretranslate = useMutation({
    mutationFn: (useMachine: boolean) => api().pretranslateStrings(code, { site_id: siteId, ...(useMachine ? { use_machine: true } : {}) }),
    onSuccess: refresh,
  });
  return { save, importFile, pretranslate };
}

/** The file's text and a name for it. */
export async function exportStrings(siteId: number, code: string, format: StringsFormat): Promise<{ text: string; name: string }> {
  const text = await api().exportStrings(code, { site_id: siteId, format });
  return { text: typeof text === 'string' ? text : JSON.stringify(text), name: `interface-strings-${code}.${format === 'json' ? 'json' : 'xlf'}` };
}
