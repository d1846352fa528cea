import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Lead } from '@sitenet/api-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { LeadsPage } from './leads-page';

const lead = (id: number, name: string, message: string): Lead => ({
  id,
  site_id: 1,
  name,
  email: `${name.toLowerCase().replace(/\W+/g, '.')}@a-rather-long-company-domain.example`,
  subject: 'services',
  message,
  locale: 'es',
  source_path: '/es/contacto',
  referrer_host: null,
  status: 'new',
  created_at: '2026-03-01T10:00:00Z',
});

const LEADS = [lead(1, 'Ana García', 'Quiero un presupuesto.'), lead(2, 'Omar Haddad', 'Call me back, please.')];

beforeEach(() => {
  fakeApi(({ path }) => (path === '/api/admin/leads' ? { body: { leads: LEADS } } : undefined));
});

const table = () => screen.getByRole('table', { name: 'Leads' });
const rowOf = (name: string) => within(table()).getByRole('row', { name: `Open the lead from ${name}` });

describe('LeadsPage rows', { timeout: 20_000 }, () => {
  it('opens the lead’s drawer on a click anywhere on its row', async () => {
    const user = userEvent.setup();
    const { router } = renderAt(<LeadsPage siteId={1} domain="localhost" />, '/localhost/leads');
    await screen.findByText('Omar Haddad');
    await user.click(within(rowOf('Omar Haddad')).getByText('Services'));
    const drawer = await screen.findByRole('dialog', { name: 'Omar Haddad' });
    expect(within(drawer).getByTestId('lead-message')).toHaveTextContent('Call me back, please.');
    expect(router.state.location.search).toBe('?lead=2');
  });

  it('opens it from the keyboard (Enter or Space on the focused row) and gives focus back to the row', async () => {
    const user = userEvent.setup();
    renderAt(<LeadsPage siteId={1} domain="localhost" />, '/localhost/leads');
    await screen.findByText('Ana García');
    const row = rowOf('Ana García');
    row.focus();
    expect(row).toHaveFocus();
    await user.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Ana García' });
    expect(within(drawer).getByTestId('lead-message')).toHaveTextContent('Quiero un presupuesto.');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(rowOf('Ana García')).toHaveFocus());

    await user.keyboard(' ');
    expect(await screen.findByRole('dialog', { name: 'Ana García' })).toBeInTheDocument();
  });
});
