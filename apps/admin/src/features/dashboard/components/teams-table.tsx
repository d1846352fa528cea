import { useMemo, useState } from 'react';
import { Avatar, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Input.css';
import type { DashboardTeam } from '@sitenet/api-client';
import {
  createDataTableColumnHelper,
  DataTable,
  DataTablePagination,
  useDataTable,
} from '@sitenet/ui';
import { Icon } from '../../../components/icons';
import { formatDate } from '../../../lib/format-date';
import { initialsOf } from '../lib/dashboard-format';
import { roleLabel, toTeamRows, type TeamRow } from '../lib/teams';

const helper = createDataTableColumnHelper<TeamRow>();

/** Avatars shown per team; the rest are counted. */
const AVATARS = 5;

const columns = helper.columns([
  helper.accessor('name', {
    header: 'Team',
    size: 240,
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
  helper.accessor('roles', {
    header: 'Roles',
    enableSorting: false,
    cell: (info) => <Text size="sm">{info.getValue()}</Text>,
  }),
  helper.accessor('updated_at', {
    header: 'Last Modified',
    cell: (info) => <Text size="sm">{formatDate(info.getValue()) || 'No posts yet'}</Text>,
  }),
  helper.accessor('members', {
    header: 'Members',
    enableSorting: false,
    cell: (info) => {
      const members = info.getValue();
      return (
        <Avatar.Group spacing={8}>
          {members.slice(0, AVATARS).map((member) => {
            const label = `${member.name} (${roleLabel(member.role)})`;
            return (
              // Mantine titles the initials with `alt`, so a pointer shows who it is.
              <Avatar key={member.id} radius="xl" size={32} color="indigo" alt={label}>
                {initialsOf(member.name)}
              </Avatar>
            );
          })}
          {members.length > AVATARS ? (
            <Avatar radius="xl" size={32} title={`${members.length - AVATARS} more`}>
              +{members.length - AVATARS}
            </Avatar>
          ) : null}
        </Avatar.Group>
      );
    },
  }),
]);

/**
 * SPEC 2.4's teams table with the real teams: one per site, its people with their roles;
 * Search Teams... over names and descriptions, page size 5.
 */
export function TeamsTable({ teams }: { teams: readonly DashboardTeam[] }) {
  const [globalFilter, setGlobalFilter] = useState('');
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize: 5 });
  const data = useMemo(() => toTeamRows(teams), [teams]);
  const table = useDataTable<TeamRow>({
    columns,
    data,
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
