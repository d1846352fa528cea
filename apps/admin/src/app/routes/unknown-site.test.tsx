import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sitePatterns } from '../../config/paths';
import { UnknownSiteAlert } from '../../features/layout/components/unknown-site-alert';
import { fakeApi, site } from '../../test/fake-api';
import { renderRoutes } from '../../test/render';
import { Component as LanguagesRoute } from './languages';
import { Component as PostsRoute } from './posts';

afterEach(() => vi.restoreAllMocks());

function setup(path: string) {
  const calls = fakeApi(({ path: called }) => {
    if (called === '/api/admin/sites')
      return { body: { sites: [site(2, 'Home Nest', 'home.localhost')] } };
    if (called === '/api/admin/posts') return { body: { posts: [] } };
    if (called === '/api/admin/languages') return { body: { languages: [] } };
    return undefined;
  });
  renderRoutes(
    [
      { path: sitePatterns.posts, element: <PostsRoute /> },
      { path: sitePatterns.languages, element: <LanguagesRoute /> },
      { path: '/sites', element: <p>sites</p> },
    ],
    path,
  );
  return calls;
}

describe('a route domain that matches none of the admin’s sites', { timeout: 20_000 }, () => {
  it('shows no posts and asks for none', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const calls = setup('/money.localhost/posts');
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/api/admin/sites'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('table')).toBeNull();
    expect(calls.map((c) => c.path)).toEqual(['/api/admin/sites']);
  });

  it('shows no languages and asks for none', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const calls = setup('/typo.localhost/languages');
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/api/admin/sites'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('table')).toBeNull();
    expect(calls.map((c) => c.path)).toEqual(['/api/admin/sites']);
  });

  it('a matching domain shows its posts', async () => {
    const calls = setup('/home.localhost/posts');
    expect(await screen.findByRole('table', { name: 'Posts' })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.map((c) => `${c.path}${c.search}`)).toContain('/api/admin/posts?site_id=2'),
    );
  });

  it('the notice names the domain and links to the sites', () => {
    renderRoutes([{ path: '*', element: <UnknownSiteAlert domain="money.localhost" /> }], '/x');
    expect(screen.getByRole('alert')).toHaveTextContent('No site matches money.localhost');
    expect(screen.getByRole('link', { name: 'See your sites' })).toHaveAttribute('href', '/sites');
  });
});
