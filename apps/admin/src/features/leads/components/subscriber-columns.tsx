import { ActionIcon, Badge, Group, Text, Tooltip } from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Tooltip.css';
import type { Subscriber } from '@sitenet/api-client';
import { createDataTableColumnHelper } from '@sitenet/ui';
import { Icon } from '../../../components/icons';
import { formatDate } from '../../../lib/format-date';
import { SUBSCRIBER_STATUS_COLORS, SUBSCRIBER_STATUS_LABELS } from '../lib/subscriber-status';
import { contactColumns } from './contact-columns';

const helper = createDataTableColumnHelper<Subscriber>();

/** Email, status, consent (imported addresses say so), then language, page and date; a delete action when allowed. */
export function subscriberColumns(onDelete: ((subscriber: Subscriber) => void) | null) {
  return helper.columns([
    helper.accessor('email', {
      header: 'Email',
      size: 260,
      enableHiding: false,
      cell: (info) => <Text size="sm">{info.getValue()}</Text>,
    }),
    helper.accessor('status', {
      header: 'Status',
      size: 130,
      cell: (info) => (
        <Badge color={SUBSCRIBER_STATUS_COLORS[info.getValue()]} variant="light" size="sm">
          {SUBSCRIBER_STATUS_LABELS[info.getValue()]}
        </Badge>
      ),
    }),
    helper.accessor((row) => row.consent_at, {
      id: 'consent_at',
      header: 'Consent',
      size: 170,
      cell: (info) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {info.getValue() ? formatDate(info.getValue()!) : '—'}
          </Text>
          {info.row.original.imported ? (
            <Badge variant="outline" color="gray" size="xs">
              Imported
            </Badge>
          ) : null}
        </Group>
      ),
    }),
    ...contactColumns<Subscriber>('Subscribed'),
    ...(onDelete
      ? [
          helper.display({
            id: 'actions',
            header: '',
            size: 60,
            enableHiding: false,
            cell: (info) => (
              <Tooltip label="Delete on request">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Delete ${info.row.original.email}`}
                  onClick={() => onDelete(info.row.original)}
                >
                  <Icon name="trash" size={16} />
                </ActionIcon>
              </Tooltip>
            ),
          }),
        ]
      : []),
  ]);
}
