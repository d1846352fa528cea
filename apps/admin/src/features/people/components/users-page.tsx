import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import '@mantine/core/styles/Input.css';
import { ROLES, type Person, type Role } from '@sitenet/api-client';
import { DataTable, DataTablePagination, useDataTable } from '@sitenet/ui';
import type { PaginationState } from '@tanstack/react-table';
import { Icon } from '../../../components/icons';
import { QueryError } from '../../../components/query-state';
import { useSites } from '../../../lib/api/get-sites';
import { useAuthStore } from '../../../lib/auth-store';
import { logger } from '../../../lib/logger';
import { useGrants } from '../../../lib/use-can';
import { useUsers } from '../api/get-users';
import { filterPeople, roleLabel } from '../lib/people-filter';
import { personActions, type Viewer } from '../lib/people-rules';
import { EditRolesDialog } from './edit-roles-dialog';
import { PendingInvites } from './pending-invites';
import { RemoveUserDialog } from './remove-user-dialog';
import { StatusDialog } from './status-dialog';
import { TransferOwnershipDialog } from './transfer-ownership-dialog';
import type { UserAction } from './user-actions-menu';
import { usersColumns } from './users-columns';

const NO_PEOPLE: Person[] = [];
const ANY = '';

export interface UsersPageProps {
  /** The selected site (its people only), or null for every site the viewer reaches. */
  siteId: number | null;
  siteName?: string;
  /** False while the site list that decides the scope is still loading. */
  ready?: boolean;
}

/** /users and /{domain}/users: people, their roles per site, status and last sign-in, with row actions. */
export function UsersPage({ siteId, siteName, ready = true }: UsersPageProps) {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const siteFilter = siteId ?? (Number(params.get('site')) || null);
  const roleParam = params.get('role');
  const roleFilter = ROLES.find((role) => role === roleParam) ?? null;
  const setParam = (name: string, value: string) =>
    setParams(
      (current) => {
        if (value) current.set(name, value);
        else current.delete(name);
        return current;
      },
      { replace: true, preventScrollReset: true },
    );

  const query = useUsers(siteId, { enabled: ready });
  const { data: sites = [] } = useSites();
  const userId = useAuthStore((s) => s.user?.id);
  const grants = useGrants();
  const viewer: Viewer | null = userId !== undefined && grants ? { id: userId, grants } : null;
  const [open, setOpen] = useState<{ action: UserAction; person: Person } | null>(null);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: 25 });

  useEffect(() => {
    if (query.error) logger.error('Failed to fetch people', query.error);
  }, [query.error]);

  const people = query.data ?? NO_PEOPLE;
  const rows = useMemo(
    () => filterPeople(people, { q, siteId: siteFilter, role: roleFilter }),
    [people, q, siteFilter, roleFilter],
  );
  const sitesById = useMemo(() => new Map(sites.map((site) => [site.id, site])), [sites]);
  const columns = useMemo(
    () =>
      usersColumns({
        sitesById,
        siteId,
        actionsFor: (person) =>
          viewer
            ? personActions(viewer, person)
            : {
                editRoles: false,
                suspend: false,
                reactivate: false,
                remove: false,
                transferOwnership: false,
              },
        onAction: (action, person) => setOpen({ action, person }),
      }),
    // The viewer is rebuilt from the stored user; its id and grants decide the actions.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [sitesById, siteId, userId, grants],
  );
  const table = useDataTable<Person>({
    columns,
    data: rows,
    getRowId: (row) => String(row.id),
    state: { pagination },
    onPaginationChange: setPagination,
    autoResetPageIndex: true,
  });
  const close = () => setOpen(null);
  const filtered = Boolean(q.trim() || (siteId === null && siteFilter) || roleFilter);

  return (
    <Stack gap="md">
      <div>
        <Title order={2} fz={22}>
          Users
        </Title>
        <Text c="dimmed" size="sm">
          {siteName
            ? `People of ${siteName} and their roles`
            : 'People of the network and their roles on each site'}
        </Text>
      </div>
      <Group gap="sm" align="flex-end">
        <TextInput
          placeholder="Search people..."
          aria-label="Search people"
          leftSection={<Icon name="search" size={16} />}
          value={q}
          onChange={(event) => setParam('q', event.currentTarget.value)}
          w={{ base: '100%', sm: 280 }}
        />
        {siteId === null && (
          <NativeSelect
            aria-label="Site"
            data={[
              { value: ANY, label: 'All sites' },
              ...sites.map((site) => ({ value: String(site.id), label: site.domain })),
            ]}
            value={siteFilter === null ? ANY : String(siteFilter)}
            onChange={(event) => setParam('site', event.currentTarget.value)}
            w={200}
          />
        )}
        <NativeSelect
          aria-label="Role"
          data={[
            { value: ANY, label: 'All roles' },
            ...ROLES.map((role: Role) => ({ value: role, label: roleLabel(role) })),
          ]}
          value={roleFilter ?? ANY}
          onChange={(event) => setParam('role', event.currentTarget.value)}
          w={170}
        />
      </Group>
      {query.error && !query.data ? (
        <QueryError what="People" error={query.error} refetch={query.refetch} />
      ) : (
        <DataTable
          table={table}
          label="People"
          minWidth={860}
          loading={!ready || query.isPending}
          loadingText="Loading people..."
          emptyText={filtered ? 'No one matches these filters' : 'No people yet'}
          footer={<DataTablePagination table={table} />}
        />
      )}
      <PendingInvites />
      {viewer && (
        <>
          <EditRolesDialog
            person={open?.action === 'editRoles' ? open.person : null}
            viewer={viewer}
            sites={sites}
            onClose={close}
          />
          <StatusDialog
            person={
              open?.action === 'suspend' || open?.action === 'reactivate' ? open.person : null
            }
            status={open?.action === 'reactivate' ? 'active' : 'suspended'}
            onClose={close}
          />
          <RemoveUserDialog
            person={open?.action === 'remove' ? open.person : null}
            people={people}
            onClose={close}
          />
          <TransferOwnershipDialog
            person={open?.action === 'transferOwnership' ? open.person : null}
            onClose={close}
          />
        </>
      )}
    </Stack>
  );
}
