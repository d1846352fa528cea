import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Group, Menu, Stack, TextInput } from '@mantine/core';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import type { PaginationState, Updater, ColumnVisibilityState } from '@tanstack/react-table';
import { DataTable, DataTableColumnToggle, DataTablePagination, useDataTable } from '@sitenet/ui';
import { Icon } from '../../../components/icons';
import { notifyComingSoon } from '../../../lib/coming-soon';
import { logger } from '../../../lib/logger';
import { usePosts } from '../api/get-posts';
import {
  PAGE_SIZE_OPTIONS,
  SORT_ORDERS,
  filterPostsIncremental,
  readPostsUrlState,
  sortPosts,
  statusCounts,
  toPostRows,
  writePostsUrlState,
  type FilterCache,
  type PostRow,
  type PostsUrlState,
  type SortOrder,
} from '../lib/posts-table';
import { postColumns } from './posts-columns';

const NO_ROWS: PostRow[] = [];

export interface PostsPageProps {
  /** The selected site's id, or null for every site the user may see. */
  siteId: number | null;
  /** False while the site list that decides the scope is still loading. */
  ready?: boolean;
}

/** SPEC 2.6 and 9; search, status, sort, page and page size live in the URL. */
export function PostsPage({ siteId, ready = true }: PostsPageProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const urlState = useMemo(() => readPostsUrlState(searchParams), [searchParams]);
  const [columnVisibility, setColumnVisibility] = useState<ColumnVisibilityState>({});

  const query = usePosts(siteId, { enabled: ready });
  // A failed fetch is logged and shows an empty list, no message (SPEC section 8).
  useEffect(() => {
    if (query.error) logger.error('Failed to fetch posts', query.error);
  }, [query.error]);

  const posts = query.error ? undefined : query.data;
  const rows = useMemo(() => (posts ? toPostRows(posts) : NO_ROWS), [posts]);
  const counts = useMemo(() => statusCounts(rows), [rows]);
  const sorted = useMemo(() => sortPosts(rows, urlState.sort), [rows, urlState.sort]);
  // The input stays responsive: a keystroke renders only <PostsSearchInput>; the URL update is a
  // router transition, and the filter pass over a large list runs in that lower-priority render.
  const deferredSearch = useDeferredValue(urlState.search);
  const filterCache = useRef<FilterCache | null>(null);
  const filtered = useMemo(() => {
    const next = filterPostsIncremental(
      sorted,
      { search: deferredSearch, statuses: urlState.statuses },
      filterCache.current,
    );
    filterCache.current = next;
    return next.result;
  }, [sorted, deferredSearch, urlState.statuses]);

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

  const pagination: PaginationState = { pageIndex, pageSize: urlState.pageSize };
  const table = useDataTable<PostRow>({
    columns: postColumns,
    data: pageRows,
    getRowId: (row) => String(row.id),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    rowCount: filtered.length,
    enableSorting: false,
    state: { pagination, columnVisibility },
    onPaginationChange: (updater: Updater<PaginationState>) => {
      const next = typeof updater === 'function' ? updater(pagination) : updater;
      const sizeChanged = next.pageSize !== urlState.pageSize;
      update({ page: sizeChanged ? 1 : next.pageIndex + 1, pageSize: next.pageSize });
    },
    onColumnVisibilityChange: setColumnVisibility,
  });

  const loading = !ready || query.isPending;
  const sortLabel = SORT_ORDERS.find((o) => o.value === urlState.sort)?.label ?? 'Latest';

  return (
    // data-applied-search marks when a search has reached the table (bench/search-latency.ts).
    <Stack gap="md" data-applied-search={deferredSearch}>
      <Group justify="space-between" gap="sm">
        <PostsSearchInput
          search={urlState.search}
          onSearch={(search) => update({ search, page: 1 })}
        />
        <Group gap="xs">
          <Menu
            position="bottom-end"
            shadow="md"
            width={220}
            closeOnItemClick={false}
            withInitialFocusPlaceholder={false}
          >
            <Menu.Target>
              <Button
                variant={urlState.statuses.length > 0 ? 'light' : 'default'}
                leftSection={<Icon name="filter" size={16} />}
              >
                {urlState.statuses.length > 0 ? `Status (${urlState.statuses.length})` : 'Status'}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>Filter by status</Menu.Label>
              {counts.length === 0 && <Menu.Item disabled>No statuses</Menu.Item>}
              {counts.map(({ status, label, count }) => (
                <Menu.CheckboxItem
                  key={status}
                  checked={urlState.statuses.includes(status)}
                  onChange={(checked) =>
                    update({
                      statuses: checked
                        ? [...urlState.statuses, status]
                        : urlState.statuses.filter((s) => s !== status),
                      page: 1,
                    })
                  }
                  rightSection={<span>{count}</span>}
                >
                  {label}
                </Menu.CheckboxItem>
              ))}
              {urlState.statuses.length > 0 && (
                <>
                  <Menu.Divider />
                  <Menu.Item onClick={() => update({ statuses: [], page: 1 })}>
                    Clear filter
                  </Menu.Item>
                </>
              )}
            </Menu.Dropdown>
          </Menu>
          <Menu position="bottom-end" shadow="md" width={200} withInitialFocusPlaceholder={false}>
            <Menu.Target>
              <Button
                variant="default"
                leftSection={<Icon name="sort" size={16} />}
                aria-label={`Sort Order: ${sortLabel}`}
              >
                Sort Order
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>Sort Order</Menu.Label>
              <Menu.RadioGroup
                value={urlState.sort}
                onChange={(value) => update({ sort: value as SortOrder, page: 1 })}
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
      <DataTable
        table={table}
        label="Posts"
        minWidth={860}
        loading={loading}
        loadingText="Loading posts..."
        emptyText="No data available"
        footer={<DataTablePagination table={table} pageSizeOptions={PAGE_SIZE_OPTIONS} />}
      />
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
