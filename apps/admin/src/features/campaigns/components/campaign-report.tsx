import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { AreaChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import {
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/SimpleGrid.css';
import type { CampaignGroup, CampaignReport as Report } from '@sitenet/api-client';
import { QueryState } from '../../../components/query-state';
import { RangePicker, useRange } from '../../../components/range-picker';
import { StatCard } from '../../../components/stat-card';
import { formatMoney } from '../../../lib/format-money';
import { formatDay } from '../../../lib/period';
import { useCampaignReport } from '../api/get-campaign-report';
import { formatCount, formatRate, groupOptions, readGroup } from '../lib/report-format';
import { ReportTable } from './report-table';

export interface CampaignReportProps {
  /** A site's report (/{domain}/campaigns); null: every site the person manages offers on. */
  siteId: number | null;
  ready?: boolean;
}

/** "By" of the report, kept in the URL beside the range (`?group_by=site`). */
function useGroup(siteScoped: boolean): [CampaignGroup, (group: CampaignGroup) => void] {
  const [params, setParams] = useSearchParams();
  const set = (group: CampaignGroup) =>
    setParams(
      (next) => {
        if (group === 'offer') next.delete('group_by');
        else next.set('group_by', group);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return [readGroup(params, siteScoped), set];
}

/**
 * What the offers brought: clicks, unique clickers, CTR on the pages that place them,
 * conversions and earnings, for 7, 30 or 90 days against the previous period.
 */
export function CampaignReport({ siteId, ready = true }: CampaignReportProps) {
  const [range, setRange] = useRange();
  const [group, setGroup] = useGroup(siteId !== null);
  const query = useCampaignReport(siteId, range, group, { enabled: ready });
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby="campaign-report-title"
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={3} size="h4" id="campaign-report-title">
              Performance
            </Title>
            <Text size="sm" c="dimmed">
              Clicks, conversions and earnings of the offers against the previous period.
            </Text>
          </div>
          <Group gap="sm">
            <SegmentedControl
              aria-label="Group by"
              value={group}
              data={groupOptions(siteId !== null)}
              onChange={(value) => setGroup(value as CampaignGroup)}
            />
            <RangePicker value={range} onChange={setRange} />
          </Group>
        </Group>
        <QueryState<Report>
          ready={ready}
          isPending={query.isPending}
          error={query.error}
          data={query.data}
          refetch={query.refetch}
          what="Campaign report"
          isEmpty={(data) =>
            data.rows.length === 0 &&
            data.totals.current.clicks === 0 &&
            data.totals.previous.clicks === 0
          }
          emptyTitle="No clicks on offers yet"
          emptyText="Point tips at an offer in the post editor: its clicks, conversions and earnings appear here."
          skeleton={<ReportSkeleton />}
        >
          {(data) => <ReportBody data={data} />}
        </QueryState>
      </Stack>
    </Paper>
  );
}

function ReportBody({ data }: { data: Report }) {
  const { current, previous } = data.totals;
  const series = useMemo(
    () => data.daily.map((point) => ({ ...point, day: formatDay(point.day) })),
    [data.daily],
  );
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }}>
        <StatCard
          label="Clicks"
          current={current.clicks}
          previous={previous.clicks}
          format={formatCount}
        />
        <StatCard
          label="Unique clickers"
          current={current.unique_clickers}
          previous={previous.unique_clickers}
          format={formatCount}
        />
        <StatCard label="CTR" current={current.ctr} previous={previous.ctr} format={formatRate} />
        <StatCard
          label="Conversions"
          current={current.conversions}
          previous={previous.conversions}
          format={formatCount}
        />
        <Paper withBorder p="md" radius="md" role="group" aria-label="Earnings">
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            Earnings
          </Text>
          <Text fz={current.earnings.length > 1 ? 18 : 28} fw={700} data-testid="stat-earnings">
            {formatMoney(current.earnings, '0')}
          </Text>
          <Text size="sm" c="dimmed">
            Previous period: {formatMoney(previous.earnings, '0')}
          </Text>
          <Text size="xs" c="dimmed">
            {formatMoney(current.earnings_per_1000_views)} per 1,000 views
          </Text>
        </Paper>
      </SimpleGrid>
      <div>
        <Title order={4} size="h5" mb="sm">
          Clicks per day
        </Title>
        <AreaChart
          role="img"
          h={240}
          data={series}
          dataKey="day"
          series={[
            { name: 'clicks', label: 'Clicks', color: 'indigo.6' },
            { name: 'previous_clicks', label: 'Previous period', color: 'gray.5' },
            { name: 'conversions', label: 'Conversions', color: 'teal.6' },
          ]}
          curveType="monotone"
          withLegend
          withDots={false}
          valueFormatter={formatCount}
          aria-label="Clicks and conversions per day against the previous period"
        />
      </div>
      <ReportTable rows={data.rows} group={data.group_by} />
    </>
  );
}

function ReportSkeleton() {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }}>
        {[0, 1, 2, 3, 4].map((n) => (
          <Skeleton key={n} height={100} radius="md" />
        ))}
      </SimpleGrid>
      <Skeleton height={240} radius="md" />
    </Stack>
  );
}
