import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Person } from '@sitenet/api-client';
import { api } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify-success';
import { queryKeys } from '../../../lib/query-keys';

export async function transferOwnership(id: number): Promise<Person> {
  const { user } = await api().transferOwnership(id);
  return user;
}

/** The previous owner becomes an administrator: their own grants are read again. */
export function useTransferOwnership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferOwnership,
    onSuccess: (user) => {
      notifySuccess(`${user.name} is now the owner`);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.people.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.me.all }),
      ]);
    },
  });
}
