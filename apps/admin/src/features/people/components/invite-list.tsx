import { useState } from 'react';
import { Alert, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Table.css';
import { ApiError, type Invite } from '@sitenet/api-client';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatDate } from '../../../lib/format-date';
import { notifySuccess } from '../../../lib/notify-success';
import { useInvites, useResendInvite, useRevokeInvite } from '../api/invites';
import { InviteLink } from './invite-link';

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** "Translator (es) on site 3": names of sites come from the caller, which has the site list. */
function rolesOf(invite: Invite, siteName: (id: number) => string): string {
  if (invite.role === 'administrator') return 'Administrator';
  return invite.memberships
    .map((m) => `${capitalise(m.role)}${m.languages.length ? ` (${m.languages.join(', ')})` : ''} on ${siteName(m.site_id)}`)
    .join('; ');
}

const messageOf = (error: unknown) =>
  error instanceof ApiError && typeof (error.body as { message?: unknown })?.message === 'string'
    ? (error.body as { message: string }).message
    : 'That did not work. Please try again.';

/**
 * Invitations not yet accepted (pending or expired) with Resend (a new link; the old one stops
 * working) and Revoke. A resent link is shown once when the server mails nothing.
 */
export function InvitesList({ siteName = (id) => `site ${id}` }: { siteName?: (siteId: number) => string }) {
  const invites = useInvites();
  const resend = useResendInvite();
  const revoke = useRevokeInvite();
  const [confirming, setConfirming] = useState<Invite | null>(null);
  const [shownLink, setShownLink] = useState<{ email: string; link: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  if (invites.isPending) return <Text size="sm">Loading invitations...</Text>;
  if (invites.isError) return <Text size="sm">{messageOf(invites.error)}</Text>;
  if (invites.data.length === 0) return <Text size="sm" c="dimmed">No pending invitations.</Text>;

  const onResend = (invite: Invite) => {
    setFailure(null);
    setShownLink(null);
    resend.mutate(invite.id, {
      onSuccess: (reply) => {
        if (reply.link) setShownLink({ email: reply.invite.email, link: reply.link });
        else notifySuccess(`Invitation sent again to ${reply.invite.email}`);
      },
      onError: (error) => setFailure(messageOf(error)),
    });
  };
  const onRevoke = (invite: Invite) => {
    setConfirming(null);
    setFailure(null);
    revoke.mutate(invite.id, {
      onSuccess: () => notifySuccess(`Invitation to ${invite.email} revoked`),
      onError: (error) => setFailure(messageOf(error)),
    });
  };

  return (
    <Stack gap="sm">
      {failure && (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      )}
      {shownLink && <InviteLink link={shownLink.link} label={`New invitation link for ${shownLink.email}`} />}
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="sm" aria-label="Pending invitations">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Email</Table.Th>
              <Table.Th>Roles</Table.Th>
              <Table.Th>Invited by</Table.Th>
              <Table.Th>Expires</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invites.data.map((invite) => (
              <Table.Tr key={invite.id}>
                <Table.Td>
                  <Text size="sm">{invite.email}</Text>
                  {invite.name && (
                    <Text size="xs" c="dimmed">
                      {invite.name}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{rolesOf(invite, siteName)}</Table.Td>
                <Table.Td>{invite.invited_by?.name ?? '—'}</Table.Td>
                <Table.Td>
                  {invite.status === 'expired' ? <Badge color="gray">Expired</Badge> : formatDate(invite.expires_at)}
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button size="xs" variant="light" onClick={() => onResend(invite)} disabled={resend.isPending} aria-label={`Resend invitation to ${invite.email}`}>
                      Resend
                    </Button>
                    <Button size="xs" variant="subtle" color="red" onClick={() => setConfirming(invite)} aria-label={`Revoke invitation to ${invite.email}`}>
                      Revoke
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ConfirmDialog
        opened={confirming !== null}
        title="Revoke invitation"
        confirmLabel="Revoke"
        confirmColor="red"
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && onRevoke(confirming)}
      >
        The link sent to {confirming?.email} will stop working.
      </ConfirmDialog>
    </Stack>
  );
}
