import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { AcceptInviteRequest } from '@sitenet/api-client';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The invitation of a link (public: no token needed). 404/410 say the link is dead. */
export const inviteQuery = (token: string) =>
  queryOptions({
    queryKey: queryKeys.invites.byToken(token),
    queryFn: ({ signal }) => api().getInvite(token, signal).then(({ invite }) => invite),
    retry: false,
    staleTime: Infinity,
  });

export function useInvite(token: string) {
  return useQuery(inviteQuery(token));
}

/** Answers like sign-in: the new person gets a token. */
export function useAcceptInvite(token: string) {
  return useMutation({
    mutationFn: (body: AcceptInviteRequest) => api().acceptInvite(token, body),
    meta: { skipUnauthorizedRedirect: true },
  });
}
