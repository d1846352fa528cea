import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Person } from '@sitenet/api-client';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The people the signed-in person may see: of one site, or (null) every site they reach. */
export async function getUsers(siteId: number | null, signal?: AbortSignal): Promise<Person[]> {
  const { users } = await api().listUsers(siteId === null ? {} : { site_id: siteId }, signal);
  return users;
}

export const usersQueryOptions = (siteId: number | null) =>
  queryOptions({
    queryKey: queryKeys.people.list(siteId),
    queryFn: ({ signal }) => getUsers(siteId, signal),
  });

export function useUsers(siteId: number | null, { enabled = true } = {}) {
  return useQuery({ ...usersQueryOptions(siteId), enabled });
}
