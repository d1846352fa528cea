import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminAuthor } from '@sitenet/api-client';
import { api } from '../api-client';
import { queryKeys } from '../query-keys';

/** GET /api/admin/authors?site_id=: the site's authors (who may sign its posts; the authors screen). */
export async function getAuthors(siteId: number): Promise<AdminAuthor[]> {
  const { authors } = await api().listAuthors({ site_id: siteId });
  return authors;
}

export const authorsQueryOptions = (siteId: number) =>
  queryOptions({ queryKey: queryKeys.authors.list(siteId), queryFn: () => getAuthors(siteId) });

export function useAuthors(siteId: number) {
  return useQuery(authorsQueryOptions(siteId));
}
