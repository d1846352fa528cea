import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPost } from '@sitenet/api-client';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/admin/posts, limited to one site when one is selected (SPEC section 6). */
export async function getPosts(siteId: number | null): Promise<AdminPost[]> {
  const { posts } = await api().listPosts(siteId ? { site_id: siteId } : {});
  return posts;
}

export const postsQueryOptions = (siteId: number | null) =>
  queryOptions({ queryKey: queryKeys.posts.list(siteId), queryFn: () => getPosts(siteId) });

export function usePosts(siteId: number | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...postsQueryOptions(siteId), enabled });
}
