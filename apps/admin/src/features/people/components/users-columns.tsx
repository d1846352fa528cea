import { Badge, Group, Text, Tooltip } from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Tooltip.css';
import type { Person, Site } from '@sitenet/api-client';
import { createDataTableColumnHelper } from '@sitenet/ui';
import { formatExact, formatRelative } from '../../../lib/format-relative';
import { roleLabel } from '../lib/people-filter';
import type { PersonActions } from '../lib/people-rules';
import { UserActionsMenu, type UserAction } from './user-actions-menu';

const helper = createDataTableColumnHelper<Person>();

export interface UsersColumnsOptions {
  sitesById: ReadonlyMap<number, Site>;
  /** On a site's screen, only the roles held there. */
  siteId: number | null;
  actionsFor: (person: Person) => PersonActions;
  onAction: (action: UserAction, person: Person) => void;
}

const STATUS_COLOR = { active: 'green', suspended: 'red', invited: 'blue' } as const;

function RolesCell({
  person,
  sitesById,
  siteId,
}: {
  person: Person;
  sitesById: ReadonlyMap<number, Site>;
  siteId: number | null;
}) {
  if (person.role !== 'member') {
    return (
      <Badge variant="filled" color={person.role === 'owner' ? 'grape' : 'indigo'}>
        {roleLabel(person.role)}
      </Badge>
    );
  }
  const memberships = person.memberships.filter((m) => siteId === null || m.site_id === siteId);
  if (memberships.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No site
      </Text>
    );
  return (
    <Group gap={4}>
      {memberships.map((m) => {
        const domain = sitesById.get(m.site_id)?.domain ?? `site ${m.site_id}`;
        const languages =
          m.role === 'translator' && m.languages.length ? ` (${m.languages.join(', ')})` : '';
        return (
          <Badge key={m.site_id} variant="light" color="gray" tt="none">
            {`${m.role} · ${domain}${languages}`}
          </Badge>
        );
      })}
    </Group>
  );
}

export function usersColumns({ sitesById, siteId, actionsFor, onAction }: UsersColumnsOptions) {
  return helper.columns([
    helper.accessor('name', {
      header: 'Name',
      size: 240,
      enableHiding: false,
      cell: (info) => (
        <div>
          <Text size="sm" fw={600}>
            {info.getValue()}
          </Text>
          <Text size="xs" c="dimmed">
            {info.row.original.email}
          </Text>
        </div>
      ),
    }),
    helper.display({
      id: 'roles',
      header: 'Roles',
      cell: (info) => (
        <RolesCell person={info.row.original} sitesById={sitesById} siteId={siteId} />
      ),
    }),
    helper.accessor('status', {
      header: 'Status',
      size: 120,
      cell: (info) => (
        <Badge variant="light" color={STATUS_COLOR[info.getValue()]}>
          {info.getValue() === 'active' ? 'Active' : 'Suspended'}
        </Badge>
      ),
    }),
    helper.accessor('last_seen_at', {
      header: 'Last seen',
      size: 150,
      cell: (info) => {
        const iso = info.getValue();
        if (!iso)
          return (
            <Text size="sm" c="dimmed">
              Never
            </Text>
          );
        return (
          <Tooltip label={formatExact(iso)}>
            <Text size="sm" component="time" dateTime={iso} title={formatExact(iso)}>
              {formatRelative(iso)}
            </Text>
          </Tooltip>
        );
      },
    }),
    helper.display({
      id: 'actions',
      header: () => null,
      size: 60,
      enableHiding: false,
      cell: (info) => (
        <UserActionsMenu
          person={info.row.original}
          actions={actionsFor(info.row.original)}
          onAction={(action) => onAction(action, info.row.original)}
        />
      ),
    }),
  ]);
}
