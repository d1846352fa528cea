import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../lib/auth-store';
import { fakeApi, type FakeCall } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { PasswordForm } from './password-form';

const ME = {
  id: 1,
  name: 'Test Admin',
  email: 'admin@example.test',
  role: 'administrator',
  status: 'active',
  memberships: [],
  last_seen_at: null,
  created_at: '2026-01-01T00:00:00.000Z',
};

function setup(answer: (call: FakeCall) => { status?: number; body: unknown }) {
  const calls = fakeApi((call) =>
    call.method === 'PUT' && call.path === '/api/admin/me' ? answer(call) : undefined,
  );
  renderAt(<PasswordForm />, '/profile');
  return calls;
}

afterEach(() => useAuthStore.setState({ token: null, user: null }));

describe('Password change form', () => {
  it('shows the server’s policy reason at the new password and keeps what was typed', async () => {
    const user = userEvent.setup();
    const reason = 'This password is too easy to guess: add another word or two';
    const calls = setup(() => ({
      status: 422,
      body: { message: reason, errors: { password: [reason] } },
    }));
    await user.type(screen.getByLabelText(/^Current password/), 'demo-admin-2026');
    await user.type(screen.getByLabelText(/^New password/), 'password1234');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(
      expect.stringContaining(reason),
    );
    expect(screen.getByLabelText(/^New password/)).toHaveValue('password1234');
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('demo-admin-2026');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      current_password: 'demo-admin-2026',
      password: 'password1234',
    });
  });

  it('shows a wrong current password at that field', async () => {
    const user = userEvent.setup();
    const wrong = 'Your current password is not correct';
    setup(() => ({ status: 400, body: { message: wrong, errors: { current_password: [wrong] } } }));
    await user.type(screen.getByLabelText(/^Current password/), 'nope');
    await user.type(screen.getByLabelText(/^New password/), 'a long and quiet harbour');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(wrong)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Current password/)).toHaveAccessibleDescription(
      expect.stringContaining(wrong),
    );
  });

  it('toggles each password’s visibility, asks for both, and confirms a change with a toast', async () => {
    const user = userEvent.setup();
    const calls = setup(() => ({ body: { user: ME } }));
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Enter your current password')).toBeInTheDocument();
    expect(screen.getByText('Enter a new password')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    const next = screen.getByLabelText(/^New password/);
    expect(next).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show new password' }));
    expect(next).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText(/^Current password/)).toHaveAttribute('type', 'password');

    await user.type(screen.getByLabelText(/^Current password/), 'demo-admin-2026');
    await user.type(next, 'a long and quiet harbour');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Password changed. Your other sessions are signed out.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(next).toHaveValue(''));
  });
});
