import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTheme, MantineProvider, Select } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminPostDetail } from '@sitenet/api-client';
import { configureApi } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { fakeApi } from '../../../test/fake-api';
import { localDraftKey, writeLocalDraft } from '../lib/local-draft';
import {
  postWithTips,
  testLanguages as languages,
  testSite as site,
} from '../lib/fixtures.test-helpers';
import { PostEditor } from './post-editor';

function serverPost(title: string, version: number): AdminPostDetail {
  const tip = (id: string, t: string) => ({
    id,
    number: 1,
    title: t,
    description: `${t} explained.`,
    tip: null,
    rating: null,
    price_range: null,
    cta_text: null,
    cta_link: null,
    affiliate_note: null,
    company_name: null,
  });
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
    version,
    updated_at: '2026-01-01T00:00:00.000Z',
    deleted_at: null,
    translations: {
      en: {
        title,
        slug: 'saving-money',
        excerpt: 'Short.',
        content_type: 'json',
        content: [tip('tip-a', 'Plan meals')],
        content_html: null,
        status: 'draft',
        publish_at: null,
        published_at: null,
        stale: false,
        featured_image_alt: null,
        review_state: null,
        review_note: null,
      },
    },
  };
}

/** A select's options appear at once and stay shown although jsdom lays nothing out (as test/render.tsx does for menus). */
const theme = createTheme({
  components: {
    Select: Select.extend({
      defaultProps: { comboboxProps: { transitionProps: { duration: 0 }, hideDetached: false } },
    }),
  },
});

function renderEditor(post: AdminPostDetail | null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <PostEditor
            site={site}
            post={post}
            languages={languages}
            lang="en"
            onLangChange={() => {}}
          />
        ),
      },
    ],
    { initialEntries: ['/tips.localhost/posts/42/edit'] },
  );
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

afterEach(() => configureApi(''));

// Rendering the whole editor in jsdom takes seconds on a busy machine.
describe('PostEditor', () => {
  it('offers to restore unsaved changes kept in this browser, and restores them', async () => {
    const draft = postWithTips();
    draft.translations.en!.title = 'Unsaved title from before';
    writeLocalDraft(localDraftKey(1, null), {
      savedAt: '2026-03-05T10:15:00.000Z',
      version: null,
      draft,
    });
    renderEditor(null);
    expect(await screen.findByText(/^Restore unsaved changes from 5 Mar/)).toBeInTheDocument();
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Restore' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Unsaved title from before');
    expect(screen.getByRole('textbox', { name: 'Tip 3 title' })).toHaveValue('Use a list');
    expect(screen.queryByText(/^Restore unsaved changes/)).not.toBeInTheDocument();
  });

  it('keeps what is typed in this browser after a short pause', async () => {
    renderEditor(serverPost('Saving money', 3));
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), '!');
    await waitFor(
      () => {
        const stored = JSON.parse(localStorage.getItem(localDraftKey(1, 42)) ?? 'null') as {
          draft: { translations: { en: { title: string } } };
        } | null;
        expect(stored?.draft.translations.en.title).toBe('Saving money!');
      },
      { timeout: 3000 },
    );
    expect(screen.getByTestId('save-status')).toHaveTextContent('Unsaved changes');
  });

  it('never overwrites a newer version: a 409 shows the conflict and can load their version', async () => {
    const theirs = serverPost('Their better title', 4);
    // A signed-in editor: the client sends no admin call without a token.
    useAuthStore.setState({
      token: 'test-token',
      user: { id: 1, name: 'Editor', email: 'editor@example.test' },
    });
    configureApi(
      'http://api.test',
      async () =>
        new Response(JSON.stringify({ message: 'Changed since you opened it', current: theirs }), {
          status: 409,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    renderEditor(serverPost('Saving money', 3));
    const title = screen.getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'My title');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByRole('heading', {
        name: 'This post was changed by someone else since you opened it',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('My title');
    await userEvent.click(screen.getByRole('button', { name: 'Load their version' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Their better title');
  });

  it('resolves a conflict field by field: the merge lands in the form and saves at their version', async () => {
    const theirs = serverPost('Their better title', 4);
    theirs.translations.en!.excerpt = 'Their excerpt.';
    let puts = 0;
    const calls = fakeApi(({ method, path, body }) => {
      if (method === 'POST' && path === '/api/admin/posts/42/presence')
        return { body: { others: [] } };
      if (method !== 'PUT' || path !== '/api/admin/posts/42') return undefined;
      puts += 1;
      if (puts === 1)
        return { status: 409, body: { message: 'Changed since you opened it', current: theirs } };
      const sent = body as { translations: AdminPostDetail['translations'] };
      return {
        body: {
          post: {
            ...theirs,
            version: 5,
            translations: { en: { ...theirs.translations.en!, ...sent.translations.en! } },
          },
        },
      };
    });
    renderEditor(serverPost('Saving money', 3));
    const title = screen.getByRole('textbox', { name: 'Title' });
    await userEvent.clear(title);
    await userEvent.type(title, 'My title');
    const tipTitle = screen.getByRole('textbox', { name: 'Tip 1 title' });
    await userEvent.clear(tipTitle);
    await userEvent.type(tipTitle, 'Plan every meal');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByRole('heading', {
      name: 'This post was changed by someone else since you opened it',
    });
    const rows = screen.getAllByRole('group').filter((group) => group.tagName === 'FIELDSET');
    expect(rows.map((row) => row.querySelector('legend')?.textContent)).toEqual([
      'English: Title',
      'English: Excerpt',
      'English: Tip 1 title',
    ]);
    // What I changed defaults to mine, what only they changed to theirs.
    const titleRow = screen.getByRole('group', { name: 'English: Title' });
    expect(within(titleRow).getByRole('radio', { name: 'Mine: My title' })).toBeChecked();
    expect(
      within(screen.getByRole('group', { name: 'English: Excerpt' })).getByRole('radio', {
        name: 'Theirs: Their excerpt.',
      }),
    ).toBeChecked();
    await userEvent.click(
      within(titleRow).getByRole('radio', { name: 'Theirs: Their better title' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));

    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Their better title');
    expect(screen.getByRole('textbox', { name: 'Excerpt' })).toHaveValue('Their excerpt.');
    expect(screen.getByRole('textbox', { name: 'Tip 1 title' })).toHaveValue('Plan every meal');
    expect(screen.getByTestId('save-status')).toHaveTextContent('Unsaved changes');

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent(/^Saved at/));
    const saved = calls.filter((call) => call.method === 'PUT').at(-1)!.body as {
      version: number;
      translations: { en: { title: string; excerpt: string; content: Array<{ title: string }> } };
    };
    expect(saved.version).toBe(4);
    expect(saved.translations.en).toMatchObject({
      title: 'Their better title',
      excerpt: 'Their excerpt.',
    });
    expect(saved.translations.en.content[0]!.title).toBe('Plan every meal');
  });

  it('shows validation errors at the field and keeps the text', async () => {
    renderEditor(serverPost('Saving money', 3));
    await userEvent.clear(screen.getByRole('textbox', { name: 'Tip 1 title' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Tip 1 title' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('textbox', { name: 'Tip 1 title' })).toHaveFocus();
  });

  it('points a tip’s call to action at an offer picked from a search box; the partner becomes the company name', async () => {
    useAuthStore.setState({
      token: 'test-token',
      user: { id: 1, name: 'Editor', email: 'editor@example.test' },
    });
    const saved: unknown[] = [];
    const offer = {
      id: 9,
      partner_id: 3,
      partner_name: 'Acme Affiliates',
      site_id: null,
      name: 'Winter deal',
      destination_url: 'https://acme.example/winter',
      destinations: {},
      template: '',
      starts_at: null,
      ends_at: null,
      commission: { model: 'per_click', rate: 0.2, currency: 'EUR' },
      status: 'active',
      on_inactive: 'fallback',
      live: true,
      placements_count: 0,
      updated_at: '2026-11-20T10:00:00.000Z',
    };
    configureApi('http://api.test', async (input, init) => {
      const url = new URL(String(input));
      if (url.pathname === '/api/admin/offers') {
        expect(url.searchParams.get('site_id')).toBe('1');
        return new Response(JSON.stringify({ data: [offer] }), {
          headers: { 'Content-Type': 'application/json' },
        });
      }
      if (init?.method === 'PUT') {
        saved.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify({ message: 'stop here' }), {
          status: 503,
          headers: { 'Content-Type': 'application/json' },
        });
      }
      return new Response(JSON.stringify({ message: 'Not found' }), {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    renderEditor(serverPost('Saving money', 3));
    const picker = await screen.findByLabelText('Tip 1 offer');
    await userEvent.click(picker);
    await userEvent.type(picker, 'wint');
    await userEvent.click(
      await screen.findByRole('option', { name: 'Winter deal (Acme Affiliates)' }),
    );
    expect(screen.getByRole('textbox', { name: 'Tip 1 company name' })).toHaveValue(
      'Acme Affiliates',
    );
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Tip 1 call to action text' }),
      'Get it',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const tip = (saved[0] as { translations: { en: { content: Array<Record<string, unknown>> } } })
      .translations.en.content[0];
    expect(tip).toMatchObject({
      offer_id: 9,
      company_name: 'Acme Affiliates',
      cta_text: 'Get it',
      cta_link: null,
    });
  });
});
