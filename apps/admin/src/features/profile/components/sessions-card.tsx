import { useState } from 'react';
import {
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Tooltip.css';
import type { Session } from '@sitenet/api-client';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { QueryState } from '../../../components/query-state';
import { apiFailure } from '../../../lib/api-failure';
import { formatExact, formatRelative } from '../../../lib/format-relative';
import { useRevokeOtherSessions, useRevokeSession, useSessions } from '../api/sessions';

function When({ iso }: { iso: string }) {
  return (
    <Tooltip label={formatExact(iso)}>
      <Text size="sm" component="time" dateTime={iso} title={formatExact(iso)}>
        {formatRelative(iso)}
      </Text>
    </Tooltip>
  );
}

/**
 * One's open sessions, each named by its browser and system ("Chrome on Linux", from the sign-in's
 * User-Agent; sessions from before that was kept, "Unknown device"), with when it started and was
 * last used. This browser's own session carries a badge and cannot be revoked here (Sign out).
 */
export function SessionsCard() {
  const query = useSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const others = (sessions: Session[]) => sessions.filter((s) => !s.current).length;

  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      component="section"
      aria-labelledby="profile-sessions-title"
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} fz={17} id="profile-sessions-title">
            Your sessions
          </Title>
          {query.data && others(query.data) > 0 && (
            <Button variant="light" color="red" size="xs" onClick={() => setConfirming(true)}>
              Sign out everywhere else
            </Button>
          )}
        </Group>
        {failure && (
          <Text size="sm" c="red" role="alert">
            {failure}
          </Text>
        )}
        <QueryState
          what="Sessions"
          {...query}
          isEmpty={(sessions) => sessions.length === 0}
          emptyTitle="No open session"
        >
          {(sessions) => (
            <Table.ScrollContainer minWidth={520} type="native">
              <Table aria-label="Your sessions" verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Device</Table.Th>
                    <Table.Th scope="col">Signed in</Table.Th>
                    <Table.Th scope="col">Last active</Table.Th>
                    <Table.Th scope="col">
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {sessions.map((session) => (
                    <Table.Tr key={session.id}>
                      <Table.Td>
                        <Group gap={6}>
                          <Text size="sm">{session.device ?? 'Unknown device'}</Text>
                          {session.current && (
                            <Badge size="sm" variant="light" color="green">
                              This device
                            </Badge>
                          )}
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <When iso={session.created_at} />
                      </Table.Td>
                      <Table.Td>
                        <When iso={session.last_used_at} />
                      </Table.Td>
                      <Table.Td>
                        {!session.current && (
                          <Button
                            size="xs"
                            variant="subtle"
                            color="red"
                            loading={revoke.isPending && revoke.variables === session.id}
                            aria-label={`Sign out ${session.device ?? 'Unknown device'} (session #${session.id})`}
                            onClick={() => {
                              setFailure(null);
                              revoke.mutate(session.id, {
                                onError: (error) => setFailure(apiFailure(error).message),
                              });
                            }}
                          >
                            Sign out
                          </Button>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </QueryState>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title="Sign out everywhere else?"
        confirmLabel="Sign out everywhere else"
        confirmColor="red"
        busy={revokeOthers.isPending}
        error={revokeOthers.error ? apiFailure(revokeOthers.error).message : null}
        onCancel={() => setConfirming(false)}
        onConfirm={() => revokeOthers.mutate(undefined, { onSuccess: () => setConfirming(false) })}
      >
        Every other browser and device signed in as you is signed out at once. This one stays signed
        in.
      </ConfirmDialog>
    </Paper>
  );
}
