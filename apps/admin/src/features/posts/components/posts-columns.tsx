import { Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Badge.css';
import { languageLabel } from '@sitenet/i18n/languages';
import { createDataTableColumnHelper } from '@sitenet/ui';
import { RowActionMenu } from '../../../components/row-action-menu';
import { formatDate } from '../../../lib/format-date';
import type { PostRow } from '../lib/posts-table';

const helper = createDataTableColumnHelper<PostRow>();

/** Module scope keeps the definitions stable between renders (TanStack Table 9 advice). */
export const postColumns = helper.columns([
  helper.accessor('title', {
    header: 'Title',
    size: 320,
    enableHiding: false,
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
        {info.getValue()}
      </Text>
    ),
  }),
  helper.accessor('status', {
    header: 'Status',
    cell: (info) => {
      const published = info.getValue() === 'published';
      return (
        <Badge color={published ? 'green' : 'yellow'} variant="light" tt="capitalize">
          {info.getValue()}
        </Badge>
      );
    },
  }),
  helper.accessor('translations', {
    header: 'Translations',
    enableSorting: false,
    cell: (info) => (
      <Group gap={4} wrap="wrap">
        <Badge variant="filled" color="indigo" size="sm" title="English (original)">
          EN
        </Badge>
        {info.getValue().map((code) => (
          <Badge key={code} variant="outline" size="sm" title={languageLabel(code)}>
            {code.toUpperCase()}
          </Badge>
        ))}
      </Group>
    ),
  }),
  helper.accessor('updatedAt', {
    header: 'Updated',
    cell: (info) => (
      <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {formatDate(info.getValue())}
      </Text>
    ),
  }),
  helper.display({
    id: 'actions',
    header: () => <VisuallyHidden>Actions</VisuallyHidden>,
    size: 60,
    enableHiding: false,
    cell: (info) => <RowActionMenu itemLabel={info.row.original.title} />,
  }),
]);
