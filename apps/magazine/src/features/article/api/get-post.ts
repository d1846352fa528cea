import { ApiError, type PublicApi, type PublicPostDetail } from '@sitenet/api-client';
import type { Locale } from '@sitenet/i18n';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { useServices } from '../../../lib/services';

/** An article, or why there is none: not found (404) or failed (network, server) -> sample. */
export type PostResult = { kind: 'ok'; post: PublicPostDetail } | { kind: 'not-found' } | { kind: 'failed' };

export async function getPost(api: PublicApi, slug: string, locale: Locale, signal?: AbortSignal): Promise<PostResult> {
  try {
    const { post } = await api.getPost(slug, locale, signal);
    return post ? { kind: 'ok', post } : { kind: 'not-found' };
  } catch (error) {
    if ((error as { name?: string })?.name === 'AbortError') throw error;
    if (error instanceof ApiError && error.status === 404) return { kind: 'not-found' };
    console.error('Article fetch failed, showing the sample article', error);
    return { kind: 'failed' };
  }
}

export const postQueryOptions = (api: PublicApi, slug: string, locale: Locale) =>
  queryOptions({
    queryKey: queryKeys.post(locale, slug),
    queryFn: ({ signal }) => getPost(api, slug, locale, signal),
    // A failure is retried on the next visit rather than cached.
    staleTime: (query) => (query.state.data?.kind === 'failed' ? 0 : 60_000),
  });

export function usePost(slug: string, locale: Locale) {
  const { api } = useServices();
  return useQuery(postQueryOptions(api, slug, locale));
}
