import type { ReactNode } from 'react';
import { BarChart, DonutChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.css';
import type { TrafficResponse } from '@sitenet/api-client';
import { QueryState } from '../../../components/query-state';
import { useAnalytics } from '../api/get-analytics';
import { deviceLabel, formatCount, sourceLabel } from '../lib/analytics-format';
import { AnalyticsToolbar } from './analytics-toolbar';
import type { AnalyticsPageProps } from './analytics-overview-page';
import { BreakdownTable } from './breakdown-table';
import { useRange } from '../../../components/range-picker';

const DEVICE_COLORS = { mobile: 'indigo.6', tablet: 'teal.6', desktop: 'orange.6' } as const;

/** Where readers come from (search engines, social, direct, other sites), their languages and devices. */
export function AnalyticsTrafficPage({ siteId, ready = true }: AnalyticsPageProps) {
  const [range, setRange] = useRange();
  const query = useAnalytics('traffic', siteId, range, { enabled: ready });
  return (
    <Stack gap="md">
      <AnalyticsToolbar description="Referrers are kept as host names only." range={range} onRange={setRange} />
      <QueryState<TrafficResponse>
        ready={ready}
        isPending={query.isPending}
        error={query.error}
        data={query.data}
        refetch={query.refetch}
        what="Traffic sources"
        isEmpty={(data) => data.sources.every((s) => s.pageviews === 0)}
        emptyTitle="No visits in this period"
        emptyText="Sources, languages and devices appear here as soon as readers visit the magazine."
      >
        {(data) => <Traffic data={data} />}
      </QueryState>
    </Stack>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function Traffic({ data }: { data: TrafficResponse }) {
  const sources = data.sources.map((s) => ({ key: s.kind, label: sourceLabel(s.kind), ...s }));
  const languages = data.languages.map((l) => ({ key: l.locale, label: l.locale.toUpperCase(), ...l }));
  const devices = data.devices.map((d) => ({ key: d.device, label: deviceLabel(d.device), ...d }));
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card title="Sources">
          <BarChart
            role="img"
            h={220}
            data={sources}
            dataKey="label"
            series={[{ name: 'pageviews', label: 'Page views', color: 'indigo.6' }]}
            valueFormatter={formatCount}
            aria-label="Page views by source"
          />
          <BreakdownTable caption="Page views by source" heading="Source" rows={sources} />
        </Card>
        <Card title="Devices">
          <DonutChart
            role="img"
            h={220}
            mx="auto"
            data={devices.map((d) => ({ name: d.label, value: d.pageviews, color: DEVICE_COLORS[d.device] }))}
            withLabels
            withLabelsLine
            valueFormatter={formatCount}
            aria-label="Page views by device"
          />
          <BreakdownTable caption="Page views by device" heading="Device" rows={devices} />
        </Card>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card title="Languages">
          <BarChart
            role="img"
            h={Math.max(160, languages.length * 36)}
            data={languages}
            dataKey="label"
            orientation="vertical"
            series={[{ name: 'pageviews', label: 'Page views', color: 'teal.6' }]}
            valueFormatter={formatCount}
            aria-label="Page views by language"
          />
          <BreakdownTable caption="Page views by language" heading="Language" rows={languages} />
        </Card>
        <Card title="Referring sites">
          {data.referrers.length === 0 ? (
            <Text size="sm" c="dimmed">
              No other site sent readers in this period.
            </Text>
          ) : (
            <BreakdownTable
              caption="Referring sites"
              heading="Site"
              rows={data.referrers.map((r) => ({ key: r.host, label: `${r.host} (${sourceLabel(r.kind)})`, ...r }))}
            />
          )}
        </Card>
      </SimpleGrid>
    </>
  );
}
