import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, site } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { InviteDialog, type InviteDialogProps } from './invite-dialog';

const LINK = `http://admin.localhost:3000/invite/${'B'.repeat(43)}`;
const languages = [
  { id: 1, code: 'en', label: 'English', nativeName: 'English', flag: '🇬🇧', enabled: true, isDefault: true, translationProgress: 100, keyCount: 1 },
  { id: 2, code: 'es', label: 'Spanish', nativeName: 'Español', flag: '🇪🇸', enabled: true, isDefault: false, translationProgress: 100, keyCount: 1 },
];

function setup(viewer: InviteDialogProps['viewer'], answers: Array<{ status?: number; body: unknown }>) {
  const calls = fakeApi(({ method, path }) => {
    if (method === 'GET' && path === '/api/admin/sites') return { body: { sites: [site(3, 'Home Nest', 'home.localhost'), site(4, 'Money', 'money.localhost')] } };
    if (method === 'GET' && path === '/api/admin/languages') return { body: { languages } };
    if (method === 'POST' && path === '/api/admin/invites') return answers.shift();
    return undefined;
  });
  renderAt(<InviteDialog opened onClose={() => undefined} viewer={viewer} />, '/users');
  return { calls };
}

const owner = { role: 'owner' as const, memberships: [] };

describe('InviteDialog', () => {
  it('invites a translator for Spanish and shows the link once with a copy button when nothing is mailed', async () => {
    const u = userEvent.setup();
    const { calls } = setup(owner, [
      { status: 409, body: { message: 'This email already has an account', errors: { email: ['This email already has an account'] } } },
      { status: 201, body: { invite: { id: 5, email: 'tess@example.test', expires_at: '2030-01-08T10:00:00.000Z' }, link: LINK } },
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Invite a person' });
    await u.type(within(dialog).getByLabelText(/^Email/), 'tess@example.test');
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Home Nest (home.localhost)' })).toBeInTheDocument());
    await u.selectOptions(within(dialog).getByLabelText('Site'), '3');
    await u.selectOptions(within(dialog).getByLabelText('Role'), 'translator');
    await u.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Choose the languages the translator writes')).toBeInTheDocument();
    await u.click(await within(dialog).findByRole('checkbox', { name: 'Spanish' }));
    await u.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    // The server's 409 at the email field; what was typed stays.
    expect((await within(dialog).findAllByText('This email already has an account')).length).toBeGreaterThan(0);
    expect(within(dialog).getByLabelText(/^Email/)).toHaveValue('tess@example.test');
    expect(within(dialog).getByRole('checkbox', { name: 'Spanish' })).toBeChecked();

    await u.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByLabelText('Invitation link')).toHaveValue(LINK);
    expect(within(dialog).getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(within(dialog).getByText(/Shown only this once/)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2);
  });

  it('says "Invitation sent to" when the server mailed it', async () => {
    const u = userEvent.setup();
    setup(owner, [{ status: 201, body: { invite: { id: 6, email: 'ada@example.test', expires_at: '2030-01-08T10:00:00.000Z' } } }]);
    const dialog = await screen.findByRole('dialog', { name: 'Invite a person' });
    await u.type(within(dialog).getByLabelText(/^Email/), 'ada@example.test');
    await u.click(within(dialog).getByRole('radio', { name: 'Administrator' }));
    await u.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByText('Invitation sent to ada@example.test')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Invitation link')).toBeNull();
  });

  it('offers an editor only their sites and the roles below their own', async () => {
    setup({ role: 'member', memberships: [{ site_id: 3, role: 'editor', languages: [] }] }, []);
    const dialog = await screen.findByRole('dialog', { name: 'Invite a person' });
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Home Nest (home.localhost)' })).toBeInTheDocument());
    expect(within(dialog).queryByRole('option', { name: 'Money (money.localhost)' })).toBeNull();
    expect(within(dialog).queryByRole('radio', { name: 'Administrator' })).toBeNull();
    await userEvent.setup().selectOptions(within(dialog).getByLabelText('Site'), '3');
    const roles = within(within(dialog).getByLabelText('Role')).getAllByRole('option').map((option) => option.textContent);
    expect(roles).toEqual(['Choose a role', 'Author', 'Contributor', 'Translator']);
  });
});
