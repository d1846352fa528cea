import { useState } from 'react';
import { Badge, Button, Group, NativeSelect, Pagination, Paper, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Table.css';
import { CONVERSION_RANGES, type ConversionRange, type ConversionsResponse, type Offer } from '@sitenet/api-client';
import { QueryState } from '../../../components/query-state';
import { formatExact } from '../../../lib/format-relative';
import { useConversions } from '../api/get-conversions';
import { ImportConversionsDialog } from './import-conversions-dialog';

/** `12.5 EUR` as the reader's locale writes money; any three-letter code is accepted. */
export function formatMoney(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat(undefined, { style: 'currency', currency, maximumFractionDigits: 4 }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}

const RANGE_LABELS: Record<ConversionRange, string> = { '7d': '7 days', '30d': '30 days', '90d': '90 days' };

export interface ConversionsSectionProps {
  siteId: number | null;
  /** The offers of the page, to filter by. */
  offers: Offer[];
  ready?: boolean;
}

/**
 * The conversions partners reported (postbacks and imported reports): filters by offer and
 * period, totals per currency and in the reporting currency, and "Import report".
 */
export function ConversionsSection({ siteId, offers, ready = true }: ConversionsSectionProps) {
  const [range, setRange] = useState<ConversionRange>('30d');
  const [offerId, setOfferId] = useState<number | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [importing, setImporting] = useState(false);
  const conversions = useConversions({ siteId, offerId, range, page }, { enabled: ready });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="conversions-title">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={3} size="h4" id="conversions-title">
          Conversions
        </Title>
        <Group gap="sm" wrap="wrap">
          <NativeSelect
            aria-label="Offer"
            value={offerId === undefined ? '' : String(offerId)}
            onChange={(event) => {
              setOfferId(event.currentTarget.value ? Number(event.currentTarget.value) : undefined);
              setPage(1);
            }}
            data={[{ value: '', label: 'Every offer' }, ...offers.map((offer) => ({ value: String(offer.id), label: offer.name }))]}
          />
          <SegmentedControl
            aria-label="Period"
            value={range}
            onChange={(value) => {
              setRange(value as ConversionRange);
              setPage(1);
            }}
            data={CONVERSION_RANGES.map((value) => ({ value, label: RANGE_LABELS[value] }))}
          />
          <Button variant="default" onClick={() => setImporting(true)}>
            Import report
          </Button>
        </Group>
      </Group>
      <QueryState
        what="Conversions"
        ready={ready}
        isPending={conversions.isPending}
        error={conversions.error}
        data={conversions.data}
        refetch={conversions.refetch}
        isEmpty={(data) => data.data.length === 0}
        emptyTitle="No conversions in this period"
        emptyText="Partners report sales by postback (see an offer’s Postback) or you import their report."
      >
        {(data) => (
          <Stack gap="sm">
            <Totals data={data} />
            <ConversionsTable data={data} />
            {data.pagination.last_page > 1 && (
              <Pagination
                value={data.pagination.page}
                total={data.pagination.last_page}
                onChange={setPage}
                getControlProps={() => ({ 'aria-label': 'Page' })}
              />
            )}
          </Stack>
        )}
      </QueryState>
      {importing && <ImportConversionsDialog onClose={() => setImporting(false)} />}
    </Paper>
  );
}

function Totals({ data }: { data: ConversionsResponse }) {
  return (
    <Group gap="lg" wrap="wrap" role="group" aria-label="Totals">
      <Text size="sm">
        Earnings: <strong data-testid="reporting-total">{formatMoney(data.reporting.earnings, data.reporting.currency)}</strong>
        {data.reporting.unconverted.length > 0 && (
          <Text span size="xs" c="orange">
            {' '}
            (without {data.reporting.unconverted.join(', ')}: no rate in Settings)
          </Text>
        )}
      </Text>
      {data.totals.map((total) => (
        <Text size="sm" key={total.currency} c="dimmed">
          {total.currency}: {total.conversions} sale{total.conversions === 1 ? '' : 's'} · {formatMoney(total.amount, total.currency)} ·
          earned {formatMoney(total.earnings, total.currency)}
        </Text>
      ))}
    </Group>
  );
}

function ConversionsTable({ data }: { data: ConversionsResponse }) {
  return (
    <Table.ScrollContainer minWidth={760} type="native" tabIndex={0}>
      <Table striped aria-label="Conversions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Offer</Table.Th>
            <Table.Th>Site</Table.Th>
            <Table.Th>Language</Table.Th>
            <Table.Th ta="right">Sale</Table.Th>
            <Table.Th ta="right">Earnings</Table.Th>
            <Table.Th>Source</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.data.map((conversion) => (
            <Table.Tr key={conversion.click_id} data-testid={`conversion-${conversion.click_id}`}>
              <Table.Td>{formatExact(conversion.converted_at)}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {conversion.offer_name}
                </Text>
                <Text size="xs" c="dimmed">
                  {conversion.partner_name}
                </Text>
              </Table.Td>
              <Table.Td>{conversion.domain}</Table.Td>
              <Table.Td>{conversion.locale.toUpperCase()}</Table.Td>
              <Table.Td ta="right">{formatMoney(conversion.amount, conversion.currency)}</Table.Td>
              <Table.Td ta="right">{formatMoney(conversion.earnings, conversion.earnings_currency)}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={conversion.source === 'postback' ? 'blue' : 'grape'}>
                  {conversion.source}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
