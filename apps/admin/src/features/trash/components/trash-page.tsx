import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import { TRASH_RETENTION_DAYS, type Site, type TrashedPost } from '@sitenet/api-client';
import type { SortingState } from '@tanstack/react-table';
import { createDataTableColumnHelper, DataTable, DataTablePagination, useDataTable } from '@sitenet/ui';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format-date';
import { logger } from '../../../lib/logger';
import { useCan } from '../../../lib/use-can';
import { useTrash } from '../api/get-trash';
import { EmptyTrashButton } from './empty-trash-button';
import { TrashRowActions } from './trash-row-actions';

const NO_POSTS: TrashedPost[] = [];
const helper = createDataTableColumnHelper<TrashedPost>();

function trashColumns(domain: string, canDelete: boolean) {
  return helper.columns([
    helper.accessor('title', {
      header: 'Title',
      size: 320,
      cell: (info) => (
        <Text size="sm" fw={600} lineClamp={2}>
          {info.getValue()}
        </Text>
      ),
    }),
    helper.accessor('category', {
      header: 'Category',
      cell: (info) => (
        <Text size="sm" tt="capitalize">
          {info.getValue() || 'Uncategorized'}
        </Text>
      ),
    }),
    helper.accessor('deleted_at', {
      header: 'Deleted',
      sortFn: 'datetime',
      cell: (info) => <Text size="sm">{formatDate(info.getValue())}</Text>,
    }),
    helper.accessor('purge_at', {
      header: 'Deleted for good on',
      sortFn: 'datetime',
      cell: (info) => <Text size="sm">{formatDate(info.getValue())}</Text>,
    }),
    helper.display({
      id: 'actions',
      header: 'Actions',
      size: canDelete ? 260 : 110,
      cell: ({ row }) => <TrashRowActions post={row.original} domain={domain} canDelete={canDelete} />,
    }),
  ]);
}

/** The site's trash: posts deleted in the last 30 days, each restorable until its purge date. */
export function TrashPage({ site }: { site: Site }) {
  const query = useTrash(site.id);
  useEffect(() => {
    if (query.error) logger.error('Failed to fetch the trash', query.error);
  }, [query.error]);
  // The server decides per post (own or any); the console hides what a person can never do.
  const canWriteOwn = useCan('posts.write_own', site.id);
  const canEmpty = useCan('posts.write_any', site.id);
  const canDelete = canWriteOwn || canEmpty;
  const columns = useMemo(() => trashColumns(site.domain, canDelete), [site.domain, canDelete]);
  const [sorting, setSorting] = useState<SortingState>([{ id: 'deleted_at', desc: true }]);
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize: 10 });
  const table = useDataTable<TrashedPost>({
    columns,
    data: query.data ?? NO_POSTS,
    getRowId: (row) => String(row.id),
    state: { sorting, pagination },
    onSortingChange: setSorting,
    onPaginationChange: setPagination,
    enableSortingRemoval: false,
  });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} fz={22}>
            Trash - {site.name}
          </Title>
          <Text size="sm" c="dimmed">
            Deleted posts stay here for {TRASH_RETENTION_DAYS} days, then they are deleted for good.
          </Text>
        </div>
        <Group gap="sm">
          {canEmpty && <EmptyTrashButton siteId={site.id} disabled={!query.data?.length} />}
          <Button variant="default" component={Link} to={paths.site.posts(site.domain)}>
            Back to posts
          </Button>
        </Group>
      </Group>
      {query.isError && (
        <Alert color="red" title="The trash could not be loaded" role="alert">
          <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </Alert>
      )}
      <DataTable
        table={table}
        label="Trashed posts"
        minWidth={canDelete ? 860 : 720}
        loading={query.isPending}
        loadingText="Loading the trash..."
        emptyText="The trash is empty"
        footer={<DataTablePagination table={table} pageSizeOptions={[]} />}
      />
    </Stack>
  );
}
