import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Subscriber, SubscribersResponse } from '@sitenet/api-client';
import { fakeApi, type FakeCall } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { NewsletterPage } from './newsletter-page';

const SITE_ID = 5;

const subscriber = (id: number, extra: Partial<Subscriber>): Subscriber => ({
  id,
  site_id: SITE_ID,
  email: `reader${id}@example.test`,
  locale: 'es',
  source_path: '/es/consejos',
  created_at: '2026-11-20T10:00:00.000Z',
  status: 'confirmed',
  consent_at: '2026-11-20T10:05:00.000Z',
  imported: false,
  confirmed_at: '2026-11-20T10:05:00.000Z',
  unsubscribed_at: null,
  ...extra,
});

const LIST = [
  subscriber(1, { email: 'lucia@example.test' }),
  subscriber(2, { email: 'pending@example.test', status: 'unconfirmed', consent_at: null, confirmed_at: null, locale: 'en' }),
  subscriber(3, { email: 'imported@example.test', imported: true, consent_at: '2024-03-01T00:00:00.000Z' }),
];

interface Options {
  confirmationMail?: boolean;
  imports?: Array<{ status?: number; body: unknown }>;
}

function serve({ confirmationMail = true, imports = [] }: Options = {}) {
  let list = [...LIST];
  const calls = fakeApi(({ method, path, search }: FakeCall) => {
    if (path === '/api/admin/newsletter' && method === 'GET') {
      const status = new URLSearchParams(search).get('status');
      const body: SubscribersResponse = { subscribers: list.filter((s) => !status || s.status === status), confirmation_mail: confirmationMail };
      return { body };
    }
    if (path === '/api/admin/newsletter/import') return imports.shift();
    const deleted = /^\/api\/admin\/newsletter\/(\d+)$/.exec(path);
    if (deleted && method === 'DELETE') {
      list = list.filter((s) => s.id !== Number(deleted[1]));
      return { body: { message: 'Subscriber deleted' } };
    }
    return undefined;
  });
  return calls;
}

const open = (path = '/home.localhost/newsletter') => renderAt(<NewsletterPage siteId={SITE_ID} domain="home.localhost" />, path);
const table = () => screen.findByRole('table', { name: 'Newsletter subscribers' });

afterEach(() => {
  document.body.innerHTML = '';
});

describe('newsletter subscribers screen', () => {
  it('lists subscribers with status, consent and language, filters by status in the URL', async () => {
    const calls = serve();
    const { router } = open();
    const rows = within(await table());
    expect(await rows.findByText('lucia@example.test')).toBeInTheDocument();
    const imported = rows.getByText('imported@example.test').closest('tr')!;
    expect(within(imported).getByText('Imported')).toBeInTheDocument();
    expect(within(imported).getByText('Confirmed')).toBeInTheDocument();
    expect(within(rows.getByText('pending@example.test').closest('tr')!).getByText('Unconfirmed')).toBeInTheDocument();
    expect(screen.getByText('3 subscribers')).toBeInTheDocument();
    expect(screen.getByText('ES 2')).toBeInTheDocument();
    expect(screen.queryByText('Confirmation email needs SMTP')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Unconfirmed', hidden: true }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=unconfirmed'));
    await waitFor(() => expect(rows.queryByText('lucia@example.test')).not.toBeInTheDocument());
    expect(rows.getByText('pending@example.test')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/admin/newsletter' && c.search === `?site_id=${SITE_ID}&status=unconfirmed`)).toBe(true);
  });

  it('says that confirmation email needs SMTP when none is configured', async () => {
    serve({ confirmationMail: false });
    open('/home.localhost/newsletter?status=unconfirmed');
    expect(await screen.findByText('Confirmation email needs SMTP')).toBeInTheDocument();
    expect(await within(await table()).findByText('pending@example.test')).toBeInTheDocument();
  });

  it('imports a CSV: shows every wrong row when refused, the counts when done', async () => {
    const calls = serve({
      imports: [
        {
          status: 422,
          body: {
            message: '1 row has errors: nothing was imported',
            errors: { 'row 3': ['consent_date 2030-01-01 is in the future'] },
          },
        },
        { body: { message: '2 imported, 1 already subscribed (left as they are)', imported: 2, skipped: 1 } },
      ],
    });
    open();
    await table();
    const csv = 'email,consent_date\na@example.test,2024-01-01\nb@example.test,2030-01-01\n';
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File([csv], 'list.csv', { type: 'text/csv' }));
    const refused = await screen.findByRole('alert');
    expect(within(refused).getByText('Nothing was imported')).toBeInTheDocument();
    expect(within(refused).getByText('Row 3: consent_date 2030-01-01 is in the future')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/admin/newsletter/import')?.body).toEqual({ site_id: SITE_ID, csv });

    await userEvent.upload(input, new File([csv.replace('2030', '2024')], 'list.csv', { type: 'text/csv' }));
    expect(await screen.findByText('Import done: 2 imported, 1 already subscribed (left as they are)')).toBeInTheDocument();
    expect(screen.queryByText('Nothing was imported')).not.toBeInTheDocument();
  });

  it('deletes a subscriber on request after a confirmation', async () => {
    const calls = serve();
    open();
    const rows = within(await table());
    await userEvent.click(await rows.findByRole('button', { name: 'Delete lucia@example.test' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete subscriber' });
    expect(within(dialog).getByText(/The address and every record of it are removed/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rows.queryByText('lucia@example.test')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/admin/newsletter/1')).toBe(true);
    expect(await screen.findByText('lucia@example.test deleted')).toBeInTheDocument();
  });
});
