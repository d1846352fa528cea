import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Person } from '@sitenet/api-client';
import { useAuthStore, type SignedInUser } from '../../../lib/auth-store';
import { fakeApi, site, type FakeCall } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { UsersPage } from './users-page';

const SITES = [site(1, 'Tips Magazine', 'localhost'), site(3, 'Home Nest', 'home.localhost')];
const HOUR_AGO = new Date(Date.now() - 3600_000).toISOString();

function person(id: number, name: string, email: string, extra: Partial<Person> = {}): Person {
  return {
    id,
    name,
    email,
    role: 'member',
    status: 'active',
    memberships: [],
    last_seen_at: null,
    created_at: '2026-01-01T00:00:00.000Z',
    ...extra,
  };
}

const PEOPLE: Person[] = [
  person(1, 'Demo Owner', 'owner@demo.test', { role: 'owner', last_seen_at: HOUR_AGO }),
  person(2, 'Demo Admin', 'admin@demo.test', { role: 'administrator' }),
  person(4, 'Demo Editor', 'editor@demo.test', {
    memberships: [{ site_id: 3, role: 'editor', languages: [] }],
  }),
  person(5, 'Demo Author', 'author@demo.test', {
    memberships: [{ site_id: 3, role: 'author', languages: [] }],
  }),
  person(6, 'Demo Contributor', 'contributor@demo.test', {
    status: 'suspended',
    memberships: [{ site_id: 1, role: 'contributor', languages: [] }],
  }),
];

const LANGUAGES = [
  {
    id: 31,
    code: 'en',
    label: 'English',
    nativeName: 'English',
    flag: '🇬🇧',
    enabled: true,
    isDefault: true,
    translationProgress: 100,
    keyCount: 10,
  },
  {
    id: 32,
    code: 'es',
    label: 'Spanish',
    nativeName: 'Español',
    flag: '🇪🇸',
    enabled: true,
    isDefault: false,
    translationProgress: 100,
    keyCount: 10,
  },
];

function signedInAs(user: Person) {
  const stored: SignedInUser = {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    memberships: user.memberships,
  };
  useAuthStore.setState({ token: 'test-token', user: stored });
}

function setup(viewer: Person, update?: (call: FakeCall) => { status?: number; body: unknown }) {
  const calls = fakeApi((call) => {
    if (call.path === '/api/admin/users' && call.method === 'GET')
      return { body: { users: PEOPLE } };
    if (call.path === '/api/admin/sites')
      return { body: { sites: call.search.includes('deleted') ? [] : SITES } };
    if (call.path === '/api/admin/languages') return { body: { languages: LANGUAGES } };
    if (call.method === 'PUT' && update) return update(call);
    return undefined;
  });
  signedInAs(viewer);
  renderAt(<UsersPage siteId={null} />, '/users');
  return calls;
}

afterEach(() => useAuthStore.setState({ token: null, user: null }));

describe('Users table', () => {
  it('lists people with their roles per site, status and last seen, and the owner row has no actions', async () => {
    setup(PEOPLE[0]!);
    const table = await screen.findByRole('table', { name: 'People' });
    const row = (name: string) => within(table).getByText(name).closest('tr')!;
    await within(table).findByText('Demo Editor');
    expect(within(row('Demo Editor')).getByText('editor · home.localhost')).toBeInTheDocument();
    expect(within(row('Demo Admin')).getByText('Administrator')).toBeInTheDocument();
    expect(within(row('Demo Contributor')).getByText('Suspended')).toBeInTheDocument();
    expect(within(row('Demo Owner')).getByText('1 hour ago')).toHaveAttribute(
      'title',
      expect.stringMatching(/\d{4}/),
    );
    expect(within(row('Demo Author')).getByText('Never')).toBeInTheDocument();
    // The owner is never suspended, removed or demoted: no menu on that row (it is the viewer too).
    expect(within(row('Demo Owner')).queryByRole('button', { name: /Actions for/ })).toBeNull();
    expect(
      within(row('Demo Admin')).getByRole('button', { name: 'Actions for Demo Admin' }),
    ).toBeInTheDocument();
  });

  it('searches names and emails and filters by site and by role', async () => {
    const user = userEvent.setup();
    setup(PEOPLE[0]!);
    const table = await screen.findByRole('table', { name: 'People' });
    await within(table).findByText('Demo Editor');
    await user.type(screen.getByRole('textbox', { name: 'Search people' }), 'contributor@');
    await waitFor(() => expect(within(table).queryByText('Demo Editor')).toBeNull());
    expect(within(table).getByText('Demo Contributor')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Search people' }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Site' }), 'home.localhost');
    await waitFor(() => expect(within(table).queryByText('Demo Contributor')).toBeNull());
    // The owner and administrators reach every site.
    expect(within(table).getByText('Demo Admin')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'author');
    await waitFor(() => expect(within(table).queryByText('Demo Editor')).toBeNull());
    expect(within(table).getByText('Demo Author')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'manager');
    expect(await within(table).findByText('No one matches these filters')).toBeInTheDocument();
  });

  it('offers an editor actions only on people below them on their own site', async () => {
    const user = userEvent.setup();
    setup(PEOPLE[2]!);
    const table = await screen.findByRole('table', { name: 'People' });
    await within(table).findByText('Demo Author');
    // An editor cannot change an administrator, the owner, or someone of another site.
    expect(within(table).queryByRole('button', { name: 'Actions for Demo Admin' })).toBeNull();
    expect(
      within(table).queryByRole('button', { name: 'Actions for Demo Contributor' }),
    ).toBeNull();
    await user.click(within(table).getByRole('button', { name: 'Actions for Demo Author' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit roles', 'Suspend', 'Remove']);
  });

  it('offers the owner Reactivate on a suspended person and Transfer ownership, confirmed by typing the email', async () => {
    const user = userEvent.setup();
    const calls = setup(PEOPLE[0]!);
    const table = await screen.findByRole('table', { name: 'People' });
    await user.click(
      await within(table).findByRole('button', { name: 'Actions for Demo Contributor' }),
    );
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit roles', 'Reactivate', 'Remove']);
    await user.keyboard('{Escape}');
    await user.click(within(table).getByRole('button', { name: 'Actions for Demo Admin' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Transfer ownership' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make Demo Admin the owner?' });
    const confirm = within(dialog).getByRole('button', { name: 'Transfer ownership' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox'), 'admin@demo.test');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Not found');
    expect(
      calls.some(
        (call) => call.method === 'POST' && call.path === '/api/admin/users/2/transfer-ownership',
      ),
    ).toBe(true);
  });
});

describe('Edit roles dialog', () => {
  it('offers only the roles below the editor’s own, on their site, and sends the translator’s languages', async () => {
    const user = userEvent.setup();
    const calls = setup(PEOPLE[2]!, ({ body }) => ({
      body: {
        user: {
          ...PEOPLE[3]!,
          memberships: (body as { memberships: Person['memberships'] }).memberships,
        },
      },
    }));
    const table = await screen.findByRole('table', { name: 'People' });
    await user.click(await within(table).findByRole('button', { name: 'Actions for Demo Author' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit roles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roles of Demo Author' });
    // Not the owner: the network role is shown, not chosen.
    expect(within(dialog).queryByRole('combobox', { name: 'Network role' })).toBeNull();
    const role = within(dialog).getByRole('combobox', { name: 'Role on site 1' });
    expect(
      within(role)
        .getAllByRole('option')
        .filter((o) => !(o as HTMLOptionElement).disabled)
        .map((o) => o.textContent),
    ).toEqual(['Author', 'Contributor', 'Translator']);
    // Only the sites the editor manages can be chosen.
    const siteSelect = within(dialog).getByRole('combobox', { name: 'Site 1' });
    expect(within(siteSelect).queryByRole('option', { name: 'localhost' })).toBeNull();

    await user.selectOptions(role, 'translator');
    await user.click(within(dialog).getByRole('button', { name: 'Save roles' }));
    expect(
      await within(dialog).findByText('Choose the languages the translator writes'),
    ).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Spanish (es)' }));
    expect(within(dialog).queryByRole('checkbox', { name: /English/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save roles' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Roles of Demo Author' })).toBeNull(),
    );
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.path).toBe('/api/admin/users/5');
    expect(put?.body).toEqual({
      memberships: [{ site_id: 3, role: 'translator', languages: ['es'] }],
    });
  });

  it('shows the server’s refusal in the dialog and keeps what was chosen', async () => {
    const user = userEvent.setup();
    setup(PEOPLE[2]!, () => ({
      status: 403,
      body: { message: 'You can only grant roles below your own' },
    }));
    const table = await screen.findByRole('table', { name: 'People' });
    await user.click(await within(table).findByRole('button', { name: 'Actions for Demo Author' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit roles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roles of Demo Author' });
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Role on site 1' }),
      'contributor',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save roles' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You can only grant roles below your own',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Role on site 1' })).toHaveValue(
      'contributor',
    );
  });

  it('lets the owner make someone an administrator', async () => {
    const user = userEvent.setup();
    const calls = setup(PEOPLE[0]!, () => ({
      body: { user: { ...PEOPLE[2]!, role: 'administrator' } },
    }));
    const table = await screen.findByRole('table', { name: 'People' });
    await user.click(await within(table).findByRole('button', { name: 'Actions for Demo Editor' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit roles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roles of Demo Editor' });
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Network role' }),
      'administrator',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save roles' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      role: 'administrator',
      memberships: [{ site_id: 3, role: 'editor', languages: [] }],
    });
  });
});
