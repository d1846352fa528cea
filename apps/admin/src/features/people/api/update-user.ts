import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Person, UpdateUserInput } from '@sitenet/api-client';
import { api } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify-success';
import { queryKeys } from '../../../lib/query-keys';

export interface UpdateUserVariables {
  id: number;
  body: UpdateUserInput;
}

export async function updateUser({ id, body }: UpdateUserVariables): Promise<Person> {
  const { user } = await api().updateUser(id, body);
  return user;
}

/** The dialog shows a refusal itself and keeps what was chosen; the lists reload after success. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => {
      notifySuccess(`Roles of ${user.name} saved`);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.people.all }),
        // Changing one's own roles changes what the console shows.
        queryClient.invalidateQueries({ queryKey: queryKeys.me.all }),
      ]);
    },
  });
}
