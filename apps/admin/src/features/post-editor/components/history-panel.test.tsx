import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { PostTranslationRead, Revision, RevisionSummary } from '@sitenet/api-client';
import { configureApi } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { renderPostEditor, testPost } from './render-post-editor.test-helpers';

/* Issue 16, revisions: the history of a language, a revision against the editor, and its restore. */

const tip = (id: string, title: string, description: string) => ({
  id,
  number: 1,
  title,
  description,
  tip: null,
  rating: '4/5',
  price_range: null,
  cta_text: null,
  cta_link: null,
  affiliate_note: null,
  company_name: null,
});

const translation = (title: string, tips: ReturnType<typeof tip>[]): PostTranslationRead => ({
  title,
  slug: title.toLowerCase().replace(/\s+/g, '-'),
  excerpt: 'Short.',
  content_type: 'json',
  content: tips,
  content_html: null,
  status: 'published',
  publish_at: null,
  published_at: '2026-01-01T00:00:00.000Z',
  stale: false,
  featured_image_alt: null,
  review_state: null,
  review_note: null,
});

const post = testPost({
  en: translation('Saving money', [
    tip('a', 'Plan meals', 'Plan them.'),
    tip('b', 'Buy in season', 'Cheaper.'),
  ]),
  es: translation('Ahorrar dinero', [
    tip('a', 'Planear comidas', 'Planéalas.'),
    tip('b', 'Comprar de temporada', 'Más barato.'),
  ]),
});

const summaries: RevisionSummary[] = [
  {
    id: 7,
    language: 'es',
    user: { id: 2, name: 'Ana Editor' },
    created_at: new Date(Date.now() - 3 * 3600_000).toISOString(),
  },
  {
    id: 5,
    language: 'es',
    user: null,
    created_at: new Date(Date.now() - 3 * 86400_000).toISOString(),
  },
];
const older: Revision = {
  ...summaries[1]!,
  post_id: 42,
  translation: {
    ...translation('Ahorrar algo de dinero', [
      tip('a', 'Planear las comidas', 'Planéalas.'),
      tip('b', 'Comprar de temporada', 'Más barato.'),
    ]),
    status: 'draft',
  },
};

// Dialogs and drawers open at once, however busy the machine.

/** The API: the history and the revision; other reads answer 404, and writes (a save) are recorded. */
function fakeApi(): string[] {
  const others: string[] = [];
  useAuthStore.setState({
    token: 'test-token',
    user: { id: 1, name: 'Editor', email: 'editor@example.test' },
  });
  configureApi('http://api.test', async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    if (
      url.pathname === '/api/admin/posts/42/revisions' &&
      url.searchParams.get('language') === 'es'
    )
      return json({ revisions: summaries });
    if (url.pathname === '/api/admin/revisions/5') return json({ revision: older });
    // The editor's heartbeat: nobody else here.
    if (url.pathname === '/api/admin/posts/42/presence') return json({ others: [] });
    if ((init?.method ?? 'GET') !== 'GET') others.push(`${init?.method} ${url.pathname}`);
    return new Response(JSON.stringify({ message: 'Not here' }), {
      status: 404,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return others;
}

afterEach(() => configureApi(''));

describe('the history panel', { timeout: 30_000 }, () => {
  it('lists who saved and when, compares a revision with the editor, and restores it as unsaved changes', async () => {
    const others = fakeApi();
    renderPostEditor(post, { lang: 'es', url: '/tips.localhost/posts/42/edit?lang=es' });
    expect(screen.getByTestId('save-status')).toHaveTextContent('No changes');

    await userEvent.click(screen.getByRole('button', { name: 'History' }));
    const drawer = await screen.findByRole('dialog', {
      name: 'History of the Spanish translation',
    });
    const list = await within(drawer).findByRole('list', { name: 'Revisions' });
    const items = within(list).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual([
      'Ana Editor 3 hours ago',
      'Someone no longer here 3 days ago',
    ]);

    await userEvent.click(items[1]!);
    const diff = await within(drawer).findByRole('table', { name: 'Differences with the editor' });
    const rows = within(diff)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Title', 'Ahorrar algo de dinero', 'Ahorrar dinero'],
      ['Slug', 'ahorrar-algo-de-dinero', 'ahorrar-dinero'],
      ['Tip 1 title', 'Planear las comidas', 'Planear comidas'],
    ]);

    await userEvent.click(within(drawer).getByRole('button', { name: 'Restore this revision' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'History of the Spanish translation' }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('textbox', { name: 'Title (Spanish)' })).toHaveValue(
      'Ahorrar algo de dinero',
    );
    expect(screen.getByRole('textbox', { name: 'Tip 1 title' })).toHaveValue('Planear las comidas');
    expect(screen.getByTestId('save-status')).toHaveTextContent('Unsaved changes');
    // Restoring text does not unpublish, and nothing went to the server.
    expect(screen.getByRole('radio', { name: 'Published' })).toBeChecked();
    expect(others).toEqual([]);
  });
});
