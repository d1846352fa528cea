import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TrashedPost } from '@sitenet/api-client';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/admin/posts/trash?site_id=: trashed posts with the date each is purged. */
export async function getTrash(siteId: number): Promise<TrashedPost[]> {
  const { posts } = await api().listTrash({ site_id: siteId });
  return posts;
}

export const trashQueryOptions = (siteId: number) =>
  queryOptions({ queryKey: queryKeys.posts.trash(siteId), queryFn: () => getTrash(siteId) });

export function useTrash(siteId: number) {
  return useQuery(trashQueryOptions(siteId));
}
