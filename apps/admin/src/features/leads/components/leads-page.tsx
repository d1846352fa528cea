import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Group, Select, Stack, Tabs, TextInput } from '@mantine/core';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Tabs.css';
import type { Lead, SubscriberStatus } from '@sitenet/api-client';
import { DataTable, DataTablePagination } from '@sitenet/ui';
import { Icon } from '../../../components/icons';
import { QueryError } from '../../../components/query-state';
import { logger } from '../../../lib/logger';
import { useLeads } from '../api/get-leads';
import { useContactsTable } from '../hooks/use-contacts-table';
import { STATUS_OPTIONS } from '../lib/lead-status';
import { readLeadsUrlState, writeLeadsUrlState, type LeadsUrlState } from '../lib/leads-url';
import { ExportCsvButton } from './export-csv-button';
import { LeadDrawer } from './lead-drawer';
import { leadColumns } from './leads-columns';
import { SubscribersPanel } from './subscribers-panel';

const NO_LEADS: Lead[] = [];
const LEAD_COLUMNS = leadColumns();
const ALL = 'all';

export interface LeadsPageProps {
  /** The selected site's id, or null for every site the user may see. */
  siteId: number | null;
  domain: string | undefined;
  /** False while the site list that decides the scope is still loading. */
  ready?: boolean;
}

/** Leads (status filter, search and the open lead in the URL) and, on a tab, newsletter subscribers. */
export function LeadsPage({ siteId, domain, ready = true }: LeadsPageProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readLeadsUrlState(searchParams), [searchParams]);
  // The subscribers' status filter of this tab (the newsletter page keeps its own in the URL).
  const [subscriberStatus, setSubscriberStatus] = useState<SubscriberStatus | undefined>(undefined);
  const update = (patch: Partial<LeadsUrlState>) =>
    setSearchParams(writeLeadsUrlState({ ...state, ...patch }), { replace: true, preventScrollReset: true });

  return (
    <Tabs
      value={state.view}
      onChange={(view) => update({ view: view === 'newsletter' ? 'newsletter' : 'leads', lead: undefined })}
      keepMounted={false}
    >
      <Tabs.List mb="md">
        <Tabs.Tab value="leads">Leads</Tabs.Tab>
        <Tabs.Tab value="newsletter">Newsletter subscribers</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="leads">
        <LeadsPanel siteId={siteId} domain={domain} ready={ready} state={state} update={update} />
      </Tabs.Panel>
      <Tabs.Panel value="newsletter">
        <SubscribersPanel
          siteId={siteId}
          domain={domain}
          ready={ready}
          status={subscriberStatus}
          onStatusChange={setSubscriberStatus}
        />
      </Tabs.Panel>
    </Tabs>
  );
}

interface LeadsPanelProps extends LeadsPageProps {
  state: LeadsUrlState;
  update: (patch: Partial<LeadsUrlState>) => void;
}

function LeadsPanel({ siteId, domain, ready = true, state, update }: LeadsPanelProps) {
  const [, setSearchParams] = useSearchParams();
  const q = useDeferredValue(state.q.trim());
  const query = useLeads(siteId, { status: state.status, q }, { enabled: ready });
  // The lead as the last status change returned it, so the drawer stays open even when the new
  // status takes it out of the filtered list.
  const [changed, setChanged] = useState<Lead | undefined>(undefined);

  useEffect(() => {
    if (query.error) logger.error('Failed to fetch leads', query.error);
  }, [query.error]);

  const leads = query.data ?? NO_LEADS;
  const openLead = state.lead
    ? changed?.id === state.lead
      ? changed
      : leads.find((lead) => lead.id === state.lead)
    : undefined;
  const open = useCallback(
    (lead: Lead) =>
      setSearchParams(
        (params) => {
          params.set('lead', String(lead.id));
          return params;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setSearchParams],
  );
  // A new filter starts again at the first page.
  const table = useContactsTable<Lead>({ columns: LEAD_COLUMNS, data: leads, autoResetPageIndex: true });

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <TextInput
            placeholder="Search leads..."
            aria-label="Search leads"
            leftSection={<Icon name="search" size={16} />}
            value={state.q}
            onChange={(event) => update({ q: event.currentTarget.value })}
            w={{ base: '100%', sm: 280 }}
          />
          <Select
            aria-label="Status"
            data={[{ value: ALL, label: 'All statuses' }, ...STATUS_OPTIONS]}
            value={state.status ?? ALL}
            onChange={(value) =>
              update({ status: STATUS_OPTIONS.find((o) => o.value === value)?.value })
            }
            allowDeselect={false}
            w={170}
          />
        </Group>
        <ExportCsvButton
          request={{ kind: 'leads', siteId, domain, status: state.status, q }}
          disabled={!leads.length}
        />
      </Group>
      {query.error ? (
        <QueryError what="Leads" error={query.error} refetch={query.refetch} />
      ) : (
        <DataTable
          table={table}
          label="Leads"
          // Fits 1280 px with the sidebar; narrower screens scroll the table, not the page.
          minWidth={720}
          onRowActivate={(row) => open(row.original)}
          rowLabel={(row) => `Open the lead from ${row.original.name}`}
          loading={!ready || query.isPending}
          loadingText="Loading leads..."
          emptyText={state.status || q ? 'No leads match these filters' : 'No leads yet'}
          footer={<DataTablePagination table={table} />}
        />
      )}
      <LeadDrawer
        lead={openLead}
        onClose={() => {
          setChanged(undefined);
          update({ lead: undefined });
        }}
        onChanged={setChanged}
      />
    </Stack>
  );
}
