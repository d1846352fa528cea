import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateInviteInput } from '@sitenet/api-client';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** Pending and expired invitations the signed-in person may manage. */
export const invitesQuery = () =>
  queryOptions({
    queryKey: queryKeys.invites.list(),
    queryFn: ({ signal }) => api().listInvites(signal).then(({ invites }) => invites),
  });

export function useInvites() {
  return useQuery(invitesQuery());
}

/**
 * Invite, resend and revoke. A create or resend answers `link` only when the server mails
 * nothing: the caller shows it once (it is not kept in any cache).
 */
export function useCreateInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateInviteInput) => api().createInvite(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.invites.all }),
  });
}

export function useResendInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api().resendInvite(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.invites.all }),
  });
}

export function useRevokeInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api().revokeInvite(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.invites.all }),
  });
}
