import { useMemo, useState } from 'react';
import { Text } from '@mantine/core';
import type { CampaignGroup, CampaignReportRow } from '@sitenet/api-client';
import {
  createDataTableColumnHelper,
  DataTable,
  DataTablePagination,
  useDataTable,
} from '@sitenet/ui';
import type { SortingState } from '@tanstack/react-table';
import { formatMoney } from '../../../lib/format-money';
import { change, formatChange } from '../../../lib/period';
import { earningsSortValue, formatCount, formatRate, rowLabel } from '../lib/report-format';

const helper = createDataTableColumnHelper<CampaignReportRow>();

const GROUP_HEADER: Record<CampaignGroup, string> = {
  offer: 'Offer',
  site: 'Site',
  language: 'Language',
  post: 'Article',
};

/** A count of the period with how it moved against the previous one. */
function Moved({ current, previous }: { current: number; previous: number }) {
  return (
    <>
      <Text size="sm" ta="right">
        {formatCount(current)}
      </Text>
      <Text size="xs" c="dimmed" ta="right" style={{ whiteSpace: 'nowrap' }}>
        {formatChange(change(current, previous)).replace(' vs previous period', '')}
      </Text>
    </>
  );
}

function columns(group: CampaignGroup) {
  const right = (text: string) => (
    <Text size="sm" ta="right" style={{ whiteSpace: 'nowrap' }}>
      {text}
    </Text>
  );
  return helper.columns([
    helper.accessor((row) => rowLabel(row, group), {
      id: 'label',
      header: GROUP_HEADER[group],
      size: 220,
      sortFn: 'text',
      cell: ({ getValue }) => <Text size="sm">{getValue()}</Text>,
    }),
    helper.accessor((row) => row.current.clicks, {
      id: 'clicks',
      header: 'Clicks',
      size: 110,
      cell: ({ row }) => (
        <Moved current={row.original.current.clicks} previous={row.original.previous.clicks} />
      ),
    }),
    helper.accessor((row) => row.current.unique_clickers, {
      id: 'unique_clickers',
      header: 'Unique clickers',
      size: 130,
      cell: ({ getValue }) => right(formatCount(getValue())),
    }),
    helper.accessor((row) => row.current.views, {
      id: 'views',
      header: 'Views',
      size: 110,
      cell: ({ getValue }) => right(formatCount(getValue())),
    }),
    helper.accessor((row) => row.current.ctr, {
      id: 'ctr',
      header: 'CTR',
      size: 90,
      cell: ({ getValue }) => right(formatRate(getValue())),
    }),
    helper.accessor((row) => row.current.conversions, {
      id: 'conversions',
      header: 'Conversions',
      size: 120,
      cell: ({ row }) => (
        <Moved
          current={row.original.current.conversions}
          previous={row.original.previous.conversions}
        />
      ),
    }),
    helper.accessor((row) => earningsSortValue(row.current.earnings), {
      id: 'earnings',
      header: 'Earnings',
      size: 150,
      cell: ({ row }) => (
        <>
          {right(formatMoney(row.original.current.earnings))}
          <Text size="xs" c="dimmed" ta="right" style={{ whiteSpace: 'nowrap' }}>
            before: {formatMoney(row.original.previous.earnings)}
          </Text>
        </>
      ),
    }),
    helper.accessor((row) => earningsSortValue(row.current.earnings_per_1000_views), {
      id: 'epm',
      header: 'Per 1,000 views',
      size: 140,
      cell: ({ row }) => right(formatMoney(row.original.current.earnings_per_1000_views)),
    }),
  ]);
}

/** The report's rows, sortable by any column (most clicks first), 10 to a page. */
export function ReportTable({ rows, group }: { rows: CampaignReportRow[]; group: CampaignGroup }) {
  const [sorting, setSorting] = useState<SortingState>([{ id: 'clicks', desc: true }]);
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize: 10 });
  const defs = useMemo(() => columns(group), [group]);
  const table = useDataTable<CampaignReportRow>({
    columns: defs,
    data: rows,
    getRowId: (row) => row.key,
    state: { sorting, pagination },
    onSortingChange: setSorting,
    onPaginationChange: setPagination,
  });
  return (
    <DataTable
      table={table}
      label={`Campaign report by ${GROUP_HEADER[group].toLowerCase()}`}
      minWidth={1000}
      stickyFirstColumn
      emptyText="No clicks in this period"
      footer={rows.length > 10 ? <DataTablePagination table={table} /> : undefined}
    />
  );
}
