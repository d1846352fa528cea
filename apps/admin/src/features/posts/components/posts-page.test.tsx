import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPost, LanguageState } from '@sitenet/api-client';
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

const state = (status: LanguageState['status'], stale = false, machine = false): LanguageState => ({
  status,
  stale,
  machine,
  publish_at: status === 'scheduled' ? '2026-05-01T08:00:00.000Z' : null,
});

/** Live in Spanish (stale) with an English draft, French scheduled, Chinese machine-translated, Arabic missing. */
const LIVE_IN_SPANISH: AdminPost = {
  ...post(31, 'Spanish Only For Now', 2, '2025-12-01T10:00:00Z', ['es', 'fr', 'zh']),
  published: false,
  language_states: {
    en: state('draft'),
    es: state('published', true),
    fr: state('scheduled'),
    zh: state('draft', false, true),
    ar: state('missing'),
  },
};

const POSTS = [
  post(11, 'Budgeting Apps Compared', 1, '2026-03-01T10:00:00Z', ['es', 'ar']),
  post(21, 'Budgeting Apps Compared', 2, '2026-02-01T10:00:00Z'),
  post(22, 'A Calm Bedroom', 2, '2026-01-01T10:00:00Z', ['zh']),
  LIVE_IN_SPANISH,
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
        name: 'EN: English (original), Published, edit “Budgeting Apps Compared”',
      }),
    ).toHaveAttribute('href', '/localhost/posts/11/edit');
    expect(
      within(row).getByRole('link', { name: 'AR: Arabic, Draft, edit “Budgeting Apps Compared”' }),
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
    expect(home).toHaveTextContent('3');
    await user.click(home);
    await waitFor(() => expect(router.state.location.search).toBe('?site=home.localhost'));
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
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
    // Cells: select, title, site ...
    expect(bodyRows().map((row) => within(row).getAllByRole('cell')[2]!.textContent)).toEqual([
      'Home Nest',
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
      screen.getByRole('link', { name: 'Spanish Only For Now' }),
    ];
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/home.localhost/posts/21/edit',
      '/home.localhost/posts/22/edit',
      '/home.localhost/posts/31/edit',
    ]);
    expect(within(table()).queryByRole('columnheader', { name: 'Site' })).toBeNull();
    const toolbar = screen.getByRole('group', { name: 'Filter and sort posts' });
    expect(within(toolbar).queryByRole('button', { name: 'Site' })).toBeNull();
  });
});

describe('PostsPage, the state of each language', { timeout: 20_000 }, () => {
  const rowOf = (title: string) =>
    bodyRows().find((row) => within(row).queryByRole('link', { name: title }))!;

  it('says each language’s own state in its chip, and that a post with an English draft is live', async () => {
    renderAt(<PostsPage siteId={2} />, '/home.localhost/posts');
    await screen.findByRole('link', { name: 'Spanish Only For Now' });
    const row = rowOf('Spanish Only For Now');
    const chip = (name: string) => within(row).getByRole('link', { name });
    expect(chip('EN: English (original), Draft, edit “Spanish Only For Now”')).toHaveAttribute(
      'href',
      '/home.localhost/posts/31/edit',
    );
    // A stale translation that is live still says published, and carries the stale mark.
    expect(chip('ES: Spanish, Published, stale, edit “Spanish Only For Now”')).toHaveAttribute(
      'href',
      '/home.localhost/posts/31/edit?lang=es',
    );
    expect(chip('FR: French, Scheduled, edit “Spanish Only For Now”')).toBeInTheDocument();
    // A machine translation no one has reviewed says so (it cannot be published yet).
    expect(chip('ZH: Chinese, Draft, machine translation, edit “Spanish Only For Now”')).toHaveAttribute(
      'data-machine',
      'true',
    );
    // The spec's status stays the original's; the live mark says where readers can see it.
    // Cells: select, title, category, status ...
    const status = within(row).getAllByRole('cell')[3]!;
    expect(status).toHaveTextContent('draft');
    expect(status).toHaveTextContent('Live (ES) in Spanish');
    expect(within(rowOf('A Calm Bedroom')).getAllByRole('cell')[3]).toHaveTextContent(
      'Live in English',
    );
  });

  it('filters by Scheduled, Stale and Missing beside the spec’s Published and Draft', async () => {
    const user = userEvent.setup();
    const { router } = renderAt(<PostsPage siteId={2} />, '/home.localhost/posts');
    await screen.findByRole('link', { name: 'Spanish Only For Now' });
    const toolbar = screen.getByRole('group', { name: 'Filter and sort posts' });
    await user.click(within(toolbar).getByRole('button', { name: 'Status' }));
    const options = await screen.findAllByRole('menuitemcheckbox');
    expect(options.map((o) => o.textContent)).toEqual([
      'Published2',
      'Draft1',
      'Scheduled1',
      'Stale1',
      'Missing1',
    ]);
    await user.click(screen.getByRole('menuitemcheckbox', { name: /Stale/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=stale'));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(bodyRows()[0]).toHaveTextContent('Spanish Only For Now');
  });

  it('reads the new statuses from a shared link', async () => {
    renderAt(<PostsPage siteId={2} />, '/home.localhost/posts?status=missing,scheduled');
    await screen.findByRole('link', { name: 'Spanish Only For Now' });
    expect(bodyRows()).toHaveLength(1);
  });
});
