import { Badge, Drawer, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/SegmentedControl.css';
import type { ReactNode } from 'react';
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
      // Mantine renders the title as the dialog's h2 (a nested heading would be invalid).
      title={lead ? <Text component="span" fw={700} size="lg">{lead.name}</Text> : null}
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
            <Detail term="Email">
              <a href={`mailto:${lead.email}`}>{lead.email}</a>
            </Detail>
            <Detail term="Subject">{subjectLabel(lead.subject)}</Detail>
            <Detail term="Sent from">
              {lead.source_path}
              {lead.referrer_host ? ` (via ${lead.referrer_host})` : ''}
            </Detail>
            <Detail term="Received">{formatDate(lead.created_at)}</Detail>
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

/** One term and its value in the lead's description list. */
function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Text component="dt" size="sm" c="dimmed">
        {term}
      </Text>
      <Text component="dd" size="sm" m={0}>
        {children}
      </Text>
    </>
  );
}
