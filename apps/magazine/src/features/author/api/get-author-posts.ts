import { ApiError, type AuthorPostsResponse, type PublicApi } from '@sitenet/api-client';
import type { Locale } from '@sitenet/i18n';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { useServices } from '../../../lib/services';

/** What the page gets: the author and a page of their articles, or that there is no such page. */
export type AuthorPostsResult = { kind: 'ok'; data: AuthorPostsResponse } | { kind: 'not-found' } | { kind: 'error' };

/** An author and one page of their articles; 404 (unknown author, page past the end) is a result. */
export async function getAuthorPosts(
  api: PublicApi,
  slug: string,
  page: number,
  locale: Locale,
  signal?: AbortSignal,
): Promise<AuthorPostsResult> {
  try {
    return { kind: 'ok', data: await api.getAuthorPosts(slug, { page }, locale, signal) };
  } catch (error) {
    if ((error as { name?: string })?.name === 'AbortError') throw error;
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return { kind: 'not-found' };
    console.error('Author posts failed', error);
    return { kind: 'error' };
  }
}

export const authorPostsQueryOptions = (api: PublicApi, slug: string, page: number, locale: Locale) =>
  queryOptions({
    queryKey: queryKeys.authorPosts(locale, slug, page),
    queryFn: ({ signal }) => getAuthorPosts(api, slug, page, locale, signal),
  });

export function useAuthorPosts(slug: string, page: number, locale: Locale) {
  const { api } = useServices();
  return useQuery({ ...authorPostsQueryOptions(api, slug, page, locale), placeholderData: keepPreviousData });
}
