import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPost } from '@sitenet/api-client';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

/**
 * GET /api/admin/posts for one site (or all, SPEC section 6): the posts table and the translation
 * matrix both read it here, under one key, so they share one cached list.
 */
export async function getPosts(siteId: number | null): Promise<AdminPost[]> {
  const { posts } = await api().listPosts(siteId ? { site_id: siteId } : {});
  return posts;
}

export const postsQueryOptions = (siteId: number | null) =>
  queryOptions({ queryKey: queryKeys.posts.list(siteId), queryFn: () => getPosts(siteId) });

export function usePosts(siteId: number | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...postsQueryOptions(siteId), enabled });
}
