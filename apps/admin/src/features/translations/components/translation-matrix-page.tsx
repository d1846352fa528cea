import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Anchor, Button, Group, Menu, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import {
  CATEGORIES,
  ORIGINAL_LANGUAGE,
  TRANSLATION_STATES,
  type AdminLanguage,
  type Site,
  type TranslationState,
} from '@sitenet/api-client';
import type { SortingState } from '@tanstack/react-table';
import { createDataTableColumnHelper, DataTable, DataTablePagination, useDataTable } from '@sitenet/ui';
import { BulkBar } from '../../../components/bulk-bar';
import { Icon } from '../../../components/icons';
import { RowSelectionContext, SelectPageCheckbox, SelectRowCheckbox, useRowSelection } from '../../../components/row-selection';
import { paths } from '../../../config/paths';
import { useLanguages } from '../../../lib/api/get-languages';
import { usePosts } from '../../../lib/api/get-posts';
import { logger } from '../../../lib/logger';
import { LanguageStateBadge, MachineMark, StaleMark } from '../../../components/language-state-badge';
import { PreviewIconButton } from '../../../components/preview-actions';
import { TRANSLATION_STATE_LOOK, languageStateText } from '../../../lib/translation-states';
import {
  filterMatrix,
  readMatrixFilters,
  stateCounts,
  toMatrixRows,
  writeMatrixFilters,
  type MatrixFilters,
  type MatrixRow,
} from '../lib/matrix';

const helper = createDataTableColumnHelper<MatrixRow>();
const NO_ROWS: MatrixRow[] = [];
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const MISSING = { status: 'missing', stale: false } as const;

function StateCell({ row, language, domain }: { row: MatrixRow; language: AdminLanguage; domain: string }) {
  const state = row.states[language.code] ?? MISSING;
  const to = paths.site.postEdit(domain, row.id, language.code === ORIGINAL_LANGUAGE ? undefined : language.code);
  const badge = (
    <Anchor
      component={Link}
      to={to}
      underline="never"
      aria-label={`${row.title}, ${language.label}: ${languageStateText(state)}. Open in the editor`}
      data-state={state.status}
      data-stale={state.stale || undefined}
      style={{ display: 'inline-block' }}
    >
      <LanguageStateBadge state={state} wrap />
    </Anchor>
  );
  if (state.status === 'missing') return badge;
  return (
    <Group gap={2} wrap="nowrap" align="flex-start">
      {badge}
      <PreviewIconButton postId={row.id} lang={language.code} label={`Preview ${row.title}, ${language.label}`} />
    </Group>
  );
}

// Wide enough for "Published" with its icon and the preview button; the stale mark goes under it.
const LANGUAGE_COLUMN = 144;

/** Phones: a narrower title column, kept in view while the languages scroll under it. */
const NARROW_QUERY = '(max-width: 47.99em)';

function matrixColumns(languages: AdminLanguage[], domain: string, narrow: boolean) {
  return helper.columns([
    helper.accessor('title', {
      header: 'Post',
      size: narrow ? 140 : 240,
      minSize: narrow ? 140 : 200,
      // The box sits in the title cell, so the title column stays the one kept in view on phones.
      cell: ({ row }) => (
        <Group gap={8} wrap="nowrap" align="flex-start">
          <SelectRowCheckbox id={row.original.id} title={row.original.title} />
          <Anchor component={Link} to={paths.site.postEdit(domain, row.original.id)} size="sm" fw={600} lineClamp={narrow ? 3 : 2}>
            {row.original.title}
          </Anchor>
        </Group>
      ),
    }),
    helper.accessor('category', {
      header: 'Category',
      size: 110,
      cell: (info) => (
        <Text size="sm" tt="capitalize">
          {info.getValue() || 'Uncategorized'}
        </Text>
      ),
    }),
    ...languages.map((language) =>
      helper.accessor((row) => languageStateText(row.states[language.code] ?? MISSING), {
        id: `lang-${language.code}`,
        header: language.code.toUpperCase(),
        size: LANGUAGE_COLUMN,
        minSize: LANGUAGE_COLUMN,
        sortFn: 'text',
        cell: ({ row }) => <StateCell row={row.original} language={language} domain={domain} />,
      }),
    ),
  ]);
}

function FilterMenu<T extends string>({
  label,
  options,
  selected,
  counts,
  render,
  onChange,
}: {
  label: string;
  options: readonly T[];
  selected: T[];
  counts?: Record<T, number>;
  render: (value: T) => string;
  onChange: (next: T[]) => void;
}) {
  return (
    <Menu position="bottom-end" shadow="md" width={220} closeOnItemClick={false} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button variant={selected.length ? 'light' : 'default'} leftSection={<Icon name="filter" size={16} />}>
          {selected.length ? `${label} (${selected.length})` : label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Filter by {label.toLowerCase()}</Menu.Label>
        {options.map((option) => (
          <Menu.CheckboxItem
            key={option}
            checked={selected.includes(option)}
            onChange={(checked) => onChange(checked ? [...selected, option] : selected.filter((s) => s !== option))}
            rightSection={counts ? <span>{counts[option]}</span> : undefined}
          >
            {render(option)}
          </Menu.CheckboxItem>
        ))}
        {selected.length > 0 && (
          <>
            <Menu.Divider />
            <Menu.Item onClick={() => onChange([])}>Clear filter</Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

/** Posts x languages of the site: where each translation stands, one click from the editor. */
export function TranslationMatrixPage({ site }: { site: Site }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readMatrixFilters(searchParams), [searchParams]);
  const postsQuery = usePosts(site.id);
  const languagesQuery = useLanguages(site.id);
  useEffect(() => {
    if (postsQuery.error) logger.error('Failed to fetch posts', postsQuery.error);
    if (languagesQuery.error) logger.error('Failed to fetch languages', languagesQuery.error);
  }, [postsQuery.error, languagesQuery.error]);

  const languages = useMemo(() => {
    const enabled = (languagesQuery.data ?? []).filter((l) => l.enabled);
    return [
      ...enabled.filter((l) => l.code === ORIGINAL_LANGUAGE),
      ...enabled.filter((l) => l.code !== ORIGINAL_LANGUAGE),
    ];
  }, [languagesQuery.data]);
  const rows = useMemo(
    () => (postsQuery.data ? toMatrixRows(postsQuery.data, languages.map((l) => l.code)) : NO_ROWS),
    [postsQuery.data, languages],
  );
  const counts = useMemo(() => stateCounts(rows), [rows]);
  const filtered = useMemo(() => filterMatrix(rows, filters), [rows, filters]);
  const narrow = useMediaQuery(NARROW_QUERY, false, { getInitialValueInEffect: false }) ?? false;
  const columns = useMemo(() => matrixColumns(languages, site.domain, narrow), [languages, site.domain, narrow]);

  const [sorting, setSorting] = useState<SortingState>([]);
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize: 25 });
  const table = useDataTable<MatrixRow>({
    columns,
    data: filtered,
    getRowId: (row) => String(row.id),
    state: { sorting, pagination },
    onSortingChange: setSorting,
    onPaginationChange: setPagination,
  });

  const pageRowsModel = table.getRowModel().rows;
  const pageIds = useMemo(() => pageRowsModel.map((row) => row.original.id), [pageRowsModel]);
  const { selection, selected, setMany, clear } = useRowSelection(pageIds);
  const titles = useMemo(() => new Map(rows.map((row) => [row.id, row.title])), [rows]);
  const selectedIds = useMemo(() => [...selected].filter((id) => titles.has(id)), [selected, titles]);

  const update = (patch: Partial<MatrixFilters>) => {
    setSearchParams(writeMatrixFilters({ ...filters, ...patch }), { replace: true, preventScrollReset: true });
    setPagination((p) => ({ ...p, pageIndex: 0 }));
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={2} fz={22}>
            Translations - {site.name}
          </Title>
          <Text size="sm" c="dimmed">
            Every post in every language of the site. Pick a cell to write that language.
          </Text>
        </div>
        <Group gap="xs">
          <Button component={Link} to={paths.site.translationQueue(site.domain)} variant="default">
            Queue
          </Button>
          <FilterMenu
            label="State"
            options={TRANSLATION_STATES}
            selected={filters.states}
            counts={counts}
            render={(state: TranslationState) => TRANSLATION_STATE_LOOK[state].label}
            onChange={(states) => update({ states })}
          />
          <FilterMenu
            label="Category"
            options={CATEGORIES}
            selected={filters.categories}
            render={capitalise}
            onChange={(categories) => update({ categories })}
          />
        </Group>
      </Group>
      <Group gap="xs" role="group" aria-label="Legend">
        {(['published', 'scheduled', 'draft', 'missing'] as const).map((status) => (
          <LanguageStateBadge key={status} state={{ status, stale: false }} />
        ))}
        <Group gap={4} wrap="nowrap">
          <StaleMark />
          <Text size="xs" c="dimmed">
            the English changed since this translation was saved; shown beside its state
          </Text>
        </Group>
        <Group gap={4} wrap="nowrap">
          <MachineMark />
          <Text size="xs" c="dimmed">
            machine-translated and not reviewed yet; it cannot be published until someone marks it reviewed
          </Text>
        </Group>
      </Group>
      <BulkBar
        selected={selectedIds}
        matching={filtered.length}
        onSelectAllMatching={() => setMany(filtered.map((row) => row.id), true)}
        onClear={clear}
        languages={languages.map((language) => language.code)}
        siteId={site.id}
        titleOf={(id) => titles.get(id)}
      />
      <RowSelectionContext value={selection}>
        <SelectPageCheckbox label="Select all posts on this page" />
        <DataTable
          table={table}
          label="Translation matrix"
          minWidth={(narrow ? 250 : 350) + languages.length * LANGUAGE_COLUMN}
          stickyFirstColumn
          loading={postsQuery.isPending || languagesQuery.isPending}
          loadingText="Loading translations..."
          emptyText={rows.length === 0 ? 'No posts yet' : 'No post matches these filters'}
          footer={<DataTablePagination table={table} />}
        />
      </RowSelectionContext>
    </Stack>
  );
}
