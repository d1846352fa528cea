import { Badge, Text } from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import type { Lead } from '@sitenet/api-client';
import { createDataTableColumnHelper } from '@sitenet/ui';
import { statusColor, statusLabel, subjectLabel } from '../lib/lead-status';
import { contactColumns } from './contact-columns';

const helper = createDataTableColumnHelper<Lead>();

/**
 * The leads table's columns. No fixed widths but the short ones, and long names, emails and
 * pages wrap or end in an ellipsis, so the table fits 1280 px; the row itself opens the lead.
 */
export function leadColumns() {
  return helper.columns([
    helper.accessor('name', {
      header: 'Name',
      minSize: 160,
      enableHiding: false,
      cell: (info) => (
        <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          <Text size="sm" fw={600} lineClamp={2}>
            {info.getValue()}
          </Text>
          <Text size="xs" c="dimmed" truncate="end" maw={260} title={info.row.original.email}>
            {info.row.original.email}
          </Text>
        </div>
      ),
    }),
    helper.accessor('subject', {
      header: 'Subject',
      cell: (info) => <Text size="sm">{subjectLabel(info.getValue())}</Text>,
    }),
    helper.accessor('status', {
      header: 'Status',
      cell: (info) => (
        <Badge color={statusColor(info.getValue())} variant="light">
          {statusLabel(info.getValue())}
        </Badge>
      ),
    }),
    ...contactColumns<Lead>('Received'),
  ]);
}
