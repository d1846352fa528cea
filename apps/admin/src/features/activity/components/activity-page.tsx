import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Anchor, Badge, Button, Group, Paper, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Badge.css';
import { ACTIVITY_ACTIONS, ACTIVITY_TARGET_TYPES, type ActivityEntry, type Site } from '@sitenet/api-client';
import { QueryState } from '../../../components/query-state';
import { useSites } from '../../../lib/api/get-sites';
import { logger } from '../../../lib/logger';
import { useActivity, usePeople } from '../api/get-activity';
import { readActivityFilters, writeActivityFilters, type ActivityFilters } from '../lib/activity-url';
import { ACTION_WORDS, showValue, TARGET_WORDS, targetLink } from '../lib/activity-words';

const ALL = 'all';
const when = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

export interface ActivityPageProps {
  /** The site of /{domain}/activity; null: /activity (every entry the person may read). */
  site: Site | null;
}

/** Who changed what: filters in the URL, newest first, "Load more" for older entries. */
export function ActivityPage({ site }: ActivityPageProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readActivityFilters(searchParams), [searchParams]);
  const update = (patch: Partial<ActivityFilters>) =>
    setSearchParams(writeActivityFilters({ ...filters, ...patch }), { replace: true, preventScrollReset: true });
  const siteId = site?.id ?? null;
  const query = useActivity(siteId, filters);
  const people = usePeople(siteId);
  const { data: sites } = useSites();
  const domainOf = (id: number) => sites?.find((candidate) => candidate.id === id)?.domain;

  useEffect(() => {
    if (query.error) logger.error('Failed to fetch activity', query.error);
  }, [query.error]);

  const personOptions = (people.data ?? []).map((person) => ({ value: String(person.id), label: person.name }));
  // A filter on someone no longer listed (removed) still shows as a choice.
  if (filters.user && !personOptions.some((option) => option.value === String(filters.user))) {
    personOptions.push({ value: String(filters.user), label: `Person #${filters.user}` });
  }

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end">
        <Select
          label="Person"
          data={[{ value: ALL, label: 'Everyone' }, ...personOptions]}
          value={filters.user ? String(filters.user) : ALL}
          onChange={(value) => update({ user: value && value !== ALL ? Number(value) : undefined })}
          allowDeselect={false}
          searchable
          w={200}
        />
        <Select
          label="Action"
          data={[{ value: ALL, label: 'Every action' }, ...ACTIVITY_ACTIONS.map((action) => ({ value: action, label: capitalize(ACTION_WORDS[action]) }))]}
          value={filters.action ?? ALL}
          onChange={(value) => update({ action: ACTIVITY_ACTIONS.find((action) => action === value) })}
          allowDeselect={false}
          searchable
          w={260}
        />
        <Select
          label="Target"
          data={[{ value: ALL, label: 'Everything' }, ...ACTIVITY_TARGET_TYPES.map((type) => ({ value: type, label: TARGET_WORDS[type] }))]}
          value={filters.target ?? ALL}
          onChange={(value) => update({ target: ACTIVITY_TARGET_TYPES.find((type) => type === value) })}
          allowDeselect={false}
          w={170}
        />
        <TextInput
          label="Before"
          type="date"
          value={filters.until ?? ''}
          onChange={(event) => update({ until: event.currentTarget.value || undefined })}
          w={170}
        />
      </Group>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        data={query.data}
        refetch={query.refetch}
        what="Activity"
        isEmpty={(data) => data.pages.every((page) => page.entries.length === 0)}
        emptyTitle="No activity"
        emptyText="Nothing was changed that matches these filters."
      >
        {(data) => (
          <Stack gap="xs">
            {data.pages.flatMap((page) => page.entries).map((entry) => (
              <EntryRow key={entry.id} entry={entry} link={targetLink(entry, domainOf)} siteName={site ? undefined : siteNameOf(sites, entry.site_id)} />
            ))}
            {query.hasNextPage && (
              <Group justify="center">
                <Button variant="default" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
                  Load more
                </Button>
              </Group>
            )}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function EntryRow({ entry, link, siteName }: { entry: ActivityEntry; link: string | null; siteName: string | undefined }) {
  const [open, setOpen] = useState(false);
  const changes = Object.entries(entry.changes ?? {});
  const label = entry.target.label ?? TARGET_WORDS[entry.target.type];
  return (
    <Paper withBorder p="sm" radius="md" component="article" aria-label={`${entry.user.name} ${ACTION_WORDS[entry.action]}`}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Stack gap={2}>
          <Text size="sm">
            <Text span fw={600}>
              {entry.user.name}
            </Text>{' '}
            {ACTION_WORDS[entry.action]}
            {': '}
            {link ? (
              <Anchor component={Link} to={link} size="sm">
                {label}
              </Anchor>
            ) : (
              <Text span>{label}</Text>
            )}
          </Text>
          <Group gap="xs">
            <Text size="xs" c="dimmed">
              <time dateTime={entry.at}>{when.format(new Date(entry.at))}</time>
            </Text>
            {siteName && (
              <Badge size="xs" variant="light">
                {siteName}
              </Badge>
            )}
          </Group>
        </Stack>
        {changes.length > 0 && (
          <Button size="compact-xs" variant="subtle" onClick={() => setOpen((value) => !value)} aria-expanded={open}>
            {open ? 'Hide changes' : `Show changes (${changes.length})`}
          </Button>
        )}
      </Group>
      {open && (
        <Table mt="xs" fz="xs" withRowBorders={false} aria-label="Changes">
          <Table.Tbody>
            {changes.map(([field, { before, after }]) => (
              <Table.Tr key={field}>
                <Table.Td fw={600} w="30%">
                  {field}
                </Table.Td>
                <Table.Td>
                  <Text span size="xs" c="dimmed" td="line-through">
                    {showValue(before)}
                  </Text>
                  {' → '}
                  <Text span size="xs">
                    {showValue(after)}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}

const capitalize = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

function siteNameOf(sites: Site[] | undefined, siteId: number | null): string | undefined {
  if (siteId === null) return 'Network';
  return sites?.find((site) => site.id === siteId)?.name;
}
