import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify-success';
import { queryKeys } from '../../../lib/query-keys';

export interface RemoveUserVariables {
  id: number;
  name: string;
  /** Who receives the posts the removed person created. */
  reassignTo: number;
}

export async function removeUser({ id, reassignTo }: RemoveUserVariables): Promise<void> {
  await api().deleteUser(id, reassignTo);
}

export function useRemoveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeUser,
    onSuccess: (_result, { name }) => {
      notifySuccess(`${name} removed`);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.people.all }),
        // Their posts now carry another author.
        queryClient.invalidateQueries({ queryKey: queryKeys.posts.all }),
      ]);
    },
  });
}
