import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Person } from '@sitenet/api-client';
import { api } from '../api-client';
import { useAuthStore, type SignedInUser } from '../auth-store';
import { queryKeys } from '../query-keys';

export async function getMe(signal?: AbortSignal): Promise<Person> {
  const { user } = await api().getMe(signal);
  return user;
}

export const meQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.me.detail(), queryFn: ({ signal }) => getMe(signal) });

export function useMe() {
  return useQuery(meQueryOptions());
}

/** What the console keeps of a person in storage (never their status or dates). */
export function toSignedInUser({ id, name, email, role, memberships }: Person): SignedInUser {
  return { id, name, email, role, memberships };
}

/**
 * Asks the server who the signed-in person is once the console opens, and stores the answer, so a
 * role changed since sign-in (or a user stored before roles existed) applies without signing in
 * again. A 401 here ends the session like any other call.
 */
export function useRefreshSignedInUser(): void {
  const { data } = useQuery({ ...meQueryOptions(), staleTime: 0 });
  useEffect(() => {
    if (data) useAuthStore.getState().setUser(toSignedInUser(data));
  }, [data]);
}
