import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Badge, Button, FileButton, Group, List, Menu, Select, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import { roleOnSite, STRING_STATES, type InterfaceString, type Site, type StringState, type StringsFormat } from '@sitenet/api-client';
import { createDataTableColumnHelper, DataTable, DataTablePagination, useDataTable } from '@sitenet/ui';
import { Icon } from '../../../components/icons';
import { QueryError } from '../../../components/query-state';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { paths } from '../../../config/paths';
import { apiFailure } from '../../../lib/api-failure';
import { useLanguages } from '../../../lib/api/get-languages';
import { logger } from '../../../lib/logger';
import { notifySuccess } from '../../../lib/notify-success';
import { saveTextFile } from '../../../lib/save-file';
import { useCan, useGrants } from '../../../lib/use-can';
import { exportStrings, useStringsWrites } from '../api/save-strings';
import { useStrings } from '../api/get-strings';
import { readStringsFilters, writeStringsFilters, type StringsFilters } from '../lib/strings-filters';

/** How each state reads (words, never colour alone). */
export const STRING_STATE_LOOK: Record<StringState, { label: string; color: string }> = {
  missing: { label: 'Missing', color: 'gray' },
  machine: { label: 'Machine', color: 'orange' },
  reviewed: { label: 'Reviewed', color: 'green' },
};

const ALL = 'all';
const NO_ROWS: InterfaceString[] = [];
const PAGE_SIZE = 50;
const helper = createDataTableColumnHelper<InterfaceString>();

/** What the translation cells edit: the texts typed since the last save, and the save's problems, by key. */
interface Editing {
  edits: Record<string, string>;
  errors: Record<string, string>;
  readOnly: boolean;
  edit: (key: string, target: string) => void;
}
const EditingContext = createContext<Editing>({ edits: {}, errors: {}, readOnly: true, edit: () => undefined });

function TranslationCell({ row }: { row: InterfaceString }) {
  const { edits, errors, readOnly, edit } = useContext(EditingContext);
  const value = edits[row.key] ?? row.target ?? '';
  return (
    <Textarea
      aria-label={`Translation of ${row.key}`}
      value={value}
      rows={2}
      resize="vertical"
      readOnly={readOnly}
      placeholder="Missing: the magazine shows the English text"
      error={errors[row.key]}
      onChange={(event) => edit(row.key, event.currentTarget.value)}
    />
  );
}

const columns = helper.columns([
  helper.accessor('key', {
    header: 'Key',
    size: 220,
    cell: (info) => (
      <Text size="xs" ff="monospace" style={{ wordBreak: 'break-all' }}>
        {info.getValue()}
      </Text>
    ),
  }),
  helper.accessor('source', {
    header: 'English',
    size: 280,
    cell: (info) => <Text size="sm">{info.getValue()}</Text>,
  }),
  helper.accessor('target', {
    header: 'Translation',
    size: 340,
    cell: ({ row }) => <TranslationCell row={row.original} />,
  }),
  helper.accessor('state', {
    header: 'State',
    size: 110,
    cell: (info) => {
      const look = STRING_STATE_LOOK[info.getValue()];
      return (
        <Badge color={look.color} variant="light" data-state={info.getValue()}>
          {look.label}
        </Badge>
      );
    },
  }),
]);

/**
 * The magazine's interface strings of one language on one site: every key with its English text,
 * the translation (edited in place, saved together) and its state; `?q=` and `?state=` in the URL;
 * export and import as XLIFF 2.0 or JSON.
 */
export function StringsPage({ site, code }: { site: Site; code: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readStringsFilters(searchParams), [searchParams]);
  const query = useStrings(site.id, code, filters);
  const languages = useLanguages(site.id);
  const grants = useGrants();
  const canManage = useCan('languages.manage', site.id);
  const canTranslate = useCan('translations.write', site.id);
  // A translator writes only the languages of their membership (the API says 403 otherwise).
  const ownLanguages = grants && roleOnSite(grants, site.id) === 'translator' ? (grants.memberships.get(site.id)?.languages ?? []) : null;
  const canWrite = (canManage || canTranslate) && (!ownLanguages || ownLanguages.includes(code));
  const { save, importFile, pretranslate } = useStringsWrites(site.id, code);
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [importProblems, setImportProblems] = useState<{ message: string; problems: string[] } | null>(null);
  const [search, setSearch] = useState(filters.q ?? '');
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize: PAGE_SIZE });
  const [exporting, setExporting] = useState<StringsFormat | null>(null);

  useEffect(() => {
    if (query.error) logger.error('Failed to fetch interface strings', query.error);
  }, [query.error]);

  const language = languages.data?.find((entry) => entry.code === code);
  const languageName = language?.label ?? code.toUpperCase();
  const data = query.data;
  const changed = useMemo(
    () => Object.entries(edits).filter(([key, target]) => target !== (data?.strings.find((row) => row.key === key)?.target ?? '')),
    [edits, data],
  );
  const dirty = Object.keys(edits).length > 0;

  const update = (patch: StringsFilters) => {
    setPagination((p) => ({ ...p, pageIndex: 0 }));
    setSearchParams(writeStringsFilters({ ...filters, ...patch }), { replace: true, preventScrollReset: true });
  };

  // The search box updates the URL (and the query) a moment after typing stops.
  useEffect(() => {
    const next = search.trim() || undefined;
    if (next === filters.q) return;
    const timer = setTimeout(() => update({ q: next }), 300);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the typed text schedules a search
  }, [search]);

  const editing = useMemo<Editing>(
    () => ({
      edits,
      errors,
      readOnly: !canWrite,
      edit: (key, target) => {
        setEdits((current) => ({ ...current, [key]: target }));
        setErrors(({ [key]: _gone, ...rest }) => rest);
      },
    }),
    [edits, errors, canWrite],
  );

  const table = useDataTable<InterfaceString>({
    columns,
    data: data?.strings ?? NO_ROWS,
    getRowId: (row) => row.key,
    enableSorting: false,
    state: { pagination },
    onPaginationChange: setPagination,
  });

  const onSave = () => {
    const strings = Object.entries(edits).map(([key, target]) => ({ key, target }));
    save.mutate(strings, {
      onSuccess: (result) => {
        setEdits({});
        setErrors({});
        notifySuccess(result.message);
      },
      onError: (error) => {
        const failure = apiFailure(error);
        setErrors(failure.fields);
        notifications.show({ color: 'red', title: 'Not saved', message: failure.message });
      },
    });
  };

  const onExport = async (format: StringsFormat) => {
    setExporting(format);
    try {
      const file = await exportStrings(site.id, code, format);
      saveTextFile(file.text, file.name, format === 'json' ? 'application/json' : 'application/xliff+xml');
    } catch (error) {
      notifications.show({ color: 'red', title: 'Export failed', message: apiFailure(error).message });
    } finally {
      setExporting(null);
    }
  };

  const onPretranslate = (useMachine: boolean) =>
    pretranslate.mutate(useMachine, {
      onSuccess: (result) => notifySuccess(result.message),
      onError: (error) => notifications.show({ color: 'red', title: 'Nothing was filled', message: apiFailure(error).message }),
    });

  const onImport = (file: File | null) => {
    if (!file) return;
    setImportProblems(null);
    importFile.mutate(file, {
      onSuccess: (result) => notifySuccess(result.message),
      onError: (error) => {
        const failure = apiFailure(error);
        setImportProblems({ message: failure.message, problems: Object.entries(failure.fields).map(([key, problem]) => `${key}: ${problem}`) });
      },
    });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={2} fz={22}>
            Interface strings - {languageName}
          </Title>
          <Text size="sm" c="dimmed">
            {data
              ? `${data.translated_count} of ${data.key_count} keys translated on ${site.name}. Missing keys show the English text.`
              : `The magazine's texts in ${languageName} on ${site.name}.`}
          </Text>
        </div>
        <Group gap="xs">
          <Button component={Link} to={paths.site.languages(site.domain)} variant="default">
            Languages
          </Button>
          <Menu position="bottom-end">
            <Menu.Target>
              <Button variant="default" loading={exporting !== null} leftSection={<Icon name="download" size={16} />}>
                Export
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => void onExport('xliff')}>XLIFF 2.0 (.xlf)</Menu.Item>
              <Menu.Item onClick={() => void onExport('json')}>JSON (.json)</Menu.Item>
            </Menu.Dropdown>
          </Menu>
          {canWrite && (
            <Menu position="bottom-end">
              <Menu.Target>
                <Button variant="default" loading={pretranslate.isPending} disabled={dirty} title={dirty ? 'Save your changes first' : undefined}>
                  Fill missing
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item onClick={() => onPretranslate(false)}>From translation memory</Menu.Item>
                <Menu.Item onClick={() => onPretranslate(true)}>Memory, then machine translation</Menu.Item>
              </Menu.Dropdown>
            </Menu>
          )}
          {canWrite && (
            <FileButton onChange={onImport} accept=".xlf,.xliff,.json,application/json,application/xliff+xml,text/xml">
              {(props) => (
                <Button {...props} variant="default" loading={importFile.isPending}>
                  Import
                </Button>
              )}
            </FileButton>
          )}
          {canWrite && (
            <Button onClick={onSave} loading={save.isPending} disabled={!dirty}>
              {changed.length > 0 ? `Save ${changed.length} change${changed.length === 1 ? '' : 's'}` : 'Save'}
            </Button>
          )}
        </Group>
      </Group>
      {importProblems && (
        <Alert color="red" title="Nothing was imported" role="alert" withCloseButton onClose={() => setImportProblems(null)}>
          <Stack gap="xs">
            <Text size="sm">{importProblems.message}</Text>
            {importProblems.problems.length > 0 && (
              <List size="sm">
                {importProblems.problems.slice(0, 50).map((problem) => (
                  <List.Item key={problem}>{problem}</List.Item>
                ))}
              </List>
            )}
          </Stack>
        </Alert>
      )}
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          placeholder="Search keys and texts..."
          aria-label="Search strings"
          leftSection={<Icon name="search" size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={{ base: '100%', sm: 300 }}
        />
        <Select
          aria-label="State"
          data={[{ value: ALL, label: 'All states' }, ...STRING_STATES.map((state) => ({ value: state, label: STRING_STATE_LOOK[state].label }))]}
          value={filters.state ?? ALL}
          onChange={(value) => update({ state: !value || value === ALL ? undefined : (value as StringState) })}
          allowDeselect={false}
          w={180}
        />
      </Group>
      {query.error && !data ? (
        <QueryError what="The interface strings" error={query.error} refetch={query.refetch} />
      ) : (
        <EditingContext.Provider value={editing}>
          <DataTable
            table={table}
            label={`Interface strings in ${languageName}`}
            minWidth={950}
            loading={query.isPending}
            loadingText="Loading strings..."
            emptyText={filters.q || filters.state ? 'No strings match these filters' : 'No data available'}
            footer={<DataTablePagination table={table} pageSizeOptions={[]} />}
          />
        </EditingContext.Provider>
      )}
      <UnsavedChangesGuard dirty={dirty}>Your changes to these strings are not saved yet.</UnsavedChangesGuard>
    </Stack>
  );
}
