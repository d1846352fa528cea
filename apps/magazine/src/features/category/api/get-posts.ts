import { ApiError, type PostsListResponse, type PublicApi } from '@sitenet/api-client';
import type { Locale } from '@sitenet/i18n';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { useServices } from '../../../lib/services';

const EMPTY: PostsListResponse = { posts: [], pagination: { current_page: 1, last_page: 1, per_page: 9, total: 0 } };

/** A page of a category's posts; on failure an empty list of one page (SPEC section 8). */
export async function getCategoryPosts(
  api: PublicApi,
  category: string,
  page: number,
  locale: Locale,
  signal?: AbortSignal,
): Promise<PostsListResponse> {
  try {
    return await api.getPosts({ category, page }, locale, signal);
  } catch (error) {
    if ((error as { name?: string })?.name === 'AbortError') throw error;
    // A page beyond the last: nothing to list (the route answers 404), nothing went wrong.
    if (error instanceof ApiError && error.status === 404) return EMPTY;
    console.error('Category posts failed', error);
    return EMPTY;
  }
}

export const categoryPostsQueryOptions = (api: PublicApi, category: string, page: number, locale: Locale) =>
  queryOptions({
    queryKey: queryKeys.posts(locale, category, page),
    queryFn: ({ signal }) => getCategoryPosts(api, category, page, locale, signal),
  });

export function useCategoryPosts(category: string, page: number, locale: Locale) {
  const { api } = useServices();
  return useQuery({ ...categoryPostsQueryOptions(api, category, page, locale), placeholderData: keepPreviousData });
}
