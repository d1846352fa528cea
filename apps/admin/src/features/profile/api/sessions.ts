import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Session } from '@sitenet/api-client';
import { api } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify-success';
import { queryKeys } from '../../../lib/query-keys';

/* One's own open sessions: list, sign one out, sign out every other. */

export async function getSessions(signal?: AbortSignal): Promise<Session[]> {
  const { sessions } = await api().listMySessions(signal);
  return sessions;
}

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.me.sessions(), queryFn: ({ signal }) => getSessions(signal) });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}

export async function revokeSession(id: number): Promise<void> {
  await api().revokeMySession(id);
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSuccess: () => {
      notifySuccess('Session signed out');
      return queryClient.invalidateQueries({ queryKey: queryKeys.me.sessions() });
    },
  });
}

export async function revokeOtherSessions(): Promise<number> {
  const { revoked } = await api().revokeMyOtherSessions();
  return revoked;
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSuccess: (revoked) => {
      notifySuccess(
        revoked === 1 ? 'Signed out of 1 other session' : `Signed out of ${revoked} other sessions`,
      );
      return queryClient.invalidateQueries({ queryKey: queryKeys.me.sessions() });
    },
  });
}
