import { render } from '@testing-library/react';
import { createTheme, Drawer, MantineProvider, Modal, Popover, Select } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { AdminPostDetail, PostTranslationRead } from '@sitenet/api-client';
import { testLanguages, testSite } from '../lib/fixtures.test-helpers';
import { PostEditor } from './post-editor';

/**
 * Dialogs, drawers and select options without transitions: they appear at once and stay shown
 * although jsdom lays nothing out (as test/render.tsx does for menus).
 */
const theme = createTheme({
  components: {
    Modal: Modal.extend({ defaultProps: { transitionProps: { duration: 0 } } }),
    Drawer: Drawer.extend({ defaultProps: { transitionProps: { duration: 0 } } }),
    Popover: Popover.extend({ defaultProps: { transitionProps: { duration: 0 }, hideDetached: false } }),
    Select: Select.extend({
      defaultProps: { comboboxProps: { transitionProps: { duration: 0 }, hideDetached: false } },
    }),
  },
});

/** Post 42 of the test site, with these translations, at version 3. */
export function testPost(translations: Record<string, PostTranslationRead>): AdminPostDetail {
  return {
    id: 42,
    site_id: 1,
    tags: [],
    category: 'money',
    author_id: null,
    trending: false,
    is_advertorial: false,
    read_time: 3,
    read_time_auto: true,
    featured_image_url: null,
    version: 3,
    updated_at: '2026-01-01T00:00:00.000Z',
    deleted_at: null,
    translations,
  };
}

/** The editor page of `post` (null: a new post) on the test site, as the route renders it. */
export function renderPostEditor(
  post: AdminPostDetail | null,
  { lang = 'en', url = '/tips.localhost/posts/42/edit', languages = testLanguages } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <PostEditor
            site={testSite}
            post={post}
            languages={languages}
            lang={lang}
            onLangChange={() => {}}
          />
        ),
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}
