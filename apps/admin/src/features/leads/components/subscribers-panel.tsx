import { useEffect, useMemo, useState } from 'react';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import type { PaginationState } from '@tanstack/react-table';
import type { Subscriber } from '@sitenet/api-client';
import { createDataTableColumnHelper, DataTable, DataTablePagination, useDataTable } from '@sitenet/ui';
import { Icon } from '../../../components/icons';
import { formatDate } from '../../../lib/format-date';
import { logger } from '../../../lib/logger';
import { useExportCsv } from '../api/export-csv';
import { useSubscribers } from '../api/get-subscribers';

const helper = createDataTableColumnHelper<Subscriber>();
const columns = helper.columns([
  helper.accessor('email', {
    header: 'Email',
    size: 280,
    enableHiding: false,
    cell: (info) => <Text size="sm">{info.getValue()}</Text>,
  }),
  helper.accessor('locale', {
    header: 'Language',
    size: 100,
    cell: (info) => (
      <Badge variant="outline" size="sm">
        {info.getValue().toUpperCase()}
      </Badge>
    ),
  }),
  helper.accessor('source_path', {
    header: 'Page',
    cell: (info) => (
      <Text size="sm" c="dimmed">
        {info.getValue() ?? '—'}
      </Text>
    ),
  }),
  helper.accessor('created_at', {
    header: 'Subscribed',
    size: 130,
    cell: (info) => (
      <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {formatDate(info.getValue())}
      </Text>
    ),
  }),
]);

const NONE: Subscriber[] = [];

export interface SubscribersPanelProps {
  siteId: number | null;
  domain: string | undefined;
  ready: boolean;
}

/** The newsletter subscribers of the selected site (every site without one), with CSV export. */
export function SubscribersPanel({ siteId, domain, ready }: SubscribersPanelProps) {
  const query = useSubscribers(siteId, { enabled: ready });
  const exportCsv = useExportCsv();
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 10 });
  useEffect(() => {
    if (query.error) logger.error('Failed to fetch subscribers', query.error);
  }, [query.error]);
  const data = useMemo(() => query.data ?? NONE, [query.data]);
  const table = useDataTable<Subscriber>({
    columns,
    data,
    getRowId: (row) => String(row.id),
    state: { pagination },
    onPaginationChange: setPagination,
  });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed" aria-live="polite">
          {query.data ? `${query.data.length} subscriber${query.data.length === 1 ? '' : 's'}` : ''}
        </Text>
        <Button
          variant="default"
          leftSection={<Icon name="download" size={16} />}
          loading={exportCsv.isPending}
          disabled={!query.data?.length}
          onClick={() => exportCsv.mutate({ kind: 'newsletter', siteId, domain })}
        >
          Export CSV
        </Button>
      </Group>
      {query.error ? (
        <Alert color="red" title="Subscribers could not be loaded">
          <Group justify="space-between">
            <Text size="sm">{query.error.message}</Text>
            <Button size="xs" variant="white" color="red" onClick={() => void query.refetch()}>
              Retry
            </Button>
          </Group>
        </Alert>
      ) : (
        <DataTable
          table={table}
          label="Newsletter subscribers"
          loading={!ready || query.isPending}
          loadingText="Loading subscribers..."
          emptyText="No subscribers yet"
          footer={<DataTablePagination table={table} />}
        />
      )}
    </Stack>
  );
}
