import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Table.css';
import type { CrossSiteResponse } from '@sitenet/api-client';
import { QueryState } from '../../../components/query-state';
import { useAnalytics } from '../api/get-analytics';
import { formatCount, formatPercent } from '../lib/analytics-format';
import { AnalyticsToolbar } from './analytics-toolbar';
import { useRange } from '../../../components/range-picker';

/** Every site the admin manages, side by side. */
export function AnalyticsCrossSitePage() {
  const [range, setRange] = useRange();
  const query = useAnalytics('cross-site', null, range);
  return (
    <Stack gap="md">
      <AnalyticsToolbar description="Every site of the network side by side." range={range} onRange={setRange} />
      <QueryState<CrossSiteResponse>
        isPending={query.isPending}
        error={query.error}
        data={query.data}
        refetch={query.refetch}
        what="Cross-site analytics"
        isEmpty={(data) => data.sites.length === 0}
        emptyTitle="No sites"
        emptyText="Sites you manage appear here."
      >
        {(data) => <CrossSite data={data} />}
      </QueryState>
    </Stack>
  );
}

function CrossSite({ data }: { data: CrossSiteResponse }) {
  return (
    <>
      <Paper withBorder p="md" radius="md">
        <Title order={3} size="h5" mb="sm">
          Page views and CTA clicks per site
        </Title>
        <BarChart
          role="img"
          h={Math.max(180, data.sites.length * 48)}
          data={data.sites}
          dataKey="name"
          orientation="vertical"
          series={[
            { name: 'pageviews', label: 'Page views', color: 'indigo.6' },
            { name: 'cta_clicks', label: 'CTA clicks', color: 'orange.6' },
          ]}
          yAxisProps={{ width: 140 }}
          withLegend
          valueFormatter={formatCount}
          aria-label="Page views and CTA clicks per site"
        />
      </Paper>
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={720} type="native" tabIndex={0}>
          <Table aria-label="Sites side by side" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Site</Table.Th>
                <Table.Th scope="col" ta="right">Visitors</Table.Th>
                <Table.Th scope="col" ta="right">Page views</Table.Th>
                <Table.Th scope="col" ta="right">CTA clicks</Table.Th>
                <Table.Th scope="col" ta="right">CTR</Table.Th>
                <Table.Th scope="col" ta="right">Leads</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.sites.map((site) => (
                <Table.Tr key={site.site_id}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {site.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {site.domain}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{formatCount(site.visitors)}</Table.Td>
                  <Table.Td ta="right">{formatCount(site.pageviews)}</Table.Td>
                  <Table.Td ta="right">{formatCount(site.cta_clicks)}</Table.Td>
                  <Table.Td ta="right">{formatPercent(site.ctr)}</Table.Td>
                  <Table.Td ta="right">{formatCount(site.leads)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </>
  );
}
