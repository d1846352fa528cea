import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Person, UpdateMeRequest } from '@sitenet/api-client';
import { api } from '../../../lib/api-client';
import { toSignedInUser } from '../../../lib/api/get-me';
import { useAuthStore } from '../../../lib/auth-store';
import { queryKeys } from '../../../lib/query-keys';

export async function updateMe(body: UpdateMeRequest): Promise<Person> {
  const { user } = await api().updateMe(body);
  return user;
}

/**
 * Own name or password. The answer is the person as now stored: the header's name follows at once.
 * A password change ends the other sessions, so the sessions list is read again.
 */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.me.detail(), user);
      useAuthStore.getState().setUser(toSignedInUser(user));
      return queryClient.invalidateQueries({ queryKey: queryKeys.me.sessions() });
    },
  });
}
