import { Button, Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useSites } from '../../../lib/api/get-sites';
import { useAuthStore } from '../../../lib/auth-store';
import { useCan } from '../../../lib/use-can';
import { InviteDialog } from './invite-dialog';
import { InvitesList } from './invite-list';

/**
 * Invitations below the people table, for whoever may manage people: "Invite person" (roles below
 * one's own, on one's sites) and the pending invitations with Resend and Revoke.
 */
export function PendingInvites() {
  const canManage = useCan('people.manage');
  const user = useAuthStore((s) => s.user);
  const { data: sites = [] } = useSites();
  const [inviting, setInviting] = useState(false);
  if (!canManage || !user?.role) return null;
  const siteName = (id: number) => sites.find((site) => site.id === id)?.domain ?? `site ${id}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby="invitations-title">
      <Group justify="space-between">
        <Title order={3} size="h4" id="invitations-title">
          Invitations
        </Title>
        <Button onClick={() => setInviting(true)}>Invite person</Button>
      </Group>
      <InvitesList siteName={siteName} />
      <InviteDialog
        opened={inviting}
        onClose={() => setInviting(false)}
        viewer={{ role: user.role, memberships: user.memberships ?? [] }}
      />
    </Stack>
  );
}
