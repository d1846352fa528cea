import { Badge, Button, Text } from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import type { Lead } from '@sitenet/api-client';
import { createDataTableColumnHelper } from '@sitenet/ui';
import { statusColor, statusLabel, subjectLabel } from '../lib/lead-status';
import { contactColumns } from './contact-columns';

const helper = createDataTableColumnHelper<Lead>();

/** Built per page so the "Open" button reaches the page's drawer. */
export function leadColumns(onOpen: (lead: Lead) => void) {
  return helper.columns([
    helper.accessor('name', {
      header: 'Name',
      size: 220,
      enableHiding: false,
      cell: (info) => (
        <div>
          <Text size="sm" fw={600}>
            {info.getValue()}
          </Text>
          <Text size="xs" c="dimmed">
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
      size: 120,
      cell: (info) => (
        <Badge color={statusColor(info.getValue())} variant="light">
          {statusLabel(info.getValue())}
        </Badge>
      ),
    }),
    ...contactColumns<Lead>('Received'),
    helper.display({
      id: 'open',
      header: () => null,
      size: 90,
      enableHiding: false,
      cell: (info) => (
        <Button
          size="xs"
          variant="light"
          onClick={() => onOpen(info.row.original)}
          aria-label={`Open the lead from ${info.row.original.name}`}
        >
          Open
        </Button>
      ),
    }),
  ]);
}
