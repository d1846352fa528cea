import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Person } from '@sitenet/api-client';
import { api } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify-success';
import { queryKeys } from '../../../lib/query-keys';

export interface SetUserStatusVariables {
  id: number;
  /** Suspending ends the person's sessions at once (server side). */
  status: 'suspended' | 'active';
}

export async function setUserStatus({ id, status }: SetUserStatusVariables): Promise<Person> {
  const { user } = await (status === 'suspended'
    ? api().suspendUser(id)
    : api().reactivateUser(id));
  return user;
}

export function useSetUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserStatus,
    onSuccess: (user) => {
      notifySuccess(
        user.status === 'suspended' ? `${user.name} suspended` : `${user.name} reactivated`,
      );
      return queryClient.invalidateQueries({ queryKey: queryKeys.people.all });
    },
  });
}
