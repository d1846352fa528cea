import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  Badge,
  Button,
  Group,
  NativeSelect,
  Pagination,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/core/styles/Table.css';
import type { ConversionsResponse, Offer } from '@sitenet/api-client';
import { QueryState } from '../../../components/query-state';
import { RangePicker } from '../../../components/range-picker';
import { useOffers } from '../../../lib/api/get-offers';
import { formatExact } from '../../../lib/format-relative';
import { useConversions } from '../api/get-conversions';
import {
  readConversionFilters,
  writeConversionFilters,
  type ConversionUrlFilters,
} from '../lib/conversion-filters';
import { ImportConversionsDialog } from './import-conversions-dialog';

/** `12.5 EUR` as the reader's locale writes money; any three-letter code is accepted. */
export function formatMoney(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat(undefined, {
      style: 'currency',
      currency,
      maximumFractionDigits: 4,
    }).format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}

export interface ConversionsSectionProps {
  siteId: number | null;
  ready?: boolean;
}

const NO_OFFERS: Offer[] = [];

/**
 * Period, offer and page, kept in the URL (reload, Back, a shared link); a value the URL gets
 * wrong shows the default. `offers` undefined: still loading.
 */
function useConversionFilters(
  offers: readonly Offer[] | undefined,
): [ConversionUrlFilters, (patch: Partial<ConversionUrlFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = readConversionFilters(params, offers);
  const update = (patch: Partial<ConversionUrlFilters>) =>
    setParams(
      (next) => {
        writeConversionFilters(next, { ...filters, ...patch });
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return [filters, update];
}

/**
 * The conversions partners reported (postbacks and imported reports): filters by offer and
 * period, totals per currency and in the reporting currency, and "Import report".
 */
export function ConversionsSection({ siteId, ready = true }: ConversionsSectionProps) {
  // Every offer of the scope, not the Offers table's search results: a search there must not
  // drop the offer this section is filtered by (same query, so no second request without one).
  const offersQuery = useOffers(siteId, {}, { enabled: ready });
  // A list that failed to load confirms no offer: the filter falls back to every offer.
  const offers = offersQuery.data?.data ?? (offersQuery.isError ? NO_OFFERS : undefined);
  const [{ range, offerId, page }, setFilters] = useConversionFilters(offers);
  const [importing, setImporting] = useState(false);
  // An offer from the URL is checked against the list before it is asked for.
  const offerChecked = offerId === undefined || offers !== undefined;
  const conversions = useConversions(
    { siteId, offerId, range, page },
    { enabled: ready && offerChecked },
  );

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
              const value = event.currentTarget.value;
              setFilters({ offerId: value ? Number(value) : undefined, page: 1 });
            }}
            data={[
              { value: '', label: 'Every offer' },
              ...(offers ?? NO_OFFERS).map((offer) => ({
                value: String(offer.id),
                label: offer.name,
              })),
            ]}
          />
          <RangePicker value={range} onChange={(next) => setFilters({ range: next, page: 1 })} />
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
                onChange={(next) => setFilters({ page: next })}
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
        Earnings:{' '}
        <strong data-testid="reporting-total">
          {formatMoney(data.reporting.earnings, data.reporting.currency)}
        </strong>
        {data.reporting.unconverted.length > 0 && (
          <Text span size="xs" c="orange">
            {' '}
            (without {data.reporting.unconverted.join(', ')}: no rate in Settings)
          </Text>
        )}
      </Text>
      {data.totals.map((total) => (
        <Text size="sm" key={total.currency} c="dimmed">
          {total.currency}: {total.conversions} sale{total.conversions === 1 ? '' : 's'} ·{' '}
          {formatMoney(total.amount, total.currency)} · earned{' '}
          {formatMoney(total.earnings, total.currency)}
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
              <Table.Td ta="right">
                {formatMoney(conversion.earnings, conversion.earnings_currency)}
              </Table.Td>
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
