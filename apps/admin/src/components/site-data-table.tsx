import { useEffect, type ReactNode } from 'react';
import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Table.css';
import type { UseQueryResult } from '@tanstack/react-query';
import { logger } from '../lib/logger';
import { Icon } from './icons';
import { QueryState } from './query-state';

export interface SiteDataTableProps<T> {
  /** The page's heading, also the table's accessible name. */
  title: string;
  intro: string;
  /** The add button; left out for a person who may not add. */
  add?: { label: string; onClick: () => void };
  query: UseQueryResult<T[]>;
  words: { loading: string; emptyTitle: string; emptyText: string };
  /** Logged with the error when the list cannot be read. */
  failureLog: string;
  /** Below this width (a phone) the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  columns: string[];
  /** The rows (<Table.Tr>) of the loaded list. */
  children: (list: T[]) => ReactNode;
  /** Dialogs the page opens. */
  dialogs?: ReactNode;
}

/**
 * A site's list of things it owns as data (categories, tags, authors): the heading with its add
 * button, the loading, error and empty states, and the table in its sideways-scrolling frame.
 */
export function SiteDataTable<T>({
  title,
  intro,
  add,
  query,
  words,
  failureLog,
  minWidth,
  columns,
  children,
  dialogs,
}: SiteDataTableProps<T>) {
  useEffect(() => {
    if (query.error) logger.error(failureLog, query.error);
  }, [query.error, failureLog]);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} fz={22}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {intro}
          </Text>
        </div>
        {add && (
          <Button leftSection={<Icon name="plus" size={16} />} onClick={add.onClick}>
            {add.label}
          </Button>
        )}
      </Group>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        data={query.data}
        refetch={() => void query.refetch()}
        what={words.loading}
        isEmpty={(list) => list.length === 0}
        emptyTitle={words.emptyTitle}
        emptyText={words.emptyText}
      >
        {(list) => (
          <Paper withBorder radius="md">
            <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0}>
              <Table verticalSpacing="sm" highlightOnHover aria-label={title}>
                <Table.Thead>
                  <Table.Tr>
                    {columns.map((column) => (
                      <Table.Th key={column}>{column}</Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>{children(list)}</Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        )}
      </QueryState>
      {dialogs}
    </Stack>
  );
}
