import { Badge, Drawer, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/SegmentedControl.css';
import type { Lead, LeadStatus } from '@sitenet/api-client';
import { useSetLeadStatus } from '../api/set-lead-status';
import { formatDate } from '../../../lib/format-date';
import { STATUS_OPTIONS, statusColor, statusLabel, subjectLabel } from '../lib/lead-status';

export interface LeadDrawerProps {
  lead: Lead | undefined;
  onClose: () => void;
  /** The lead as the server stored it after a status change. */
  onChanged: (lead: Lead) => void;
}

/** The whole message and the status switch of one lead. */
export function LeadDrawer({ lead, onClose, onChanged }: LeadDrawerProps) {
  const setStatus = useSetLeadStatus();
  return (
    <Drawer
      opened={Boolean(lead)}
      onClose={onClose}
      position="right"
      size="lg"
      title={lead ? <Title order={3}>{lead.name}</Title> : null}
    >
      {lead && (
        <Stack gap="md">
          <Group gap="xs">
            <Badge color={statusColor(lead.status)} variant="light">
              {statusLabel(lead.status)}
            </Badge>
            <Badge variant="outline">{lead.locale.toUpperCase()}</Badge>
          </Group>
          <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '6px 16px' }}>
            <Text component="dt" size="sm" c="dimmed">
              Email
            </Text>
            <Text component="dd" size="sm" m={0}>
              <a href={`mailto:${lead.email}`}>{lead.email}</a>
            </Text>
            <Text component="dt" size="sm" c="dimmed">
              Subject
            </Text>
            <Text component="dd" size="sm" m={0}>
              {subjectLabel(lead.subject)}
            </Text>
            <Text component="dt" size="sm" c="dimmed">
              Sent from
            </Text>
            <Text component="dd" size="sm" m={0}>
              {lead.source_path}
              {lead.referrer_host ? ` (via ${lead.referrer_host})` : ''}
            </Text>
            <Text component="dt" size="sm" c="dimmed">
              Received
            </Text>
            <Text component="dd" size="sm" m={0}>
              {formatDate(lead.created_at)}
            </Text>
          </dl>
          <div>
            <Text size="sm" c="dimmed" mb={4}>
              Message
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="lead-message">
              {lead.message}
            </Text>
          </div>
          <div>
            <Text size="sm" fw={600} mb={6} id="lead-status-label">
              Status
            </Text>
            <SegmentedControl
              aria-labelledby="lead-status-label"
              fullWidth
              disabled={setStatus.isPending}
              value={setStatus.isPending ? setStatus.variables.status : lead.status}
              data={STATUS_OPTIONS}
              onChange={(value) =>
                setStatus.mutate({ id: lead.id, status: value as LeadStatus }, { onSuccess: onChanged })
              }
            />
          </div>
        </Stack>
      )}
    </Drawer>
  );
}
