import { Anchor, Table, Text } from '@mantine/core';
import '@mantine/core/styles/Table.css';
import { Link } from 'react-router';
import type { Placement } from '@sitenet/api-client';
import { QueryState } from '../../../components/query-state';
import { paths } from '../../../config/paths';
import { usePlacements } from '../api/get-placements';

/** Where an offer is used: site, language, article and tip, with the clicks there. */
export function PlacementsTable({ offerId }: { offerId: number }) {
  const query = usePlacements(offerId);
  return (
    <QueryState
      what="Placements"
      isPending={query.isPending}
      error={query.error}
      data={query.data}
      refetch={query.refetch}
      isEmpty={(data) => data.data.length === 0}
      emptyTitle="Not placed yet"
      emptyText="No tip points to this offer. Point a tip’s call to action at it in the post editor."
    >
      {(data) => <Rows rows={data.data} />}
    </QueryState>
  );
}

function Rows({ rows }: { rows: Placement[] }) {
  return (
    <Table striped aria-label="Placements">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Site</Table.Th>
          <Table.Th>Language</Table.Th>
          <Table.Th>Article</Table.Th>
          <Table.Th>Tip</Table.Th>
          <Table.Th ta="right">Clicks</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={`${row.post_id}-${row.tip_id}-${row.locale}`}>
            <Table.Td>{row.domain}</Table.Td>
            <Table.Td>{row.locale}</Table.Td>
            <Table.Td>
              <Anchor
                component={Link}
                to={paths.site.postEditLanguage(row.domain, row.post_id, row.locale)}
                size="sm"
              >
                {row.title}
              </Anchor>
            </Table.Td>
            <Table.Td>
              <Text size="sm">#{row.tip_number}</Text>
            </Table.Td>
            <Table.Td ta="right">{row.clicks}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
