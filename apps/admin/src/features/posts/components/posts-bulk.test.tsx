import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPost, BulkPostsResponse } from '@sitenet/api-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, site, type FakeCall } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { PostsPage } from './posts-page';

const TIPS = site(1, 'Tips Magazine', 'localhost');

const post = (id: number, title: string, translations: string[]): AdminPost => ({
  id,
  title,
  slug: `post-${id}`,
  category: 'money',
  published: true,
  updated_at: `2026-0${Math.min(id, 9)}-01T10:00:00Z`,
  translations,
  site_id: 1,
});

/** Twelve posts: more than one page of ten, so "select all matching" has more to take. */
const POSTS = Array.from({ length: 12 }, (_, i) =>
  post(i + 1, `Post number ${i + 1}`, i === 0 ? [] : ['es']),
);

let calls: FakeCall[];
let reply: BulkPostsResponse;

beforeEach(() => {
  reply = { action: 'publish', done: [], refused: [] };
  calls = fakeApi(({ method, path }) => {
    if (path === '/api/admin/sites') return { body: { sites: [TIPS] } };
    if (path === '/api/admin/posts') return { body: { posts: POSTS } };
    if (method === 'POST' && path === '/api/admin/posts/bulk') return { body: reply };
    return undefined;
  });
});

const table = () => screen.getByRole('table', { name: 'Posts' });
const bar = () => screen.getByRole('region', { name: 'Bulk actions' });

describe('PostsPage bulk actions', { timeout: 30_000 }, () => {
  it('selects rows with the keyboard, then every row matching the filter', async () => {
    const user = userEvent.setup();
    renderAt(<PostsPage siteId={1} />, '/localhost/posts');
    const first = await within(await screen.findByRole('table', { name: 'Posts' })).findByRole(
      'checkbox',
      {
        name: 'Select “Post number 12”',
      },
    );
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();

    first.focus();
    await user.keyboard(' ');
    expect(first).toBeChecked();
    expect(within(bar()).getByRole('status')).toHaveTextContent('1 post selected');

    // The header box takes the page (ten rows); the bar then offers the twelve the filter keeps.
    await user.click(
      within(table()).getByRole('checkbox', { name: 'Select all posts on this page' }),
    );
    expect(within(bar()).getByRole('status')).toHaveTextContent('10 posts selected');
    await user.click(
      within(bar()).getByRole('button', { name: 'Select all 12 matching this filter' }),
    );
    expect(within(bar()).getByRole('status')).toHaveTextContent('12 posts selected');

    await user.click(within(bar()).getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
    expect(first).not.toBeChecked();
  });

  it('publishes chosen languages in one request and says what was done and refused', async () => {
    const user = userEvent.setup();
    renderAt(<PostsPage siteId={1} />, '/localhost/posts');
    await within(await screen.findByRole('table', { name: 'Posts' })).findByRole('checkbox', {
      name: 'Select “Post number 12”',
    });
    await user.click(
      within(table()).getByRole('checkbox', { name: 'Select all posts on this page' }),
    );
    await user.click(
      within(bar()).getByRole('button', { name: 'Select all 12 matching this filter' }),
    );
    reply = {
      action: 'publish',
      done: POSTS.slice(1).map((p) => p.id),
      refused: [{ id: 1, reason: 'There is no Spanish (es) translation' }],
    };

    await user.click(within(bar()).getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish: 12 posts' });
    // Nothing is sent without a language.
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose at least one language');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Spanish (es)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('11 posts published, 1 refused')).toBeInTheDocument();
    expect(
      screen.getByText('Post number 1: There is no Spanish (es) translation'),
    ).toBeInTheDocument();
    const sent = calls.filter((call) => call.path === '/api/admin/posts/bulk');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({
      ids: expect.arrayContaining(POSTS.map((p) => p.id)) as unknown,
      site_id: 1,
      action: 'publish',
      languages: ['es'],
    });
    expect((sent[0]!.body as { ids: number[] }).ids).toHaveLength(12);
    // The list is read again, and the selection is gone.
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/admin/posts').length).toBeGreaterThan(1),
    );
    expect(screen.queryByRole('region', { name: 'Bulk actions' })).not.toBeInTheDocument();
  });

  it('asks before moving posts to the trash', async () => {
    const user = userEvent.setup();
    renderAt(<PostsPage siteId={1} />, '/localhost/posts');
    await user.click(
      await within(await screen.findByRole('table', { name: 'Posts' })).findByRole('checkbox', {
        name: 'Select “Post number 5”',
      }),
    );
    reply = { action: 'trash', done: [5], refused: [] };
    await user.click(within(bar()).getByRole('button', { name: 'Move to trash' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move to trash: 1 post' });
    expect(dialog).toHaveTextContent(
      'Move 1 post to the trash? They leave the magazine and can be restored for 30 days.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.path === '/api/admin/posts/bulk')).toBe(false);

    await user.click(within(bar()).getByRole('button', { name: 'Move to trash' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Move to trash: 1 post' })).getByRole(
        'button',
        { name: 'Move to trash' },
      ),
    );
    expect(await screen.findByText('1 post moved to the trash')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/admin/posts/bulk')!.body).toEqual({
      ids: [5],
      site_id: 1,
      action: 'trash',
    });
  });
});
