import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Group, Menu, Stack, TextInput } from '@mantine/core';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import type {
  ColumnVisibilityState,
  PaginationState,
  SortingState,
  Updater,
} from '@tanstack/react-table';
import { DataTable, DataTableColumnToggle, DataTablePagination, useDataTable } from '@sitenet/ui';
import { BulkBar } from '../../../components/bulk-bar';
import { Icon } from '../../../components/icons';
import { RowSelectionContext, useRowSelection } from '../../../components/row-selection';
import { useSites } from '../../../lib/api/get-sites';
import { notifyComingSoon } from '../../../lib/coming-soon';
import { logger } from '../../../lib/logger';
import { usePosts } from '../../../lib/api/get-posts';
import {
  PAGE_SIZE_OPTIONS,
  SORT_COLUMNS,
  SORT_ORDERS,
  filterPostsIncremental,
  readPostsUrlState,
  siteCounts,
  sortLabel,
  sortOrderOf,
  sortPosts,
  statusCounts,
  toPostRows,
  writePostsUrlState,
  type FilterCache,
  type PostRow,
  type PostsUrlState,
  type SortColumn,
} from '../lib/posts-table';
import { ChoiceFilterMenu } from './choice-filter-menu';
import { globalPostColumns, sitePostColumns } from './posts-columns';

const NO_ROWS: PostRow[] = [];
const NO_SITES: never[] = [];

const isSortColumn = (id: string): id is SortColumn =>
  (SORT_COLUMNS as readonly string[]).includes(id);

export interface PostsPageProps {
  /** The selected site's id, or null for every site the user may see. */
  siteId: number | null;
  /** False while the site list that decides the scope is still loading. */
  ready?: boolean;
}

/**
 * SPEC 2.6 and 9; search, status, site, sort, page and page size live in the URL. The global
 * list names each row's site and filters by it; titles and chips open the editor.
 */
export function PostsPage({ siteId, ready = true }: PostsPageProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const urlState = useMemo(() => readPostsUrlState(searchParams), [searchParams]);
  const [columnVisibility, setColumnVisibility] = useState<ColumnVisibilityState>({});
  const global = siteId === null;

  const query = usePosts(siteId, { enabled: ready });
  // A failed fetch is logged and shows an empty list, no message (SPEC section 8).
  useEffect(() => {
    if (query.error) logger.error('Failed to fetch posts', query.error);
  }, [query.error]);
  // The site list names each row's site and gives the editor links their domain; its failure is
  // logged by the switcher, and the rows then show without links.
  const sitesQuery = useSites();
  const sites = sitesQuery.data ?? NO_SITES;

  const posts = query.error ? undefined : query.data;
  const rows = useMemo(() => (posts ? toPostRows(posts, sites) : NO_ROWS), [posts, sites]);
  const counts = useMemo(() => statusCounts(rows), [rows]);
  const sitesInRows = useMemo(() => (global ? siteCounts(rows) : []), [global, rows]);
  const sorted = useMemo(() => sortPosts(rows, urlState.sort), [rows, urlState.sort]);
  const siteFilter = global ? urlState.sites : NO_SITES;
  // The input stays responsive: a keystroke renders only <PostsSearchInput>; the URL update is a
  // router transition, and the filter pass over a large list runs in that lower-priority render.
  const deferredSearch = useDeferredValue(urlState.search);
  const filterCache = useRef<FilterCache | null>(null);
  const filtered = useMemo(() => {
    const next = filterPostsIncremental(
      sorted,
      { search: deferredSearch, statuses: urlState.statuses, sites: siteFilter },
      filterCache.current,
    );
    filterCache.current = next;
    return next.result;
  }, [sorted, deferredSearch, urlState.statuses, siteFilter]);

  const pageCount = Math.max(1, Math.ceil(filtered.length / urlState.pageSize));
  const pageIndex = Math.min(urlState.page, pageCount) - 1;
  const pageRows = useMemo(
    () => filtered.slice(pageIndex * urlState.pageSize, (pageIndex + 1) * urlState.pageSize),
    [filtered, pageIndex, urlState.pageSize],
  );

  const update = (patch: Partial<PostsUrlState>) => {
    const next = { ...urlState, ...patch };
    setSearchParams(writePostsUrlState(next), { replace: true, preventScrollReset: true });
  };

  // Selected rows (any page); "select all matching" takes every row the filter keeps.
  const pageIds = useMemo(() => pageRows.map((row) => row.id), [pageRows]);
  const { selection, selected, setMany, clear } = useRowSelection(pageIds);
  // Only rows still listed count (a post trashed elsewhere leaves the selection).
  const byId = useMemo(() => new Map(rows.map((row) => [row.id, row])), [rows]);
  const selectedIds = useMemo(() => [...selected].filter((id) => byId.has(id)), [selected, byId]);
  const selectedLanguages = useMemo(() => {
    const codes = new Set<string>();
    for (const id of selectedIds)
      for (const language of byId.get(id)!.languages) codes.add(language.code);
    return [...codes];
  }, [selectedIds, byId]);

  const pagination: PaginationState = { pageIndex, pageSize: urlState.pageSize };
  const sorting: SortingState = [{ id: urlState.sort.column, desc: urlState.sort.desc }];
  const table = useDataTable<PostRow>({
    columns: global ? globalPostColumns : sitePostColumns,
    data: pageRows,
    getRowId: (row) => String(row.id),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    rowCount: filtered.length,
    enableSortingRemoval: false,
    enableMultiSort: false,
    state: { pagination, sorting, columnVisibility },
    onPaginationChange: (updater: Updater<PaginationState>) => {
      const next = typeof updater === 'function' ? updater(pagination) : updater;
      const sizeChanged = next.pageSize !== urlState.pageSize;
      update({ page: sizeChanged ? 1 : next.pageIndex + 1, pageSize: next.pageSize });
    },
    // A header click and the Sort Order menu write the same URL value.
    onSortingChange: (updater: Updater<SortingState>) => {
      const [first] = typeof updater === 'function' ? updater(sorting) : updater;
      if (first && isSortColumn(first.id))
        update({ sort: { column: first.id, desc: first.desc }, page: 1 });
    },
    onColumnVisibilityChange: setColumnVisibility,
  });

  const loading = !ready || query.isPending || (global && sitesQuery.isPending);
  const currentOrder = sortOrderOf(urlState.sort);

  return (
    // data-applied-search marks when a search has reached the table (bench/search-latency.ts).
    <Stack gap="md" data-applied-search={deferredSearch}>
      <Group justify="space-between" gap="sm">
        <PostsSearchInput
          search={urlState.search}
          onSearch={(search) => update({ search, page: 1 })}
        />
        {/* Named, so its Status and Site buttons are told apart from the column headers. */}
        <Group gap="xs" role="group" aria-label="Filter and sort posts">
          {global && (
            <ChoiceFilterMenu
              label="Site"
              heading="Filter by site"
              emptyText="No sites"
              options={sitesInRows.map(({ site, count }) => ({
                value: site.domain,
                label: site.name,
                count,
              }))}
              selected={urlState.sites}
              onChange={(next) => update({ sites: next, page: 1 })}
            />
          )}
          <ChoiceFilterMenu
            label="Status"
            heading="Filter by status"
            emptyText="No statuses"
            options={counts.map(({ status, label, count }) => ({ value: status, label, count }))}
            selected={urlState.statuses}
            onChange={(next) => update({ statuses: next, page: 1 })}
          />
          <Menu position="bottom-end" shadow="md" width={200} withInitialFocusPlaceholder={false}>
            <Menu.Target>
              <Button
                variant="default"
                leftSection={<Icon name="sort" size={16} />}
                aria-label={`Sort Order: ${sortLabel(urlState.sort)}`}
              >
                Sort Order
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>Sort Order</Menu.Label>
              <Menu.RadioGroup
                value={currentOrder ?? ''}
                onChange={(value) => {
                  const order = SORT_ORDERS.find((o) => o.value === value);
                  if (order) update({ sort: order.sort, page: 1 });
                }}
              >
                {SORT_ORDERS.map((order) => (
                  <Menu.RadioItem key={order.value} value={order.value} closeMenuOnClick>
                    {order.label}
                  </Menu.RadioItem>
                ))}
              </Menu.RadioGroup>
            </Menu.Dropdown>
          </Menu>
          <DataTableColumnToggle table={table} />
          <Button
            variant="default"
            leftSection={<Icon name="filter" size={16} />}
            onClick={() => notifyComingSoon('More filters')}
          >
            Filters
          </Button>
        </Group>
      </Group>
      <BulkBar
        selected={selectedIds}
        matching={filtered.length}
        onSelectAllMatching={() =>
          setMany(
            filtered.map((row) => row.id),
            true,
          )
        }
        onClear={clear}
        languages={selectedLanguages}
        siteId={siteId}
        titleOf={(id) => byId.get(id)?.title}
      />
      <RowSelectionContext value={selection}>
        <DataTable
          table={table}
          label="Posts"
          minWidth={global ? 980 : 860}
          loading={loading}
          loadingText="Loading posts..."
          emptyText="No data available"
          footer={<DataTablePagination table={table} pageSizeOptions={PAGE_SIZE_OPTIONS} />}
        />
      </RowSelectionContext>
    </Stack>
  );
}

interface PostsSearchInputProps {
  /** The search in the URL. */
  search: string;
  /** Called on every keystroke; writes the URL (a router transition). */
  onSearch: (search: string) => void;
}

/**
 * The search box keeps its own state, so the urgent render of a keystroke is this input alone
 * (it paints at once), while the table re-renders in the URL update's transition.
 */
function PostsSearchInput({ search, onSearch }: PostsSearchInputProps) {
  const [value, setValue] = useState(search);
  // Back/forward or a menu link changes the URL under the input.
  const [synced, setSynced] = useState(search);
  if (synced !== search) {
    setSynced(search);
    setValue(search);
  }
  return (
    <TextInput
      placeholder="Search Posts..."
      aria-label="Search posts"
      leftSection={<Icon name="search" size={16} />}
      value={value}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setValue(next);
        setSynced(next);
        onSearch(next);
      }}
      w={{ base: '100%', sm: 300 }}
    />
  );
}
