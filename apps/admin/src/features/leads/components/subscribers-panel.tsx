import { useEffect, useMemo, useState } from 'react';
import { Alert, Badge, Button, FileButton, Group, Select, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import type { Subscriber, SubscriberStatus } from '@sitenet/api-client';
import { DataTable, DataTablePagination } from '@sitenet/ui';
import { QueryError } from '../../../components/query-state';
import { logger } from '../../../lib/logger';
import { useCan } from '../../../lib/use-can';
import { useSubscribers } from '../api/get-subscribers';
import { useContactsTable } from '../hooks/use-contacts-table';
import { countByLanguage, SUBSCRIBER_STATUS_OPTIONS } from '../lib/subscriber-status';
import { DeleteSubscriberDialog } from './delete-subscriber-dialog';
import { ExportCsvButton } from './export-csv-button';
import { ImportResult, useImportFile } from './import-subscribers';
import { subscriberColumns } from './subscriber-columns';

const NONE: Subscriber[] = [];
const ALL = 'all';

export interface SubscribersPanelProps {
  siteId: number | null;
  domain: string | undefined;
  ready: boolean;
  /** The status filter (the newsletter page keeps it in the URL; the leads tab in memory). */
  status: SubscriberStatus | undefined;
  onStatusChange: (status: SubscriberStatus | undefined) => void;
}

/**
 * The newsletter subscribers of the selected site (every site without one): status and language
 * filters, counts per language, CSV export; on one site, CSV import and delete on request.
 */
export function SubscribersPanel({ siteId, domain, ready, status, onStatusChange }: SubscribersPanelProps) {
  const query = useSubscribers(siteId, status, { enabled: ready });
  useEffect(() => {
    if (query.error) logger.error('Failed to fetch subscribers', query.error);
  }, [query.error]);
  const [language, setLanguage] = useState<string | null>(null);
  const all = query.data?.subscribers ?? NONE;
  const data = useMemo(() => (language ? all.filter((s) => s.locale === language) : all), [all, language]);
  const languages = useMemo(() => countByLanguage(all), [all]);
  // Import and delete act on one site's list: not offered across every site.
  const manage = useCan('leads.manage', siteId) && siteId !== null;
  const [deleting, setDeleting] = useState<Subscriber | null>(null);
  const columns = useMemo(() => subscriberColumns(manage ? setDeleting : null), [manage]);
  const table = useContactsTable<Subscriber>({ columns, data, autoResetPageIndex: true });
  const importing = useImportFile(siteId);

  return (
    <Stack gap="md">
      {query.data?.confirmation_mail === false ? (
        <Alert color="yellow" variant="light" title="Confirmation email needs SMTP">
          No mail server is configured (SMTP_URL), so new subscribers get no confirmation email: they stay listed as
          unconfirmed and receive nothing until they confirm.
        </Alert>
      ) : null}
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <Select
            aria-label="Status"
            data={[{ value: ALL, label: 'All statuses' }, ...SUBSCRIBER_STATUS_OPTIONS]}
            value={status ?? ALL}
            onChange={(value) => onStatusChange(SUBSCRIBER_STATUS_OPTIONS.find((o) => o.value === value)?.value)}
            allowDeselect={false}
            w={170}
          />
          <Select
            aria-label="Language"
            data={[{ value: ALL, label: 'All languages' }, ...languages.map(([code, count]) => ({ value: code, label: `${code.toUpperCase()} (${count})` }))]}
            value={language ?? ALL}
            onChange={(value) => setLanguage(value === ALL ? null : value)}
            allowDeselect={false}
            w={170}
          />
        </Group>
        <Group gap="sm">
          {manage && importing ? (
            <FileButton onChange={importing.start} accept=".csv,text/csv" resetRef={importing.resetRef}>
              {(props) => (
                <Button {...props} variant="default" loading={importing.pending}>
                  Import CSV
                </Button>
              )}
            </FileButton>
          ) : null}
          <ExportCsvButton request={{ kind: 'newsletter', siteId, domain, status }} disabled={!all.length} />
        </Group>
      </Group>
      {importing?.outcome ? <ImportResult outcome={importing.outcome} onClose={importing.dismiss} /> : null}
      <Group gap="xs" aria-live="polite">
        <Text size="sm" c="dimmed">
          {query.data ? `${data.length} subscriber${data.length === 1 ? '' : 's'}` : ''}
        </Text>
        {languages.map(([code, count]) => (
          <Badge key={code} variant="outline" size="sm" color="gray">
            {code.toUpperCase()} {count}
          </Badge>
        ))}
      </Group>
      {query.error ? (
        <QueryError what="Subscribers" error={query.error} refetch={query.refetch} />
      ) : (
        <DataTable
          table={table}
          label="Newsletter subscribers"
          loading={!ready || query.isPending}
          loadingText="Loading subscribers..."
          emptyText={status || language ? 'No subscribers match these filters' : 'No subscribers yet'}
          footer={<DataTablePagination table={table} />}
        />
      )}
      <DeleteSubscriberDialog subscriber={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
