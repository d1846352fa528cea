import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageHeader } from './page-header';

function renderAt(path: string, siteDomain?: string) {
  const router = createMemoryRouter(
    [{ path: '*', element: <PageHeader siteDomain={siteDomain} /> }],
    {
      initialEntries: [path],
    },
  );
  return render(
    <MantineProvider>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

describe('PageHeader', () => {
  it('titles the page with the last segment and links the breadcrumb to the dashboard', () => {
    renderAt('/tips.example.com/languages', 'tips.example.com');
    expect(screen.getByRole('heading', { level: 1, name: 'Languages' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs).toHaveTextContent('Dashboard');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'New Post' })).toHaveAttribute(
      'href',
      '/tips.example.com/posts/create',
    );
  });

  it('uses the global New Post link without a site', () => {
    renderAt('/analytics/traffic');
    expect(screen.getByRole('heading', { level: 1, name: 'Traffic' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Post' })).toHaveAttribute('href', '/posts/create');
  });

  it('leaves New Post out on the editor’s pages, where it would repeat Create post', () => {
    for (const path of ['/posts/create', '/tips.example.com/posts/create', '/tips.example.com/posts/42/edit']) {
      const { unmount } = renderAt(path, 'tips.example.com');
      expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'New Post' })).toBeNull();
      unmount();
    }
  });
});
