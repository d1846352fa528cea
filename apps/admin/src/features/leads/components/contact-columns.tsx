import { Badge, Text } from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import { createDataTableColumnHelper } from '@sitenet/ui';
import { formatDate } from '../../../lib/format-date';

/** What a lead and a newsletter subscriber both carry. */
interface Contact {
  locale: string;
  source_path: string | null;
  created_at: string;
}

/** The columns leads and subscribers share: language, the page they wrote from, and when. */
export function contactColumns<T extends Contact>(dateHeader: string) {
  const helper = createDataTableColumnHelper<T>();
  return helper.columns([
    helper.accessor((row) => row.locale, {
      id: 'locale',
      header: 'Language',
      cell: (info) => (
        <Badge variant="outline" size="sm">
          {info.getValue().toUpperCase()}
        </Badge>
      ),
    }),
    helper.accessor((row) => row.source_path, {
      id: 'source_path',
      header: 'Page',
      cell: (info) => (
        <Text size="sm" c="dimmed" truncate="end" maw={200} title={info.getValue() ?? undefined}>
          {info.getValue() ?? '—'}
        </Text>
      ),
    }),
    helper.accessor((row) => row.created_at, {
      id: 'created_at',
      header: dateHeader,
      cell: (info) => (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {formatDate(info.getValue())}
        </Text>
      ),
    }),
  ]);
}
