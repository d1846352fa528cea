import { useMemo } from 'react';
import { AreaChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Paper, SimpleGrid, Skeleton, Stack, Title } from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.css';
import type { OverviewResponse } from '@sitenet/api-client';
import { QueryState } from '../../../components/query-state';
import { useAnalytics } from '../api/get-analytics';
import { formatDay } from '../../../lib/period';
import { formatCount, formatPercent } from '../lib/analytics-format';
import { AnalyticsToolbar } from './analytics-toolbar';
import { useRange } from '../../../components/range-picker';
import { StatCard } from '../../../components/stat-card';

export interface AnalyticsPageProps {
  siteId: number | null;
  ready?: boolean;
}

/** Visitors, page views, CTA clicks and CTR, and the daily series against the previous period. */
export function AnalyticsOverviewPage({ siteId, ready = true }: AnalyticsPageProps) {
  const [range, setRange] = useRange();
  const query = useAnalytics('overview', siteId, range, { enabled: ready });
  return (
    <Stack gap="md">
      <AnalyticsToolbar
        description="Counted without cookies; one visitor per day and site."
        range={range}
        onRange={setRange}
      />
      <QueryState<OverviewResponse>
        ready={ready}
        isPending={query.isPending}
        error={query.error}
        data={query.data}
        refetch={query.refetch}
        what="Analytics"
        isEmpty={(data) => data.current.pageviews === 0 && data.previous.pageviews === 0}
        emptyTitle="No visits in this period"
        emptyText="Page views and CTA clicks appear here as soon as readers visit the magazine."
        skeleton={<OverviewSkeleton />}
      >
        {(data) => <Overview data={data} />}
      </QueryState>
    </Stack>
  );
}

function Overview({ data }: { data: OverviewResponse }) {
  const { current, previous } = data;
  const series = useMemo(() => data.series.map((point) => ({ ...point, day: formatDay(point.date) })), [data.series]);
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <StatCard label="Visitors" current={current.visitors} previous={previous.visitors} format={formatCount} />
        <StatCard label="Page views" current={current.pageviews} previous={previous.pageviews} format={formatCount} />
        <StatCard label="CTA clicks" current={current.cta_clicks} previous={previous.cta_clicks} format={formatCount} />
        <StatCard label="Click-through rate" current={current.ctr} previous={previous.ctr} format={formatPercent} />
      </SimpleGrid>
      <Paper withBorder p="md" radius="md">
        <Title order={3} size="h5" mb="sm">
          Page views per day
        </Title>
        <AreaChart
          role="img"
          h={300}
          data={series}
          dataKey="day"
          series={[
            { name: 'pageviews', label: 'Page views', color: 'indigo.6' },
            { name: 'previous_pageviews', label: 'Previous period', color: 'gray.5' },
            { name: 'visitors', label: 'Visitors', color: 'teal.6' },
            { name: 'cta_clicks', label: 'CTA clicks', color: 'orange.6' },
          ]}
          curveType="monotone"
          withLegend
          withDots={false}
          valueFormatter={formatCount}
          aria-label="Page views per day against the previous period"
        />
      </Paper>
    </>
  );
}

function OverviewSkeleton() {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        {[0, 1, 2, 3].map((n) => (
          <Skeleton key={n} height={100} radius="md" />
        ))}
      </SimpleGrid>
      <Skeleton height={350} radius="md" />
    </Stack>
  );
}
