import { useEffect, useMemo } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import type { Subscriber } from '@sitenet/api-client';
import { createDataTableColumnHelper, DataTable, DataTablePagination } from '@sitenet/ui';
import { QueryError } from '../../../components/query-state';
import { logger } from '../../../lib/logger';
import { useSubscribers } from '../api/get-subscribers';
import { useContactsTable } from '../hooks/use-contacts-table';
import { contactColumns } from './contact-columns';
import { ExportCsvButton } from './export-csv-button';

const helper = createDataTableColumnHelper<Subscriber>();
const columns = helper.columns([
  helper.accessor('email', {
    header: 'Email',
    size: 280,
    enableHiding: false,
    cell: (info) => <Text size="sm">{info.getValue()}</Text>,
  }),
  ...contactColumns<Subscriber>('Subscribed'),
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
  useEffect(() => {
    if (query.error) logger.error('Failed to fetch subscribers', query.error);
  }, [query.error]);
  const data = useMemo(() => query.data ?? NONE, [query.data]);
  const table = useContactsTable<Subscriber>({ columns, data });

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed" aria-live="polite">
          {query.data ? `${query.data.length} subscriber${query.data.length === 1 ? '' : 's'}` : ''}
        </Text>
        <ExportCsvButton request={{ kind: 'newsletter', siteId, domain }} disabled={!query.data?.length} />
      </Group>
      {query.error ? (
        <QueryError what="Subscribers" error={query.error} refetch={query.refetch} />
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
