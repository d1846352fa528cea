import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminPostDetail, PostTranslationRead, UpdatePostInput } from '@sitenet/api-client';
import { configureApi } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { renderPostEditor, testPost } from './render-post-editor.test-helpers';

/* Issue 16, defect 2: switching the English body between tips and rich text with translated tips. */

const tip = (id: string, title: string) => ({
  id,
  number: 1,
  title,
  description: `${title} explained.`,
  tip: null,
  rating: '4/5',
  price_range: null,
  cta_text: null,
  cta_link: null,
  affiliate_note: null,
  company_name: null,
});

const translation = (title: string, tipTitle: string): PostTranslationRead => ({
  title,
  slug: title.toLowerCase().replace(/\s+/g, '-'),
  excerpt: 'Short.',
  content_type: 'json',
  content: [tip('tip-a', tipTitle)],
  content_html: null,
  status: 'draft',
  publish_at: null,
  published_at: null,
  stale: false,
  featured_image_alt: null,
  review_state: null,
  review_note: null,
});

const post = testPost({
  en: translation('Saving money', 'Plan meals'),
  es: translation('Ahorrar dinero', 'Planear comidas'),
});

// Dialogs open at once, however busy the machine.

function renderEditor(lang = 'en') {
  renderPostEditor(post, { lang });
}

/** The API answers every save with `answer`; the bodies sent are kept (the presence heartbeat is not a save). */
function fakeSaves(
  answer: (body: UpdatePostInput) => { status: number; body: unknown },
): UpdatePostInput[] {
  const sent: UpdatePostInput[] = [];
  useAuthStore.setState({
    token: 'test-token',
    user: { id: 1, name: 'Editor', email: 'editor@example.test' },
  });
  configureApi('http://api.test', async (input, init) => {
    if (String(input).endsWith('/presence')) {
      return new Response(JSON.stringify({ others: [] }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    const body = JSON.parse(String(init?.body)) as UpdatePostInput;
    sent.push(body);
    const reply = answer(body);
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return sent;
}

afterEach(() => configureApi(''));

describe('switching the English body with translated tips', () => {
  it('asks first, says what happens to the Spanish tips, and Cancel changes nothing', async () => {
    renderEditor();
    await userEvent.click(screen.getByText('Rich text'));
    const dialog = await screen.findByRole('dialog', {
      name: 'Switch the English body to rich text?',
    });
    expect(dialog).toHaveTextContent('The Spanish translation is a list of tips');
    expect(dialog).toHaveTextContent('tips will become rich text');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('radio', { name: 'List of tips' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Tip 1 title' })).toHaveValue('Plan meals');
  });

  it('after the switch the post saves: Spanish goes as rich text made of its tips, with no tip the original lacks', async () => {
    const sent = fakeSaves((body) => ({
      status: 200,
      body: { post: { ...post, version: body.version + 1 } },
    }));
    renderEditor();
    await userEvent.click(screen.getByText('Rich text'));
    const dialog = await screen.findByRole('dialog', {
      name: 'Switch the English body to rich text?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Switch to rich text' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Rich text' })).toBeChecked());
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const [request] = sent;
    expect(request!.translations.en).toMatchObject({ content_type: 'html', content: [] });
    expect(request!.translations.es).toMatchObject({ content_type: 'html', content: [] });
    expect(request!.translations.es!.content_html).toContain(
      '<h3>1. Planear comidas</h3><p>Planear comidas explained.</p>',
    );
    expect(await screen.findByText(/^Saved at/)).toBeInTheDocument();
  });

  it('shows a refused save in the pane, each error with its language, and marks that language’s tab', async () => {
    fakeSaves(() => ({
      status: 400,
      body: {
        message: 'Invalid request body',
        errors: { 'translations.es.content.0.id': ['This tip is not in the English original'] },
      },
    }));
    renderEditor();
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not saved');
    expect(within(alert).getByRole('list', { name: 'Errors to fix' })).toHaveTextContent(
      'Spanish: Tip 1: This tip is not in the English original',
    );
    expect(
      within(screen.getByRole('tab', { name: /Spanish/ })).getByText('Errors'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('tab', { name: /English/ })).queryByText('Errors'),
    ).not.toBeInTheDocument();
  });
});

describe('the stale banner of a translation (defect 5)', () => {
  it('lists what changed in English since the translation was saved, field by field and tip by tip', async () => {
    const stale: AdminPostDetail = {
      ...post,
      translations: {
        en: {
          ...translation('Saving more money', 'Plan every meal'),
          content: [tip('tip-a', 'Plan every meal'), tip('tip-b', 'Buy in season')],
        },
        es: {
          ...translation('Ahorrar dinero', 'Planear comidas'),
          stale: true,
          source_snapshot: {
            title: 'Saving money',
            excerpt: 'Short.',
            content_type: 'json',
            content: [
              {
                id: 'tip-a',
                title: 'Plan meals',
                description: 'Plan meals explained.',
                tip: null,
                price_range: null,
                cta_text: null,
                affiliate_note: null,
              },
            ],
            content_html: null,
          },
        },
      },
    };
    renderPostEditor(stale, { lang: 'es', url: '/tips.localhost/posts/42/edit?lang=es' });
    expect(
      await screen.findByText('The original changed since this translation was saved'),
    ).toBeInTheDocument();
    expect(screen.getByText('What changed in English since then:')).toBeInTheDocument();
    const changes = screen.getByLabelText('Changes in English');
    const rows = [...changes.querySelectorAll('div')].map((row) => row.textContent);
    expect(rows).toEqual([
      'TitleSaving money → Saving more money',
      'Tip 1 titlePlan meals → Plan every meal',
      'Tip 1 descriptionPlan meals explained. → Plan every meal explained.',
      'Tip 2 (new)Buy in season',
    ]);
  });
});
