import { Table } from '@mantine/core';
import '@mantine/core/styles/Table.css';
import { formatCount, formatPercent } from '../lib/analytics-format';

export interface BreakdownRow {
  key: string;
  label: string;
  pageviews: number;
  visitors: number;
}

/** Name, page views, visitors and the share of page views, for one breakdown. */
export function BreakdownTable({ caption, heading, rows }: { caption: string; heading: string; rows: BreakdownRow[] }) {
  const total = rows.reduce((sum, row) => sum + row.pageviews, 0);
  return (
    <Table.ScrollContainer minWidth={420} type="native" tabIndex={0}>
      <Table aria-label={caption} striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{heading}</Table.Th>
            <Table.Th scope="col" ta="right">Page views</Table.Th>
            <Table.Th scope="col" ta="right">Visitors</Table.Th>
            <Table.Th scope="col" ta="right">Share</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Td>{row.label}</Table.Td>
              <Table.Td ta="right">{formatCount(row.pageviews)}</Table.Td>
              <Table.Td ta="right">{formatCount(row.visitors)}</Table.Td>
              <Table.Td ta="right">{total ? formatPercent(row.pageviews / total) : '–'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
