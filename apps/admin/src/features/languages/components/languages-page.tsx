import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import {
  Anchor,
  Badge,
  Button,
  Group,
  Progress,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/VisuallyHidden.css';
import type { AdminLanguage } from '@sitenet/api-client';
import type { SortingState } from '@tanstack/react-table';
import {
  createDataTableColumnHelper,
  DataTable,
  DataTablePagination,
  useDataTable,
} from '@sitenet/ui';
import { Icon } from '../../../components/icons';
import { paths } from '../../../config/paths';
import { RowActionMenu } from '../../../components/row-action-menu';
import { logger } from '../../../lib/logger';
import { useLanguages } from '../../../lib/api/get-languages';
import { useCan } from '../../../lib/use-can';
import { useToggleLanguage } from '../api/toggle-language';
import classes from './languages.module.css';

// The dialog (Modal and Combobox, their CSS included) loads on the first "Add language": the
// page's CSS stays within its 20 KB gz budget (bench:bundle).
const AddLanguageDialog = lazy(() =>
  import('./add-language-dialog').then((module) => ({ default: module.AddLanguageDialog })),
);

const NO_LANGUAGES: AdminLanguage[] = [];
const helper = createDataTableColumnHelper<AdminLanguage>();

function StatusCell({ language, siteId }: { language: AdminLanguage; siteId: number | null }) {
  const toggle = useToggleLanguage(siteId);
  const allowed = useCan('languages.manage', siteId);
  return (
    <Group gap="sm" wrap="nowrap">
      <Switch
        checked={language.enabled}
        disabled={language.isDefault || toggle.isPending || !allowed}
        onChange={(event) =>
          toggle.mutate({
            id: language.id,
            enabled: event.currentTarget.checked,
            label: language.label,
          })
        }
        aria-label={`Enable ${language.label}`}
        title={
          language.isDefault
            ? 'The default language is always enabled'
            : allowed
              ? undefined
              : 'Your role cannot switch languages'
        }
      />
      <Badge color={language.enabled ? 'green' : 'gray'} variant="light">
        {language.enabled ? 'Enabled' : 'Disabled'}
      </Badge>
    </Group>
  );
}

function languageColumns(siteId: number | null, domain: string | undefined) {
  return helper.columns([
    helper.accessor('label', {
      header: 'Language',
      size: 280,
      cell: ({ row }) => {
        const l = row.original;
        return (
          <Group gap="sm" wrap="nowrap">
            <span className={classes.flag} aria-hidden="true">
              {l.flag}
            </span>
            <div>
              <Group gap={6} wrap="nowrap">
                <Text size="sm" fw={600}>
                  {l.label}
                </Text>
                {l.isDefault && (
                  <Badge size="xs" variant="filled">
                    Default
                  </Badge>
                )}
              </Group>
              <Text size="xs" c="dimmed">
                {l.nativeName} · {l.code.toUpperCase()}
              </Text>
            </div>
          </Group>
        );
      },
    }),
    helper.accessor('translationProgress', {
      header: 'Progress',
      size: 200,
      cell: ({ row }) => {
        const value = Math.round(row.original.translationProgress);
        return (
          <Group gap="sm" wrap="nowrap">
            <Progress
              value={value}
              w={120}
              size="sm"
              aria-label={`${row.original.label} translation progress`}
              color={value >= 100 ? 'green' : value >= 50 ? 'indigo' : 'orange'}
            />
            <Text size="sm" c="dimmed">
              {value}%
            </Text>
          </Group>
        );
      },
    }),
    helper.accessor('keyCount', {
      header: 'Keys',
      size: 90,
      cell: (info) => <Text size="sm">{info.getValue().toLocaleString('en-GB')}</Text>,
    }),
    // The interface strings screen is per site: a link once one is chosen (English is the source, in the code).
    ...(domain
      ? [
          helper.display({
            id: 'strings',
            header: 'Strings',
            size: 110,
            cell: ({ row }) =>
              row.original.code === 'en' ? (
                <Text size="sm" c="dimmed">
                  Source
                </Text>
              ) : (
                <Anchor component={Link} to={paths.site.interfaceStrings(domain, row.original.code)} size="sm" aria-label={`Edit strings in ${row.original.label}`}>
                  Edit strings
                </Anchor>
              ),
          }),
        ]
      : []),
    helper.accessor('enabled', {
      header: 'Status',
      size: 180,
      cell: ({ row }) => <StatusCell language={row.original} siteId={siteId} />,
    }),
    helper.display({
      id: 'actions',
      header: () => <VisuallyHidden>Actions</VisuallyHidden>,
      size: 60,
      cell: ({ row }) => <RowActionMenu itemLabel={row.original.label} />,
    }),
  ]);
}

export interface LanguagesPageProps {
  siteId: number | null;
  /** The chosen site's domain: each language links to its interface strings. */
  domain?: string;
  siteName?: string;
  ready?: boolean;
}

/** SPEC 2.7: search on the label, sortable columns, 10 per page, label ascending. */
export function LanguagesPage({ siteId, domain, siteName, ready = true }: LanguagesPageProps) {
  const query = useLanguages(siteId, { enabled: ready });
  const canManage = useCan('languages.manage', siteId);
  useEffect(() => {
    if (query.error) logger.error('Failed to fetch languages', query.error);
  }, [query.error]);
  const data = query.error ? NO_LANGUAGES : (query.data ?? NO_LANGUAGES);
  const columns = useMemo(() => languageColumns(siteId, domain), [siteId, domain]);
  const [globalFilter, setGlobalFilter] = useState('');
  const [sorting, setSorting] = useState<SortingState>([{ id: 'label', desc: false }]);
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize: 10 });
  const [dialogOpened, setDialogOpened] = useState(false);
  // Mounted from the first opening on, so closing keeps Mantine's transition and focus return.
  const [dialogUsed, setDialogUsed] = useState(false);
  if (dialogOpened && !dialogUsed) setDialogUsed(true);

  const table = useDataTable<AdminLanguage>({
    columns,
    data,
    getRowId: (row) => String(row.id),
    state: { globalFilter, sorting, pagination },
    onGlobalFilterChange: setGlobalFilter,
    onSortingChange: setSorting,
    onPaginationChange: setPagination,
    globalFilterFn: 'includesString',
    getColumnCanGlobalFilter: (column) => column.id === 'label',
    enableSortingRemoval: false,
  });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={2} fz={22}>
          {siteName ? `Languages - ${siteName}` : 'Manage Languages'}
        </Title>
        {canManage && (
          // Not before the site is known: the route mounts this page again for it (its key), and a
          // dialog opened in between would close with the page it belonged to.
          <Button
            leftSection={<Icon name="plus" size={16} />}
            disabled={!ready}
            onClick={() => setDialogOpened(true)}
          >
            Add Language
          </Button>
        )}
      </Group>
      <TextInput
        placeholder="Search languages..."
        aria-label="Search languages"
        leftSection={<Icon name="search" size={16} />}
        value={globalFilter}
        onChange={(event) => {
          setGlobalFilter(event.currentTarget.value);
          setPagination((p) => ({ ...p, pageIndex: 0 }));
        }}
        w={{ base: '100%', sm: 300 }}
      />
      <DataTable
        table={table}
        label="Languages"
        minWidth={820}
        loading={!ready || query.isPending}
        loadingText="Loading languages..."
        emptyText="No data available"
        footer={<DataTablePagination table={table} pageSizeOptions={[]} />}
      />
      {dialogUsed && (
        <Suspense fallback={null}>
          <AddLanguageDialog
            opened={dialogOpened}
            onClose={() => setDialogOpened(false)}
            siteId={siteId}
          />
        </Suspense>
      )}
    </Stack>
  );
}
