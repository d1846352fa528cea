import { useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Anchor, Badge, Button, Group, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/SegmentedControl.css';
import {
  ORIGINAL_LANGUAGE,
  QUEUE_STATES,
  roleOnSite,
  type QueueState,
  type Site,
  type TranslationQueueItem,
  type TranslationQueueResponse,
} from '@sitenet/api-client';
import type { PaginationState, Updater } from '@tanstack/react-table';
import { createDataTableColumnHelper, DataTable, DataTablePagination, useDataTable } from '@sitenet/ui';
import { QueryError } from '../../../components/query-state';
import { SendBackModal } from '../../../components/send-back-modal';
import { paths } from '../../../config/paths';
import { apiFailure } from '../../../lib/api-failure';
import { useLanguages } from '../../../lib/api/get-languages';
import { formatDate } from '../../../lib/format-date';
import { logger } from '../../../lib/logger';
import { useCan, useGrants } from '../../../lib/use-can';
import { useTranslationQueue } from '../api/get-translation-queue';
import { useReviewQueueItem } from '../api/review-queue-item';
import { readQueueFilters, writeQueueFilters, type QueueFilters } from '../lib/queue-filters';

/** How each queue state reads (words, never colour alone) and looks. */
export const QUEUE_STATE_LOOK: Record<QueueState, { label: string; color: string }> = {
  submitted: { label: 'Submitted', color: 'blue' },
  rejected: { label: 'Sent back', color: 'orange' },
  machine: { label: 'Machine', color: 'violet' },
  // The matrix's dark orange for stale (white on it keeps 4.5:1 at badge size).
  stale: { label: 'Stale', color: '#9c3d0a' },
  missing: { label: 'Missing', color: 'gray' },
};

const ALL = 'all';
const NO_ROWS: TranslationQueueItem[] = [];
/** One page size (the server's), so the pager leaves its size picker out. */
const NO_PAGE_SIZES: number[] = [];
const helper = createDataTableColumnHelper<TranslationQueueItem>();

interface Actions {
  domain: string;
  languageName: (code: string) => string;
  /** Null: the person may not approve; the column is left out. */
  review: null | {
    busy: (row: TranslationQueueItem) => boolean;
    approve: (row: TranslationQueueItem) => void;
    sendBack: (row: TranslationQueueItem) => void;
    /** A machine translation read and taken as reviewed (it may be published then). */
    markReviewed: (row: TranslationQueueItem) => void;
  };
}

const rowName = (row: TranslationQueueItem, languageName: (code: string) => string) =>
  `${row.title || 'Untitled'} (${languageName(row.lang)})`;

function queueColumns({ domain, languageName, review }: Actions) {
  return helper.columns([
    helper.accessor('title', {
      header: 'Post',
      size: 280,
      cell: ({ row }) => (
        <Anchor component={Link} to={paths.site.postEdit(domain, row.original.post_id, row.original.lang)} size="sm" fw={600} lineClamp={2}>
          {row.original.title || 'Untitled'}
        </Anchor>
      ),
    }),
    helper.accessor('lang', {
      header: 'Language',
      size: 130,
      cell: (info) => <Text size="sm">{languageName(info.getValue())}</Text>,
    }),
    helper.accessor('state', {
      header: 'State',
      size: 120,
      cell: (info) => {
        const look = QUEUE_STATE_LOOK[info.getValue()];
        return (
          <Badge color={look.color} variant={info.getValue() === 'stale' ? 'filled' : 'light'} data-state={info.getValue()}>
            {look.label}
          </Badge>
        );
      },
    }),
    helper.accessor('review_note', {
      header: 'Note',
      size: 240,
      cell: (info) => (
        <Text size="sm" c={info.getValue() ? undefined : 'dimmed'} lineClamp={3}>
          {info.getValue() ?? '—'}
        </Text>
      ),
    }),
    helper.accessor('updated_at', {
      header: 'Changed',
      size: 110,
      cell: (info) => (
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {formatDate(info.getValue())}
        </Text>
      ),
    }),
    ...(review
      ? [
          helper.display({
            id: 'actions',
            header: 'Review',
            size: 220,
            cell: ({ row }) =>
              row.original.state === 'submitted' ? (
                <Group gap={6} wrap="nowrap">
                  <Button
                    size="xs"
                    color="green"
                    loading={review.busy(row.original)}
                    onClick={() => review.approve(row.original)}
                    aria-label={`Approve ${rowName(row.original, languageName)}`}
                  >
                    Approve
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    disabled={review.busy(row.original)}
                    onClick={() => review.sendBack(row.original)}
                    aria-label={`Send back ${rowName(row.original, languageName)}`}
                  >
                    Send back
                  </Button>
                </Group>
              ) : row.original.state === 'machine' ? (
                <Button
                  size="xs"
                  variant="light"
                  loading={review.busy(row.original)}
                  onClick={() => review.markReviewed(row.original)}
                  aria-label={`Mark as reviewed ${rowName(row.original, languageName)}`}
                >
                  Mark as reviewed
                </Button>
              ) : null,
          }),
        ]
      : []),
  ]);
}

/**
 * What waits for a person on one site: translations submitted for review (an editor approves or
 * sends them back here), sent back, machine-translated (an editor marks them reviewed here), stale or missing, per language; `?state=`, `?lang=` and
 * `?page=` in the URL. A translator sees only their languages.
 */
export function TranslationQueuePage({ site }: { site: Site }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readQueueFilters(searchParams), [searchParams]);
  const grants = useGrants();
  const canApprove = useCan('translations.approve', site.id);
  const query = useTranslationQueue(site.id, filters);
  const languagesQuery = useLanguages(site.id);
  const reviewing = useReviewQueueItem();
  const [sendingBack, setSendingBack] = useState<TranslationQueueItem | null>(null);

  useEffect(() => {
    if (query.error) logger.error('Failed to fetch the translation queue', query.error);
  }, [query.error]);

  // A translator's languages on this site; null for everyone else (every language).
  const own = useMemo(
    () => (grants && roleOnSite(grants, site.id) === 'translator' ? (grants.memberships.get(site.id)?.languages ?? []) : null),
    [grants, site.id],
  );
  const languages = useMemo(
    () =>
      (languagesQuery.data ?? []).filter(
        (language) => language.enabled && language.code !== ORIGINAL_LANGUAGE && (!own || own.includes(language.code)),
      ),
    [languagesQuery.data, own],
  );
  const names = useMemo(() => new Map(languages.map((language) => [language.code, language.label])), [languages]);
  const languageName = useMemo(() => (code: string) => names.get(code) ?? code.toUpperCase(), [names]);

  const update = (patch: Partial<QueueFilters>) =>
    setSearchParams(writeQueueFilters({ ...filters, page: 1, ...patch }), { replace: true, preventScrollReset: true });

  const review = useMemo<Actions['review']>(() => {
    if (!canApprove) return null;
    const key = (row: TranslationQueueItem) => `${row.post_id}/${row.lang}`;
    return {
      busy: (row) =>
        reviewing.isPending && reviewing.variables !== undefined && `${reviewing.variables.postId}/${reviewing.variables.code}` === key(row),
      approve: (row) =>
        reviewing.mutate(
          { kind: 'approve', postId: row.post_id, code: row.lang },
          {
            onSuccess: () =>
              notifications.show({ color: 'green', title: 'Approved and published', message: rowName(row, languageName) }),
            onError: (error) => notifications.show({ color: 'red', title: 'Approval failed', message: apiFailure(error).message }),
          },
        ),
      sendBack: (row) => setSendingBack(row),
      markReviewed: (row) =>
        reviewing.mutate(
          { kind: 'machine', postId: row.post_id, code: row.lang },
          {
            onSuccess: () => notifications.show({ color: 'green', title: 'Marked as reviewed', message: rowName(row, languageName) }),
            onError: (error) => notifications.show({ color: 'red', title: 'Not marked as reviewed', message: apiFailure(error).message }),
          },
        ),
    };
  }, [canApprove, reviewing, languageName]);

  const columns = useMemo(() => queueColumns({ domain: site.domain, languageName, review }), [site.domain, languageName, review]);
  const data = query.data;
  const pagination: PaginationState = { pageIndex: filters.page - 1, pageSize: data?.pagination.per_page ?? 25 };
  const table = useDataTable<TranslationQueueItem>({
    columns,
    data: data?.data ?? NO_ROWS,
    getRowId: (row) => `${row.post_id}-${row.lang}`,
    enableSorting: false,
    manualPagination: true,
    rowCount: data?.pagination.total ?? 0,
    state: { pagination },
    onPaginationChange: (updater: Updater<PaginationState>) => {
      const next = typeof updater === 'function' ? updater(pagination) : updater;
      update({ page: next.pageIndex + 1 });
    },
  });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={2} fz={22}>
            Translation queue - {site.name}
          </Title>
          <Text size="sm" c="dimmed">
            {own ? 'What waits for you in your languages.' : 'What waits for a translator or an editor, per post and language.'}
          </Text>
        </div>
        <Button component={Link} to={paths.site.translations(site.domain)} variant="default">
          Matrix
        </Button>
      </Group>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SegmentedControl
          aria-label="State"
          value={filters.state ?? ALL}
          onChange={(value) => update(value === ALL ? { state: undefined } : { state: value as QueueState })}
          data={[
            { value: ALL, label: countLabel('All', data && total(data)) },
            ...QUEUE_STATES.map((state) => ({ value: state, label: countLabel(QUEUE_STATE_LOOK[state].label, data?.counts[state]) })),
          ]}
        />
        <Select
          aria-label="Language"
          data={[
            { value: ALL, label: own ? 'All my languages' : 'All languages' },
            ...languages.map((language) => ({ value: language.code, label: language.label })),
          ]}
          value={filters.lang ?? ALL}
          onChange={(value) => update({ lang: !value || value === ALL ? undefined : value })}
          allowDeselect={false}
          w={200}
        />
      </Group>
      {query.error && !data ? (
        <QueryError what="The translation queue" error={query.error} refetch={query.refetch} />
      ) : (
        <DataTable
          table={table}
          label="Translation queue"
          minWidth={canApprove ? 1100 : 880}
          stickyFirstColumn
          loading={query.isPending}
          loadingText="Loading the translation queue..."
          emptyText="Nothing waits for translation"
          footer={<DataTablePagination table={table} pageSizeOptions={NO_PAGE_SIZES} />}
        />
      )}
      <SendBackModal
        opened={sendingBack !== null}
        title={
          sendingBack
            ? `Send the ${languageName(sendingBack.lang)} translation of “${sendingBack.title || 'Untitled'}” back`
            : ''
        }
        pending={reviewing.isPending}
        onClose={() => setSendingBack(null)}
        onSend={(note) => {
          const row = sendingBack;
          if (!row) return;
          reviewing.mutate(
            { kind: 'reject', postId: row.post_id, code: row.lang, note },
            {
              onSuccess: () => {
                setSendingBack(null);
                notifications.show({ color: 'green', title: 'Sent back', message: rowName(row, languageName) });
              },
              onError: (error) => notifications.show({ color: 'red', title: 'Sending back failed', message: apiFailure(error).message }),
            },
          );
        }}
      />
    </Stack>
  );
}

const total = (data: TranslationQueueResponse) => QUEUE_STATES.reduce((sum, state) => sum + data.counts[state], 0);

const countLabel = (label: string, count: number | undefined) => (count === undefined ? label : `${label} (${count})`);
