import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Paper, Select, Stack, Table, Text } from '@mantine/core';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Table.css';
import type { ContentResponse } from '@sitenet/api-client';
import { DataTablePagination, useDataTable, type DataTableColumnDef } from '@sitenet/ui';
import type { PaginationState, Updater } from '@tanstack/react-table';
import { QueryState } from '../../../components/query-state';
import { useAnalytics } from '../api/get-analytics';
import { contentLocales, formatCount, formatPercent, topContent } from '../lib/analytics-format';
import { readPageParam } from '../../../lib/page-param';
import { CONTENT_PAGE_SIZE, pageOf } from '../lib/content-pages';
import { AnalyticsToolbar } from './analytics-toolbar';
import type { AnalyticsPageProps } from './analytics-overview-page';
import { useRange } from '../../../components/range-picker';

const ALL = 'all';

type ContentRow = ContentResponse['posts'][number];

/** The table draws its own cells; the TanStack instance only drives the console's pager. */
const NO_COLUMNS: DataTableColumnDef<ContentRow>[] = [];
/** One page size, so the pager leaves its size picker out. */
const NO_PAGE_SIZES: number[] = [];

/**
 * Top articles with views, CTA clicks and click-through rate, per language (`?locale=`), 25 a
 * page (`?page=`); a new language or range starts again at page 1.
 */
export function AnalyticsContentPage({ siteId, ready = true }: AnalyticsPageProps) {
  const [range, setRange] = useRange(['page']);
  const [searchParams, setSearchParams] = useSearchParams();
  const locale = searchParams.get('locale');
  const page = readPageParam(searchParams);
  const query = useAnalytics('content', siteId, range, { enabled: ready });
  const locales = useMemo(() => contentLocales(query.data?.posts ?? []), [query.data]);
  const setLocale = (value: string | null) =>
    setSearchParams(
      (params) => {
        params.delete('page');
        if (!value || value === ALL) params.delete('locale');
        else params.set('locale', value);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  const setPage = (next: number) =>
    setSearchParams(
      (params) => {
        if (next > 1) params.set('page', String(next));
        else params.delete('page');
        return params;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <Stack gap="md">
      <AnalyticsToolbar
        description="Articles by page views in each language."
        range={range}
        onRange={setRange}
      >
        <Select
          aria-label="Language"
          data={[
            { value: ALL, label: 'All languages' },
            ...locales.map((l) => ({ value: l, label: l.toUpperCase() })),
          ]}
          value={locale ?? ALL}
          onChange={setLocale}
          allowDeselect={false}
          w={160}
        />
      </AnalyticsToolbar>
      <QueryState<ContentResponse>
        ready={ready}
        isPending={query.isPending}
        error={query.error}
        data={query.data}
        refetch={query.refetch}
        what="Popular content"
        isEmpty={(data) => topContent(data.posts, locale).length === 0}
        emptyTitle="No article was read in this period"
        emptyText="Articles appear here with their views and CTA clicks once readers open them."
      >
        {(data) => (
          <Stack gap="xs">
            <PagedContentTable rows={topContent(data.posts, locale)} page={page} onPage={setPage} />
            <LimitNote data={data} locale={locale} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

/** Says when a language had more articles than the report lists, so nothing is cut silently. */
function LimitNote({ data, locale }: { data: ContentResponse; locale: string | null }) {
  const cut = data.truncated_locales.filter((l) => !locale || l === locale);
  if (cut.length === 0) return null;
  const languages = cut.map((l) => l.toUpperCase()).join(', ');
  return (
    <Text size="sm" c="dimmed">
      {`Only the ${data.limit_per_locale} most viewed articles of each language are listed (${languages} had more).`}
    </Text>
  );
}

/** One page of the ranked rows and the console's pager (`{from} - {to} of {count}`) under it. */
function PagedContentTable({
  rows,
  page,
  onPage,
}: {
  rows: ContentRow[];
  page: number;
  onPage: (page: number) => void;
}) {
  const shown = pageOf(rows, page);
  const pagination: PaginationState = { pageIndex: shown.pageIndex, pageSize: CONTENT_PAGE_SIZE };
  const table = useDataTable<ContentRow>({
    columns: NO_COLUMNS,
    data: shown.rows,
    getRowId: (row) => `${row.post_id}-${row.locale}`,
    manualPagination: true,
    rowCount: rows.length,
    state: { pagination },
    onPaginationChange: (updater: Updater<PaginationState>) => {
      const next = typeof updater === 'function' ? updater(pagination) : updater;
      onPage(next.pageIndex + 1);
    },
  });
  return (
    <>
      <ContentTable rows={shown.rows} />
      <DataTablePagination table={table} pageSizeOptions={NO_PAGE_SIZES} />
    </>
  );
}

function ContentTable({ rows }: { rows: ContentRow[] }) {
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={640} type="native" tabIndex={0}>
        <Table aria-label="Top articles" striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Article</Table.Th>
              <Table.Th scope="col">Language</Table.Th>
              <Table.Th scope="col" ta="right">
                Views
              </Table.Th>
              <Table.Th scope="col" ta="right">
                CTA clicks
              </Table.Th>
              <Table.Th scope="col" ta="right">
                CTR
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={`${row.post_id}-${row.locale}`}>
                <Table.Td>
                  <Text size="sm" fw={600} lineClamp={2}>
                    {row.title}
                  </Text>
                </Table.Td>
                <Table.Td>{row.locale.toUpperCase()}</Table.Td>
                <Table.Td ta="right">{formatCount(row.pageviews)}</Table.Td>
                <Table.Td ta="right">{formatCount(row.cta_clicks)}</Table.Td>
                <Table.Td ta="right">{formatPercent(row.ctr)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
