import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TranslationQueueItem, TranslationQueueResponse } from '@sitenet/api-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { fakeApi, site, type FakeCall, language } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { TranslationQueuePage } from './translation-queue-page';

const TIPS = site(1, 'Tips Magazine', 'localhost');

const LANGUAGES = [language(1, 'en', 'English'), language(2, 'es', 'Spanish'), language(3, 'fr', 'French')];

const item = (post_id: number, lang: string, state: TranslationQueueItem['state'], extra: Partial<TranslationQueueItem> = {}): TranslationQueueItem => ({
  post_id,
  title: `Post ${post_id}`,
  lang,
  state,
  status: state === 'missing' ? null : 'draft',
  review_note: null,
  updated_at: '2026-03-05T10:00:00.000Z',
  ...extra,
});

const queueOf = (data: TranslationQueueItem[], page = 1, total = data.length): TranslationQueueResponse => ({
  data,
  counts: {
    submitted: data.filter((row) => row.state === 'submitted').length,
    rejected: data.filter((row) => row.state === 'rejected').length,
    machine: data.filter((row) => row.state === 'machine').length,
    stale: data.filter((row) => row.state === 'stale').length,
    missing: data.filter((row) => row.state === 'missing').length,
  },
  pagination: { page, per_page: 25, total, last_page: Math.max(1, Math.ceil(total / 25)) },
});

let rows: TranslationQueueItem[];
let calls: FakeCall[];
let failQueue: boolean;

const queueCalls = () => calls.filter((call) => call.path === '/api/admin/translations/queue');

beforeEach(() => {
  failQueue = false;
  rows = [
    item(7, 'es', 'submitted', { title: 'Budgeting Apps Compared' }),
    item(8, 'fr', 'rejected', { title: 'Cheap Flights', review_note: 'Shorter title, please' }),
    item(11, 'es', 'machine', { title: 'Robot Vacuums' }),
    item(9, 'es', 'stale'),
    item(10, 'fr', 'missing', { title: 'Home Office Setup' }),
  ];
  calls = fakeApi(({ method, path }) => {
    if (path === '/api/admin/languages') return { body: { languages: LANGUAGES } };
    if (path === '/api/admin/translations/queue') {
      if (failQueue) return { status: 500, body: { message: 'Database unavailable' } };
      return { body: queueOf(rows) };
    }
    const review = /^\/api\/admin\/posts\/(\d+)\/translations\/(\w+)\/(approve|reject|review-machine)$/.exec(path);
    if (method === 'POST' && review) {
      const [, id, code, action] = review;
      rows = rows.filter((row) => !(row.post_id === Number(id) && row.lang === code));
      return {
        body: {
          translation: {
            post_id: Number(id),
            code,
            status: action === 'approve' ? 'published' : 'draft',
            review_state: action === 'approve' ? null : 'rejected',
            review_note: null,
            machine: false,
          },
        },
      };
    }
    return undefined;
  });
});

const open = (path = '/localhost/translations/queue') => renderAt(<TranslationQueuePage site={TIPS} />, path);

describe('TranslationQueuePage', { timeout: 20_000 }, () => {
  it('lists each row with a link to the editor in its language, its state, note and date, and the counts', async () => {
    open();
    const table = await screen.findByRole('table', { name: 'Translation queue' });
    const link = await within(table).findByRole('link', { name: 'Budgeting Apps Compared' });
    expect(link).toHaveAttribute('href', '/localhost/posts/7/edit?lang=es');
    const rejected = within(table).getByRole('link', { name: 'Cheap Flights' }).closest('tr')!;
    expect(within(rejected).getByText('Sent back')).toBeInTheDocument();
    expect(within(rejected).getByText('French')).toBeInTheDocument();
    expect(within(rejected).getByText('Shorter title, please')).toBeInTheDocument();
    expect(within(rejected).getByText('5 Mar 2026')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Submitted (1)' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Missing (1)' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Machine (1)' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'All (5)' })).toBeChecked();
    // Only the submitted row can be reviewed.
    expect(screen.getAllByRole('button', { name: /^Approve / })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Matrix' })).toHaveAttribute('href', '/localhost/translations');
  });

  it('approves a submitted translation, and the row leaves the list', async () => {
    open();
    const approve = await screen.findByRole('button', { name: 'Approve Budgeting Apps Compared (Spanish)' });
    await userEvent.click(approve);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Budgeting Apps Compared' })).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/admin/posts/7/translations/es/approve')).toBe(true);
    expect(await screen.findByText('Approved and published')).toBeInTheDocument();
  });

  it('marks a machine translation as reviewed, and the row leaves the list', async () => {
    open();
    const row = (await screen.findByRole('link', { name: 'Robot Vacuums' })).closest('tr')!;
    expect(within(row).getByText('Machine')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Mark as reviewed Robot Vacuums (Spanish)' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Robot Vacuums' })).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/admin/posts/11/translations/es/review-machine')).toBe(true);
    expect(await screen.findByText('Marked as reviewed')).toBeInTheDocument();
  });

  it('sends a submitted translation back with a note typed in a dialog', async () => {
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Send back Budgeting Apps Compared (Spanish)' }));
    const dialog = await screen.findByRole('dialog');
    const send = within(dialog).getByRole('button', { name: 'Send back' });
    expect(send).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /What should change/ }), 'Keep the brand names');
    await userEvent.click(send);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const reject = calls.find((call) => call.path === '/api/admin/posts/7/translations/es/reject');
    expect(reject?.body).toEqual({ note: 'Keep the brand names' });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Budgeting Apps Compared' })).not.toBeInTheDocument());
  });

  it('keeps the state, language and page in the URL and asks the server for them', async () => {
    const { router } = open('/localhost/translations/queue?page=2');
    await screen.findByRole('table', { name: 'Translation queue' });
    await waitFor(() => expect(queueCalls().at(-1)?.search).toBe('?site_id=1&page=2'));
    fireEvent.click(await screen.findByRole('radio', { name: 'Missing (1)' }));
    // A new filter starts again at page 1.
    await waitFor(() => expect(router.state.location.search).toBe('?state=missing'));
    await waitFor(() => expect(queueCalls().at(-1)?.search).toBe('?site_id=1&page=1&state=missing'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Language' }));
    await userEvent.click(await screen.findByRole('option', { name: 'French', hidden: true }));
    await waitFor(() => expect(router.state.location.search).toBe('?state=missing&lang=fr'));
    await waitFor(() => expect(queueCalls().at(-1)?.search).toBe('?site_id=1&page=1&state=missing&lang=fr'));
  });

  it('shows a translator only their languages and no review buttons', async () => {
    useAuthStore.setState({
      user: {
        id: 5,
        name: 'Tina Translator',
        email: 'tina@example.test',
        role: 'member',
        memberships: [{ site_id: 1, role: 'translator', languages: ['es'] }],
      },
    });
    open();
    await screen.findByRole('link', { name: 'Budgeting Apps Compared' });
    expect(screen.queryByRole('button', { name: /^Approve / })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Language' }));
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual(['All my languages', 'Spanish']);
  });

  it('says when nothing waits', async () => {
    rows = [];
    open();
    expect(await screen.findByText('Nothing waits for translation')).toBeInTheDocument();
  });

  it('shows a failed load with Retry', async () => {
    failQueue = true;
    open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The translation queue could not be loaded');
    failQueue = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Budgeting Apps Compared' })).toBeInTheDocument();
  });
});
