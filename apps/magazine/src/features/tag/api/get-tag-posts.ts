import { ApiError, type PublicApi, type TagPostsResponse } from '@sitenet/api-client';
import type { Locale } from '@sitenet/i18n';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { useServices } from '../../../lib/services';

/** A page of a tag, or why there is none: no such tag or page (404), or the read failed. */
export type TagPostsResult = { kind: 'ok'; data: TagPostsResponse } | { kind: 'not-found' } | { kind: 'failed' };

export async function getTagPosts(
  api: PublicApi,
  slug: string,
  page: number,
  locale: Locale,
  signal?: AbortSignal,
): Promise<TagPostsResult> {
  try {
    return { kind: 'ok', data: await api.getTagPosts(slug, { page }, locale, signal) };
  } catch (error) {
    if ((error as { name?: string })?.name === 'AbortError') throw error;
    if (error instanceof ApiError && error.status === 404) return { kind: 'not-found' };
    console.error('Tag posts failed', error);
    return { kind: 'failed' };
  }
}

export const tagPostsQueryOptions = (api: PublicApi, slug: string, page: number, locale: Locale) =>
  queryOptions({
    queryKey: queryKeys.tagPosts(locale, slug, page),
    queryFn: ({ signal }) => getTagPosts(api, slug, page, locale, signal),
    staleTime: (query) => (query.state.data?.kind === 'failed' ? 0 : 60_000),
  });

export function useTagPosts(slug: string, page: number, locale: Locale) {
  const { api } = useServices();
  return useQuery(tagPostsQueryOptions(api, slug, page, locale));
}
