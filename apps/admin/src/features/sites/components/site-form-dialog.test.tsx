import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, site } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { SitesPage } from './sites-page';

interface Answer {
  status?: number;
  body: unknown;
}

/** The Sites screen over a fake API whose create, update and delete answers the test gives. */
function setup(answers: { create?: Answer; update?: Answer; delete?: Answer } = {}, shown = [site(3, 'Home Nest', 'home.localhost', { languages: ['en', 'zh'], default_language: 'en', categories: ['home'], aliases: [] })]) {
  const calls = fakeApi(({ method, path, search }) => {
    if (method === 'GET' && path === '/api/admin/sites') {
      return { body: { sites: search.includes('deleted=true') ? [] : shown } };
    }
    if (method === 'POST' && path === '/api/admin/sites') return answers.create;
    if (method === 'PUT') return answers.update;
    if (method === 'DELETE') return answers.delete;
    return undefined;
  });
  renderAt(<SitesPage />, '/sites');
  return { calls };
}

describe('Add New Site form', () => {
  it('opens from Add New Site with the name focused and checks the contract’s rules before sending', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    await screen.findByText('Home Nest');
    await user.click(screen.getByRole('button', { name: 'Add New Site' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Site' });
    await waitFor(() => expect(within(dialog).getByLabelText(/Site name/)).toHaveFocus());
    await user.type(within(dialog).getByLabelText(/Site name/), 'Garden Notes');
    await user.type(within(dialog).getByLabelText(/^Domain/), 'http://garden.localhost');
    await user.click(within(dialog).getByRole('button', { name: 'Create Site' }));
    expect(await within(dialog).findByText(/Enter a host name like example.com/)).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText(/^Domain/)).toHaveFocus());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows a 409 from the server at the domain, keeps what was typed, and creates on a second try', async () => {
    const user = userEvent.setup();
    const answers: { create?: Answer } = {
      create: { status: 409, body: { message: 'money.localhost is already used by Pocket Money Notes', errors: { domain: ['money.localhost is already used by Pocket Money Notes'] } } },
    };
    const { calls } = setup(answers);
    await screen.findByText('Home Nest');
    await user.click(screen.getByRole('button', { name: 'Add New Site' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Site' });
    await user.type(within(dialog).getByLabelText(/Site name/), 'Garden Notes');
    await user.type(within(dialog).getByLabelText(/^Domain/), 'money.localhost');
    await user.click(within(dialog).getByRole('checkbox', { name: /Spanish/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Site' }));
    expect(await within(dialog).findByText('money.localhost is already used by Pocket Money Notes')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Site name/)).toHaveValue('Garden Notes');
    expect(within(dialog).getByRole('checkbox', { name: /Spanish/ })).toBeChecked();

    answers.create = { status: 201, body: { site: site(9, 'Garden Notes', 'garden.localhost') } };
    const domain = within(dialog).getByLabelText(/^Domain/);
    await user.clear(domain);
    await user.type(domain, 'garden.localhost');
    await user.click(within(dialog).getByRole('button', { name: 'Create Site' }));
    expect(await screen.findByText('Garden Notes created')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2);
  });

  it('opens from the empty state’s Add Your First Site', async () => {
    const user = userEvent.setup();
    setup({}, []);
    await user.click(await screen.findByRole('button', { name: 'Add Your First Site' }));
    expect(await screen.findByRole('dialog', { name: 'Add New Site' })).toBeInTheDocument();
  });

  it('edits a site from its card with its values filled in', async () => {
    const user = userEvent.setup();
    const { calls } = setup({ update: { body: { site: site(3, 'Home Nest Daily', 'home.localhost') } } });
    await user.click(await screen.findByRole('button', { name: 'Edit Home Nest' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Home Nest' });
    expect(within(dialog).getByLabelText(/^Domain/)).toHaveValue('home.localhost');
    expect(within(dialog).getByRole('checkbox', { name: /Chinese/ })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Home' })).toBeChecked();
    const name = within(dialog).getByLabelText(/Site name/);
    await user.clear(name);
    await user.type(name, 'Home Nest Daily');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Home Nest Daily saved')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.path).toBe('/api/admin/sites/3');
  });

  it('deletes only once the domain is typed', async () => {
    const user = userEvent.setup();
    const { calls } = setup({ delete: { body: { site: site(3, 'Home Nest', 'home.localhost', { deleted_at: new Date().toISOString() }) } } });
    await user.click(await screen.findByRole('button', { name: 'Delete Home Nest' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Home Nest?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete Site' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/to confirm/), 'home.local');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/to confirm/), 'host');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(await screen.findByText('Home Nest deleted')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/admin/sites/3');
  });
});
