import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminPost } from '@sitenet/api-client';
import { fakeApi } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { IssueEditor } from './issue-editor';

const post = (id: number, title: string, esStatus: 'published' | 'draft'): AdminPost => ({
  id,
  title,
  slug: title.toLowerCase().replace(/ /g, '-'),
  category: 'home',
  published: true,
  updated_at: '2026-11-01T10:00:00.000Z',
  translations: ['es'],
  site_id: 5,
  language_states: {
    en: { status: 'published', stale: false, publish_at: null },
    es: { status: esStatus, stale: false, publish_at: null },
  },
});

function serve() {
  return fakeApi(({ method, path, body }) => {
    if (path === '/api/admin/posts')
      return {
        body: {
          posts: [post(1, 'Quiet mornings', 'published'), post(2, 'Draft in Spanish', 'draft')],
        },
      };
    if (path === '/api/admin/newsletter') return { body: { subscribers: [] } };
    if (path === '/api/admin/newsletters' && method === 'POST')
      return {
        status: 201,
        body: {
          issue: {
            id: 9,
            site_id: 5,
            status: 'draft',
            slug: 'hola',
            send_at: null,
            sent_at: null,
            ...(body as object),
          },
        },
      };
    return undefined;
  });
}

describe('newsletter issue editor: articles as cards', () => {
  it('offers only articles published in the issue language, previews them and saves their ids', async () => {
    const calls = serve();
    renderAt(<IssueEditor siteId={5} languages={['es', 'en']} issue={null} onClose={() => {}} />, '/');
    const dialog = await screen.findByRole('dialog', { name: 'New issue' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Subject/ }), 'Hola');

    const articles = within(dialog).getByLabelText('Articles');
    await waitFor(() => expect(articles).toHaveAttribute('placeholder', 'Search articles...'));
    await userEvent.click(articles);
    const option = await screen.findByRole('option', { name: 'Quiet mornings' });
    // Only published in Spanish: the draft cannot be chosen for a Spanish issue.
    expect(screen.queryByRole('option', { name: 'Draft in Spanish' })).toBeNull();
    await userEvent.click(option);

    await userEvent.click(within(dialog).getByRole('tab', { name: 'Plain text' }));
    expect(within(dialog).getByText(/Quiet mornings/, { selector: 'pre' })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
        subject: 'Hola',
        locale: 'es',
        post_ids: [1],
      }),
    );
  });
});
