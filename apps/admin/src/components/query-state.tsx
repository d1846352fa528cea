import type { ReactNode } from 'react';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Skeleton.css';

export interface QueryStateProps<T> {
  /** False while the scope (the selected site) is still being decided. */
  ready?: boolean;
  isPending: boolean;
  error: Error | null;
  data: T | undefined;
  refetch: () => unknown;
  /** What failed to load, e.g. "Analytics". */
  what: string;
  /** When true the data holds nothing to show. */
  isEmpty?: (data: T) => boolean;
  emptyTitle?: string;
  emptyText?: string;
  /** The skeleton's shape while loading. */
  skeleton?: ReactNode;
  children: (data: T) => ReactNode;
}

/** Loading skeleton, a clear error with Retry, an empty state, or the data. */
export function QueryState<T>({
  ready = true,
  isPending,
  error,
  data,
  refetch,
  what,
  isEmpty,
  emptyTitle = 'Nothing here yet',
  emptyText,
  skeleton,
  children,
}: QueryStateProps<T>) {
  if (error && !data) return <QueryError what={what} error={error} refetch={refetch} />;
  if (!ready || isPending || data === undefined) {
    return (
      // A status region: a name on a div without a role is not allowed (axe aria-prohibited-attr).
      <div role="status" aria-busy="true" aria-label={`Loading ${what.toLowerCase()}`}>
        {skeleton ?? <DefaultSkeleton />}
      </div>
    );
  }
  if (isEmpty?.(data)) {
    return (
      <Paper withBorder p="xl" radius="md">
        <Stack gap={4} align="center">
          <Text fw={600}>{emptyTitle}</Text>
          {emptyText && (
            <Text size="sm" c="dimmed" ta="center">
              {emptyText}
            </Text>
          )}
        </Stack>
      </Paper>
    );
  }
  return <>{children(data)}</>;
}

export interface QueryErrorProps {
  /** What failed to load, e.g. "Leads". */
  what: string;
  error: Error;
  refetch: () => unknown;
}

/** A failed load: what failed, why, and Retry. */
export function QueryError({ what, error, refetch }: QueryErrorProps) {
  return (
    <Alert color="red" title={`${what} could not be loaded`} role="alert">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{error.message}</Text>
        <Button size="xs" color="red" variant="white" onClick={() => void refetch()}>
          Retry
        </Button>
      </Group>
    </Alert>
  );
}

function DefaultSkeleton() {
  return (
    <Stack gap="md">
      <Skeleton height={90} radius="md" />
      <Skeleton height={280} radius="md" />
    </Stack>
  );
}
