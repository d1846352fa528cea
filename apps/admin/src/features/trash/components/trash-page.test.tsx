import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TrashedPost } from '@sitenet/api-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, site, type FakeCall } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { TrashPage } from './trash-page';

const TIPS = site(1, 'Tips Magazine', 'localhost');

const trashed = (id: number, title: string): TrashedPost => ({
  id,
  site_id: 1,
  title,
  category: 'money',
  deleted_at: '2026-03-01T10:00:00Z',
  purge_at: '2026-03-31T10:00:00Z',
});

let trash: TrashedPost[];
let calls: FakeCall[];

beforeEach(() => {
  trash = [trashed(7, 'Budgeting Apps Compared'), trashed(8, 'A Calm Bedroom')];
  calls = fakeApi(({ method, path, body }) => {
    if (method === 'GET' && path === '/api/admin/posts/trash') return { body: { posts: trash } };
    const restore = /^\/api\/admin\/posts\/(\d+)\/restore$/.exec(path);
    if (method === 'POST' && restore) {
      if ((body as { as?: string }).as === 'published') return { status: 403, body: { message: 'You cannot publish posts on this site' } };
      trash = trash.filter((p) => p.id !== Number(restore[1]));
      return { body: { post: { id: Number(restore[1]) } } };
    }
    const permanent = /^\/api\/admin\/posts\/(\d+)\/permanent$/.exec(path);
    if (method === 'DELETE' && permanent) {
      trash = trash.filter((p) => p.id !== Number(permanent[1]));
      return { body: { deleted: [Number(permanent[1])] } };
    }
    if (method === 'DELETE' && path === '/api/admin/posts/trash') {
      const deleted = trash.map((p) => p.id);
      trash = [];
      return { body: { deleted } };
    }
    return undefined;
  });
});

const writes = () => calls.filter((call) => call.method !== 'GET');

describe('TrashPage', { timeout: 20_000 }, () => {
  it('asks how to restore, drafts first, and sends the choice', async () => {
    const user = userEvent.setup();
    renderAt(<TrashPage site={TIPS} />, '/localhost/posts/trash');
    await user.click(await screen.findByRole('button', { name: 'Restore Budgeting Apps Compared' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore post' });
    expect(within(dialog).getByRole('radio', { name: /Drafts/ })).toBeChecked();
    expect(within(dialog).getByText(/nothing is public until it is published again/)).toBeInTheDocument();
    expect(writes()).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes()).toEqual([expect.objectContaining({ method: 'POST', path: '/api/admin/posts/7/restore', body: { as: 'draft' } })]);
    expect(await screen.findByText('Post restored as drafts')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Restore Budgeting Apps Compared' })).not.toBeInTheDocument());
  });

  it('restores as published when chosen, and shows a refusal in the dialog', async () => {
    const user = userEvent.setup();
    renderAt(<TrashPage site={TIPS} />, '/localhost/posts/trash');
    await user.click(await screen.findByRole('button', { name: 'Restore A Calm Bedroom' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore post' });
    await user.click(within(dialog).getByRole('radio', { name: /Published, as it was/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You cannot publish posts on this site');
    expect(writes()).toEqual([expect.objectContaining({ path: '/api/admin/posts/8/restore', body: { as: 'published' } })]);
  });

  it('deletes one post permanently only after confirming; Cancel deletes nothing', async () => {
    const user = userEvent.setup();
    renderAt(<TrashPage site={TIPS} />, '/localhost/posts/trash');
    await user.click(await screen.findByRole('button', { name: 'Delete A Calm Bedroom permanently' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete permanently?' });
    expect(dialog).toHaveTextContent('“A Calm Bedroom” and all its translations will be deleted for good');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete A Calm Bedroom permanently' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete permanently?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete permanently' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes()).toEqual([expect.objectContaining({ method: 'DELETE', path: '/api/admin/posts/8/permanent' })]);
    await waitFor(() => expect(screen.queryByText('A Calm Bedroom')).not.toBeInTheDocument());
    expect(screen.getByText('Budgeting Apps Compared')).toBeInTheDocument();
  });

  it('empties the trash of the site after confirming', async () => {
    const user = userEvent.setup();
    renderAt(<TrashPage site={TIPS} />, '/localhost/posts/trash');
    await screen.findByText('Budgeting Apps Compared');
    await user.click(screen.getByRole('button', { name: 'Empty trash' }));
    const dialog = await screen.findByRole('dialog', { name: 'Empty the trash?' });
    await user.click(within(dialog).getByRole('button', { name: 'Empty trash' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes()).toEqual([expect.objectContaining({ method: 'DELETE', path: '/api/admin/posts/trash', search: '?site_id=1' })]);
    expect(await screen.findByText('2 posts were deleted for good.')).toBeInTheDocument();
    expect(await screen.findByText('The trash is empty')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Empty trash' })).toBeDisabled();
  });
});
