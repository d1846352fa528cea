import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import { notifications } from '@mantine/notifications';
import { TRASH_RETENTION_DAYS, type Site, type TrashedPost } from '@sitenet/api-client';
import type { SortingState } from '@tanstack/react-table';
import { createDataTableColumnHelper, DataTable, DataTablePagination, useDataTable } from '@sitenet/ui';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/format-date';
import { logger } from '../../../lib/logger';
import { useTrash } from '../api/get-trash';
import { useRestorePost } from '../api/restore-post';

const NO_POSTS: TrashedPost[] = [];
const helper = createDataTableColumnHelper<TrashedPost>();

function RestoreButton({ post, domain }: { post: TrashedPost; domain: string }) {
  const restore = useRestorePost();
  return (
    <Button
      size="xs"
      variant="light"
      loading={restore.isPending}
      aria-label={`Restore ${post.title}`}
      onClick={() =>
        restore.mutate(post.id, {
          onSuccess: () =>
            notifications.show({
              color: 'green',
              title: 'Post restored',
              message: (
                <Link to={paths.site.postEdit(domain, post.id)}>Open “{post.title}” in the editor</Link>
              ),
            }),
          onError: (error) => {
            logger.error('Failed to restore post', error);
            notifications.show({ color: 'red', title: 'Not restored', message: 'The post could not be restored. Try again.' });
          },
        })
      }
    >
      Restore
    </Button>
  );
}

function trashColumns(domain: string) {
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
      id: 'restore',
      header: 'Restore',
      size: 110,
      cell: ({ row }) => <RestoreButton post={row.original} domain={domain} />,
    }),
  ]);
}

/** The site's trash: posts deleted in the last 30 days, each restorable until its purge date. */
export function TrashPage({ site }: { site: Site }) {
  const query = useTrash(site.id);
  useEffect(() => {
    if (query.error) logger.error('Failed to fetch the trash', query.error);
  }, [query.error]);
  const columns = useMemo(() => trashColumns(site.domain), [site.domain]);
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
        <Button variant="default" component={Link} to={paths.site.posts(site.domain)}>
          Back to posts
        </Button>
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
        minWidth={720}
        loading={query.isPending}
        loadingText="Loading the trash..."
        emptyText="The trash is empty"
        footer={<DataTablePagination table={table} pageSizeOptions={[]} />}
      />
    </Stack>
  );
}
