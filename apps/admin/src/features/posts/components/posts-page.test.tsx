import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPost } from '@sitenet/api-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, site } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { PostsPage } from './posts-page';

const TIPS = site(1, 'Tips Magazine', 'localhost');
const HOME = site(2, 'Home Nest', 'home.localhost');

const post = (
  id: number,
  title: string,
  siteId: number,
  updated: string,
  translations: string[] = [],
): AdminPost => ({
  id,
  title,
  slug: `post-${id}`,
  category: 'money',
  published: true,
  updated_at: updated,
  translations,
  site_id: siteId,
});

const POSTS = [
  post(11, 'Budgeting Apps Compared', 1, '2026-03-01T10:00:00Z', ['es', 'ar']),
  post(21, 'Budgeting Apps Compared', 2, '2026-02-01T10:00:00Z'),
  post(22, 'A Calm Bedroom', 2, '2026-01-01T10:00:00Z', ['zh']),
];

beforeEach(() => {
  fakeApi(({ path, search }) => {
    if (path === '/api/admin/sites') return { body: { sites: [TIPS, HOME] } };
    if (path === '/api/admin/posts') {
      const siteId = Number(new URLSearchParams(search).get('site_id')) || null;
      return { body: { posts: POSTS.filter((p) => !siteId || p.site_id === siteId) } };
    }
    return undefined;
  });
});

const table = () => screen.getByRole('table', { name: 'Posts' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

// Menus and router transitions in jsdom take a few seconds on a busy machine.
describe('PostsPage, global list', { timeout: 20_000 }, () => {
  it('names each row’s site, so same titles can be told apart', async () => {
    renderAt(<PostsPage siteId={null} />, '/posts');
    await screen.findAllByRole('link', { name: 'Budgeting Apps Compared' });
    expect(within(table()).getByRole('columnheader', { name: 'Site' })).toBeInTheDocument();
    const [first, second] = bodyRows();
    expect(first).toHaveTextContent('Tips Magazine');
    expect(second).toHaveTextContent('Home Nest');
  });

  it('links titles, chips and Edit to the editor on the row’s site', async () => {
    const user = userEvent.setup();
    renderAt(<PostsPage siteId={null} />, '/posts');
    const [first, second] = await screen.findAllByRole('link', { name: 'Budgeting Apps Compared' });
    expect(first).toHaveAttribute('href', '/localhost/posts/11/edit');
    expect(second).toHaveAttribute('href', '/home.localhost/posts/21/edit');
    const row = bodyRows()[0]!;
    expect(
      within(row).getByRole('link', {
        name: 'EN: English (original), edit “Budgeting Apps Compared”',
      }),
    ).toHaveAttribute('href', '/localhost/posts/11/edit');
    expect(
      within(row).getByRole('link', { name: 'AR: Arabic, edit “Budgeting Apps Compared”' }),
    ).toHaveAttribute('href', '/localhost/posts/11/edit?lang=ar');
    await user.click(
      within(row).getByRole('button', { name: 'Actions for Budgeting Apps Compared' }),
    );
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/localhost/posts/11/edit',
    );
  });

  it('filters by site, writing the domains to the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderAt(<PostsPage siteId={null} />, '/posts');
    await screen.findAllByRole('link', { name: 'Budgeting Apps Compared' });
    const toolbar = screen.getByRole('group', { name: 'Filter and sort posts' });
    await user.click(within(toolbar).getByRole('button', { name: 'Site' }));
    const home = await screen.findByRole('menuitemcheckbox', { name: /Home Nest/ });
    expect(home).toHaveTextContent('2');
    await user.click(home);
    await waitFor(() => expect(router.state.location.search).toBe('?site=home.localhost'));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    for (const row of bodyRows()) expect(row).toHaveTextContent('Home Nest');
  });

  it('sorts by a header click, in the URL, and the Sort Order menu follows', async () => {
    const user = userEvent.setup();
    const { router } = renderAt(<PostsPage siteId={null} />, '/posts');
    await screen.findAllByRole('link', { name: 'Budgeting Apps Compared' });
    const titleHeader = within(table()).getByRole('columnheader', { name: 'Title' });
    await user.click(within(titleHeader).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=title'));
    expect(titleHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(bodyRows()[0]).toHaveTextContent('A Calm Bedroom');
    expect(screen.getByRole('button', { name: 'Sort Order: Title A-Z' })).toBeInTheDocument();

    await user.click(within(titleHeader).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=title-desc'));
    expect(
      screen.getByRole('button', { name: 'Sort Order: Title, descending' }),
    ).toBeInTheDocument();

    const siteHeader = within(table()).getByRole('columnheader', { name: 'Site' });
    await user.click(within(siteHeader).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toBe('?sort=site'));
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
      'Home Nest',
      'Home Nest',
      'Tips Magazine',
    ]);

    // The date header starts with the newest: that is Latest, the default, so the URL is clean.
    const updatedHeader = within(table()).getByRole('columnheader', { name: 'Updated' });
    await user.click(within(updatedHeader).getByRole('button'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(updatedHeader).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('button', { name: 'Sort Order: Latest' })).toBeInTheDocument();
  });
});

describe('PostsPage, one site', { timeout: 20_000 }, () => {
  it('has no Site column or filter and links to that site', async () => {
    renderAt(<PostsPage siteId={2} />, '/home.localhost/posts');
    await screen.findByRole('link', { name: 'A Calm Bedroom' });
    const links = [
      screen.getByRole('link', { name: 'Budgeting Apps Compared' }),
      screen.getByRole('link', { name: 'A Calm Bedroom' }),
    ];
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/home.localhost/posts/21/edit',
      '/home.localhost/posts/22/edit',
    ]);
    expect(within(table()).queryByRole('columnheader', { name: 'Site' })).toBeNull();
    const toolbar = screen.getByRole('group', { name: 'Filter and sort posts' });
    expect(within(toolbar).queryByRole('button', { name: 'Site' })).toBeNull();
  });
});
