import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Paper, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Table.css';
import { QueryState } from '../../../components/query-state';
import { logger } from '../../../lib/logger';
import { useLeads } from '../api/get-leads';
import { leadSources, type LeadSources, type SourceCount } from '../lib/lead-sources';

const DIMENSIONS = [
  { value: 'page', label: 'Source page', key: 'byPage' },
  { value: 'locale', label: 'Language', key: 'byLocale' },
  { value: 'referrer', label: 'Referrer', key: 'byReferrer' },
] as const;
type Dimension = (typeof DIMENSIONS)[number];

const percent = new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 1 });

export interface LeadSourcesPageProps {
  siteId: number | null;
  ready?: boolean;
}

/** Leads by source page, language and referrer (the dimension lives in the URL: `?by=`). */
export function LeadSourcesPage({ siteId, ready = true }: LeadSourcesPageProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const dimension: Dimension = DIMENSIONS.find((d) => d.value === searchParams.get('by')) ?? DIMENSIONS[0];
  const query = useLeads(siteId, {}, { enabled: ready });
  useEffect(() => {
    if (query.error) logger.error('Failed to fetch leads', query.error);
  }, [query.error]);
  const sources = useMemo(() => (query.data ? leadSources(query.data) : undefined), [query.data]);

  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Group leads by"
        value={dimension.value}
        data={DIMENSIONS.map(({ value, label }) => ({ value, label }))}
        onChange={(by) => setSearchParams(by === 'page' ? {} : { by }, { replace: true, preventScrollReset: true })}
        w={{ base: '100%', sm: 'auto' }}
        style={{ alignSelf: 'flex-start' }}
      />
      <QueryState<LeadSources>
        ready={ready}
        isPending={query.isPending}
        error={query.error}
        data={sources}
        refetch={query.refetch}
        what="Leads"
        isEmpty={(data) => data.total === 0}
        emptyTitle="No leads yet"
        emptyText="When readers send the contact form, their leads are counted here by page, language and referrer."
      >
        {(data) => <SourceBreakdown label={dimension.label} rows={data[dimension.key]} />}
      </QueryState>
    </Stack>
  );
}

function SourceBreakdown({ label, rows }: { label: string; rows: SourceCount[] }) {
  const top = rows.slice(0, 10);
  return (
    <>
      <Paper withBorder p="md" radius="md">
        <Title order={3} size="h5" mb="sm">
          Leads by {label.toLowerCase()}
        </Title>
        <BarChart
          role="img"
          h={Math.max(160, top.length * 36)}
          data={top}
          dataKey="key"
          orientation="vertical"
          series={[
            { name: 'leads', label: 'Leads', color: 'indigo.6' },
            { name: 'won', label: 'Won', color: 'teal.6' },
          ]}
          yAxisProps={{ width: 160 }}
          withLegend
          aria-label={`Chart of leads by ${label.toLowerCase()}`}
        />
      </Paper>
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={480} type="native" tabIndex={0}>
          <Table aria-label={`Leads by ${label.toLowerCase()}`} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{label}</Table.Th>
                <Table.Th scope="col" ta="right">Leads</Table.Th>
                <Table.Th scope="col" ta="right">Won</Table.Th>
                <Table.Th scope="col" ta="right">Share</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.key}>
                  <Table.Td>
                    <Text size="sm">{row.key}</Text>
                  </Table.Td>
                  <Table.Td ta="right">{row.leads}</Table.Td>
                  <Table.Td ta="right">{row.won}</Table.Td>
                  <Table.Td ta="right">{percent.format(row.share)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </>
  );
}
