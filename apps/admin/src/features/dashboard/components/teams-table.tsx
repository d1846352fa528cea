import { useState } from 'react';
import { Avatar, Card, Group, Rating, Stack, Text, TextInput, Title } from '@mantine/core';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Rating.css';
import '@mantine/core/styles/Input.css';
import {
  createDataTableColumnHelper,
  DataTable,
  DataTablePagination,
  useDataTable,
} from '@sitenet/ui';
import { Icon } from '../../../components/icons';
import { formatDate } from '../../../lib/format-date';
import { demoTeams, type Team } from '../lib/demo-data';

const helper = createDataTableColumnHelper<Team>();

const columns = helper.columns([
  helper.accessor('name', {
    header: 'Team',
    size: 260,
    cell: ({ row }) => (
      <div>
        <Text size="sm" fw={600}>
          {row.original.name}
        </Text>
        <Text size="xs" c="dimmed">
          {row.original.description}
        </Text>
      </div>
    ),
  }),
  // Hidden column so the search also matches descriptions.
  helper.accessor('description', { header: 'Description' }),
  helper.accessor('rating', {
    header: 'Rating',
    cell: (info) => (
      <span role="img" aria-label={`Rating ${info.getValue()} of 5`}>
        <Rating value={info.getValue()} fractions={2} readOnly size="sm" />
      </span>
    ),
  }),
  helper.accessor('updated_at', {
    header: 'Last Modified',
    cell: (info) => <Text size="sm">{formatDate(info.getValue())}</Text>,
  }),
  helper.accessor('users', {
    header: 'Members',
    enableSorting: false,
    cell: (info) => (
      <Avatar.Group spacing={8}>
        {info.getValue().map((user) => (
          <Avatar
            key={user.name}
            radius="xl"
            size={32}
            color="indigo"
            alt={user.name}
            title={user.name}
          >
            {user.initials}
          </Avatar>
        ))}
      </Avatar.Group>
    ),
  }),
]);

/** SPEC 2.4: demo teams, Search Teams... over names and descriptions, page size 5. */
export function TeamsTable() {
  const [globalFilter, setGlobalFilter] = useState('');
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize: 5 });
  const table = useDataTable<Team>({
    columns,
    data: demoTeams,
    getRowId: (row) => String(row.id),
    state: { globalFilter, pagination, columnVisibility: { description: false } },
    onGlobalFilterChange: setGlobalFilter,
    onPaginationChange: setPagination,
    globalFilterFn: 'includesString',
    getColumnCanGlobalFilter: (column) => column.id === 'name' || column.id === 'description',
  });

  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} fz={16}>
            Teams
          </Title>
          <TextInput
            placeholder="Search Teams..."
            aria-label="Search teams"
            leftSection={<Icon name="search" size={16} />}
            value={globalFilter}
            onChange={(event) => {
              setGlobalFilter(event.currentTarget.value);
              setPagination((p) => ({ ...p, pageIndex: 0 }));
            }}
            w={{ base: '100%', sm: 240 }}
          />
        </Group>
        <DataTable
          table={table}
          label="Teams"
          emptyText="No data available"
          footer={<DataTablePagination table={table} pageSizeOptions={[]} />}
        />
      </Stack>
    </Card>
  );
}
