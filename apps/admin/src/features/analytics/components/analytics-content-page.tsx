import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Paper, Select, Stack, Table, Text } from '@mantine/core';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Table.css';
import type { ContentResponse } from '@sitenet/api-client';
import { QueryState } from '../../../components/query-state';
import { useAnalytics } from '../api/get-analytics';
import { contentLocales, formatCount, formatPercent, topContent } from '../lib/analytics-format';
import { AnalyticsToolbar } from './analytics-toolbar';
import type { AnalyticsPageProps } from './analytics-overview-page';
import { useRange } from '../../../components/range-picker';

const ALL = 'all';

/** Top articles with views, CTA clicks and click-through rate, per language (`?locale=`). */
export function AnalyticsContentPage({ siteId, ready = true }: AnalyticsPageProps) {
  const [range, setRange] = useRange();
  const [searchParams, setSearchParams] = useSearchParams();
  const locale = searchParams.get('locale');
  const query = useAnalytics('content', siteId, range, { enabled: ready });
  const locales = useMemo(() => contentLocales(query.data?.posts ?? []), [query.data]);
  const setLocale = (value: string | null) =>
    setSearchParams(
      (params) => {
        if (!value || value === ALL) params.delete('locale');
        else params.set('locale', value);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <Stack gap="md">
      <AnalyticsToolbar description="Articles by page views in each language." range={range} onRange={setRange}>
        <Select
          aria-label="Language"
          data={[{ value: ALL, label: 'All languages' }, ...locales.map((l) => ({ value: l, label: l.toUpperCase() }))]}
          value={locale ?? ALL}
          onChange={setLocale}
          allowDeselect={false}
          w={160}
        />
      </AnalyticsToolbar>
      <QueryState<ContentResponse>
        ready={ready}
        isPending={query.isPending}
        error={query.error}
        data={query.data}
        refetch={query.refetch}
        what="Popular content"
        isEmpty={(data) => topContent(data.posts, locale).length === 0}
        emptyTitle="No article was read in this period"
        emptyText="Articles appear here with their views and CTA clicks once readers open them."
      >
        {(data) => (
          <Stack gap="xs">
            <ContentTable rows={topContent(data.posts, locale)} />
            <LimitNote data={data} locale={locale} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

/** Says when a language had more articles than the report lists, so nothing is cut silently. */
function LimitNote({ data, locale }: { data: ContentResponse; locale: string | null }) {
  const cut = data.truncated_locales.filter((l) => !locale || l === locale);
  if (cut.length === 0) return null;
  const languages = cut.map((l) => l.toUpperCase()).join(', ');
  return (
    <Text size="sm" c="dimmed">
      {`Only the ${data.limit_per_locale} most viewed articles of each language are listed (${languages} had more).`}
    </Text>
  );
}

function ContentTable({ rows }: { rows: ContentResponse['posts'] }) {
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={640} type="native" tabIndex={0}>
        <Table aria-label="Top articles" striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Article</Table.Th>
              <Table.Th scope="col">Language</Table.Th>
              <Table.Th scope="col" ta="right">Views</Table.Th>
              <Table.Th scope="col" ta="right">CTA clicks</Table.Th>
              <Table.Th scope="col" ta="right">CTR</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={`${row.post_id}-${row.locale}`}>
                <Table.Td>
                  <Text size="sm" fw={600} lineClamp={2}>
                    {row.title}
                  </Text>
                </Table.Td>
                <Table.Td>{row.locale.toUpperCase()}</Table.Td>
                <Table.Td ta="right">{formatCount(row.pageviews)}</Table.Td>
                <Table.Td ta="right">{formatCount(row.cta_clicks)}</Table.Td>
                <Table.Td ta="right">{formatPercent(row.ctr)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
