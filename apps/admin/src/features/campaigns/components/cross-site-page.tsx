import { useState, type ReactNode } from 'react';
import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Group, Paper, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Table.css';
import type { CampaignCrossSite } from '@sitenet/api-client';
import { QueryState } from '../../../components/query-state';
import { RangePicker, useRange } from '../../../components/range-picker';
import { formatMoney } from '../../../lib/format-money';
import { useCan } from '../../../lib/use-can';
import { useCampaignCrossSite } from '../api/get-campaign-report';
import {
  cellsBy,
  METRIC_OPTIONS,
  perSite,
  type Cell,
  type CrossSiteMetric,
} from '../lib/cross-site';
import { formatCount } from '../lib/report-format';

/** /campaigns/cross-site: offers x sites and sites x languages, side by side (owners and administrators). */
export function CampaignsCrossSitePage() {
  const mayRead = useCan('partners.manage');
  const [range, setRange] = useRange();
  const [metric, setMetric] = useState<CrossSiteMetric>('clicks');
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Text size="sm" c="dimmed">
          Every offer on every site, and every site in every language, over the same period.
        </Text>
        <Group gap="sm">
          <SegmentedControl
            aria-label="Show"
            value={metric}
            data={METRIC_OPTIONS}
            onChange={(value) => setMetric(value as CrossSiteMetric)}
          />
          <RangePicker value={range} onChange={setRange} />
        </Group>
      </Group>
      {mayRead ? (
        <CrossSite range={range} metric={metric} />
      ) : (
        <Paper withBorder p="xl" radius="md">
          <Text ta="center">
            Only owners and administrators see the whole network side by side.
          </Text>
        </Paper>
      )}
    </Stack>
  );
}

function CrossSite({
  range,
  metric,
}: {
  range: Parameters<typeof useCampaignCrossSite>[0];
  metric: CrossSiteMetric;
}) {
  const query = useCampaignCrossSite(range);
  return (
    <QueryState<CampaignCrossSite>
      isPending={query.isPending}
      error={query.error}
      data={query.data}
      refetch={query.refetch}
      what="Cross-site campaigns"
      isEmpty={(data) => data.offer_sites.length === 0}
      emptyTitle="No clicks on offers in this period"
      emptyText="Once readers click tips that point to offers, every offer and site appears here side by side."
    >
      {(data) => <Matrices data={data} metric={metric} />}
    </QueryState>
  );
}

function show(cell: Cell | undefined, metric: CrossSiteMetric): string {
  if (!cell) return '—';
  return metric === 'earnings' ? formatMoney(cell.earnings) : formatCount(cell[metric]);
}

function Matrices({ data, metric }: { data: CampaignCrossSite; metric: CrossSiteMetric }) {
  const offerSites = cellsBy(data.offer_sites, (c) => `${c.offer_id}|${c.site_id}`);
  const siteLanguages = cellsBy(data.site_languages, (c) => `${c.site_id}|${c.locale}`);
  const label = METRIC_OPTIONS.find((option) => option.value === metric)!.label;
  return (
    <>
      <Paper withBorder p="md" radius="md">
        <Title order={3} size="h5" mb="sm">
          Clicks and conversions per site
        </Title>
        <BarChart
          role="img"
          h={Math.max(160, data.sites.length * 44)}
          data={perSite(data)}
          dataKey="domain"
          orientation="vertical"
          series={[
            { name: 'clicks', label: 'Clicks', color: 'indigo.6' },
            { name: 'conversions', label: 'Conversions', color: 'teal.6' },
          ]}
          yAxisProps={{ width: 160 }}
          withLegend
          valueFormatter={formatCount}
          aria-label="Clicks and conversions per site"
        />
      </Paper>
      <Matrix
        title={`Offers × sites: ${label.toLowerCase()}`}
        corner="Offer"
        columns={data.sites.map((site) => ({ key: String(site.id), header: site.domain }))}
        rows={data.offers.map((offer) => ({ key: String(offer.id), header: offer.name }))}
        cell={(row, column) => show(offerSites.get(`${row}|${column}`), metric)}
      />
      <Matrix
        title={`Sites × languages: ${label.toLowerCase()}`}
        corner="Site"
        columns={data.languages.map((code) => ({ key: code, header: code.toUpperCase() }))}
        rows={data.sites.map((site) => ({ key: String(site.id), header: site.domain }))}
        cell={(row, column) => show(siteLanguages.get(`${row}|${column}`), metric)}
      />
    </>
  );
}

interface Axis {
  key: string;
  header: ReactNode;
}

function Matrix({
  title,
  corner,
  columns,
  rows,
  cell,
}: {
  title: string;
  corner: string;
  columns: Axis[];
  rows: Axis[];
  cell: (row: string, column: string) => string;
}) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      <Table.ScrollContainer minWidth={200 + columns.length * 120} type="native" tabIndex={0}>
        <Table striped aria-label={title} withColumnBorders>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{corner}</Table.Th>
              {columns.map((column) => (
                <Table.Th key={column.key} scope="col" ta="right">
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Th scope="row" fw={600}>
                  {row.header}
                </Table.Th>
                {columns.map((column) => (
                  <Table.Td key={column.key} ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {cell(row.key, column.key)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
