import { queryOptions, useQuery } from '@tanstack/react-query';
import { ORIGINAL_LANGUAGE, type TranslationMemoryMatch } from '@sitenet/api-client';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

interface MatchesInput {
  siteId: number;
  targetLang: string;
  /** The original's text of the segment. */
  text: string;
}

/** GET /api/admin/translation-memory/matches: exact (1) first, then fuzzy (>= 0.75), at most 5. */
export async function getMemoryMatches({ siteId, targetLang, text }: MatchesInput, signal?: AbortSignal): Promise<TranslationMemoryMatch[]> {
  const { matches } = await api().translationMemoryMatches(
    { site_id: siteId, source_lang: ORIGINAL_LANGUAGE, target_lang: targetLang, text },
    signal,
  );
  return matches;
}

export const memoryMatchesQueryOptions = (input: MatchesInput) =>
  queryOptions({
    queryKey: queryKeys.translationMemory.matches(input.siteId, ORIGINAL_LANGUAGE, input.targetLang, input.text),
    queryFn: ({ signal }) => getMemoryMatches(input, signal),
    // The memory grows with every save; a minute old is fresh enough while translating one post.
    staleTime: 60_000,
    retry: 1,
  });

/** Fetched only while `enabled` (the memory list is open): a pane of 60 tip fields asks for nothing. */
export function useMemoryMatches(input: MatchesInput, enabled: boolean) {
  return useQuery({ ...memoryMatchesQueryOptions(input), enabled: enabled && input.text.trim() !== '' });
}
