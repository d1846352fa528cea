import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { linkPatterns, paths } from '../../../config/paths';
import { useAuthStore } from '../../../lib/auth-store';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { AcceptInvitePage } from './accept-invite-page';

const TOKEN = 'A'.repeat(43);
const invite = {
  email: 'tess@example.test',
  name: 'Tess',
  role: 'member',
  memberships: [{ site_id: 3, site_name: 'Home Nest', site_domain: 'home.localhost', role: 'translator', languages: ['es'] }],
  invited_by: { name: 'Demo Owner' },
  network_name: 'TipsHub',
  expires_at: '2030-01-08T10:00:00.000Z',
};
const user = { id: 9, name: 'Tess Translator', email: 'tess@example.test', role: 'member', memberships: invite.memberships };

function setup(accept: Array<{ status?: number; body: unknown }>, show: { status?: number; body: unknown } = { body: { invite } }) {
  const calls = fakeApi(({ method, path }) => {
    if (method === 'GET' && path === `/api/invites/${TOKEN}`) return show;
    if (method === 'POST' && path === `/api/invites/${TOKEN}/accept`) return accept.shift();
    return undefined;
  });
  // A visitor arriving from the link holds no token.
  useAuthStore.setState({ token: null, user: null });
  const view = renderRoutes(
    [
      { path: linkPatterns.invite, element: <AcceptInvitePage /> },
      { path: paths.dashboard, element: <p>Dashboard screen</p> },
    ],
    paths.invite(TOKEN),
  );
  return { calls, ...view };
}

describe('accept an invitation', () => {
  it('shows who invited and the roles, keeps what was typed on a weak password, then signs in to the dashboard', async () => {
    const u = userEvent.setup();
    const reason = 'The password is too weak: This is similar to a commonly used password.';
    const { calls } = setup([
      { status: 422, body: { message: reason, errors: { password: [reason] } } },
      { body: { token: 'new-session', user, message: 'Welcome to TipsHub' } },
    ]);
    expect(await screen.findByRole('heading', { name: 'Join TipsHub' })).toBeInTheDocument();
    expect(screen.getByText(/Demo Owner invited you \(tess@example.test\)/)).toBeInTheDocument();
    expect(screen.getByText('Translator on Home Nest (home.localhost): Spanish')).toBeInTheDocument();
    const name = screen.getByLabelText(/Your name/);
    expect(name).toHaveValue('Tess');
    await u.clear(name);
    await u.type(name, 'Tess Translator');
    const password = screen.getByLabelText(/Choose a password/);
    await u.type(password, 'password1234');
    await u.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await u.click(screen.getByRole('button', { name: 'Accept invitation' }));

    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.getByLabelText(/Your name/)).toHaveValue('Tess Translator');
    expect(screen.getByLabelText(/Choose a password/)).toHaveValue('password1234');

    await u.clear(screen.getByLabelText(/Choose a password/));
    await u.type(screen.getByLabelText(/Choose a password/), 'violet kettle orbits quietly');
    await u.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
    expect(useAuthStore.getState().token).toBe('new-session');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2);
  });

  it('says clearly when the link was already used', async () => {
    setup([], { status: 410, body: { message: 'This invitation has already been accepted. Sign in instead.' } });
    expect(await screen.findByRole('heading', { name: 'This invitation cannot be used' })).toBeInTheDocument();
    expect(screen.getByText('This invitation has already been accepted. Sign in instead.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', paths.login));
  });
});
