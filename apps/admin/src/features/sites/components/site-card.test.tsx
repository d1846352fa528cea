import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Site } from '@sitenet/api-client';
import { fakeApi, site } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { SiteCard } from './site-card';

const toggles = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.method === 'POST').map((c) => c.path);

function setup(shown: Site, status = 200) {
  const calls = fakeApi(({ method, path }) => {
    if (method === 'POST')
      return { status, body: status === 200 ? { ok: true } : { message: 'boom' } };
    if (path === '/api/admin/sites') return { body: { sites: [shown] } };
    return undefined;
  });
  renderAt(<SiteCard site={shown} />, '/sites');
  return calls;
}

// Modals and toasts animate in jsdom; a busy machine needs the time.
describe('SiteCard toggles', { timeout: 20_000 }, () => {
  it('asks before deactivating; Cancel calls nothing', async () => {
    const user = userEvent.setup();
    const calls = setup(site(3, 'Home Nest', 'home.localhost'));
    await user.click(screen.getByRole('button', { name: 'Deactivate Home Nest' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Home Nest?' });
    expect(dialog).toHaveTextContent('home.localhost');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toggles(calls)).toEqual([]);
  });

  it('deactivates after confirmation and confirms with a toast', async () => {
    const user = userEvent.setup();
    const calls = setup(site(3, 'Home Nest', 'home.localhost'));
    await user.click(screen.getByRole('button', { name: 'Deactivate Home Nest' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Home Nest?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Home Nest deactivated')).toBeInTheDocument();
    expect(toggles(calls)).toEqual(['/api/admin/sites/3/toggle-active']);
  });

  it('activates and switches maintenance off without asking', async () => {
    const user = userEvent.setup();
    const calls = setup(
      site(3, 'Home Nest', 'home.localhost', { active: false, maintenance_mode: true }),
    );
    await user.click(screen.getByRole('button', { name: 'Activate Home Nest' }));
    expect(await screen.findByText('Home Nest activated')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Disable maintenance for Home Nest' }));
    expect(await screen.findByText('Maintenance mode off for Home Nest')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggles(calls)).toEqual([
      '/api/admin/sites/3/toggle-active',
      '/api/admin/sites/3/toggle-maintenance',
    ]);
  });

  it('asks before maintenance on; a failure is only logged, with no toast', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const calls = setup(site(3, 'Home Nest', 'home.localhost'), 500);
    await user.click(screen.getByRole('button', { name: 'Enable maintenance for Home Nest' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enable maintenance for Home Nest?' });
    await user.click(within(dialog).getByRole('button', { name: 'Enable Maintenance' }));
    await waitFor(() => expect(toggles(calls)).toEqual(['/api/admin/sites/3/toggle-maintenance']));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        '[admin] Failed to toggle site maintenance',
        expect.anything(),
      ),
    );
    expect(screen.queryByText(/Maintenance mode on/)).toBeNull();
    error.mockRestore();
  });
});
