import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { PostTranslationRead, UpdatePostInput } from '@sitenet/api-client';
import { configureApi } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { renderPostEditor, testPost } from './render-post-editor.test-helpers';

/* Issue 16, build 3: SEO per translation in the editor. */

const translation = (
  title: string,
  slug: string,
  overrides: Partial<PostTranslationRead> = {},
): PostTranslationRead => ({
  title,
  slug,
  excerpt: `${title}: what it is about.`,
  content_type: 'html',
  content: [],
  content_html: '<p>Body.</p>',
  status: 'draft',
  publish_at: null,
  published_at: null,
  stale: false,
  featured_image_alt: null,
  review_state: null,
  review_note: null,
  seo: { title: null, description: null, image_url: null, noindex: false },
  ...overrides,
});

const post = testPost({
  en: translation('Saving money', 'saving-money'),
  es: translation('Ahorrar dinero', 'ahorrar-dinero', {
    seo: {
      title: 'Ahorra ya',
      description: 'Cómo ahorrar.',
      image_url: '/media/x/1280.webp',
      noindex: true,
    },
  }),
});

function renderEditor(lang = 'en') {
  renderPostEditor(post, { lang });
}

/** The API answers every save with `answer`; the bodies sent are kept. */
function fakeSaves(
  answer: (body: UpdatePostInput) => { status: number; body: unknown },
): UpdatePostInput[] {
  const sent: UpdatePostInput[] = [];
  useAuthStore.setState({
    token: 'test-token',
    user: { id: 1, name: 'Editor', email: 'editor@example.test' },
  });
  configureApi('http://api.test', async (input, init) => {
    // The editor's heartbeat: nobody else here.
    if (String(input).endsWith('/presence')) {
      return new Response(JSON.stringify({ others: [] }), {
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

const preview = () => screen.getByRole('group', { name: 'Search result preview' });

describe('the SEO section of a translation', () => {
  it('previews the search result from the title and excerpt while no SEO text is set', () => {
    renderEditor();
    expect(within(preview()).getByText('tips.localhost/saving-money')).toBeInTheDocument();
    expect(within(preview()).getByTestId('search-preview-title')).toHaveTextContent(
      'Saving money | Tips',
    );
    expect(within(preview()).getByTestId('search-preview-description')).toHaveTextContent(
      'Saving money: what it is about.',
    );
    expect(screen.getByRole('textbox', { name: 'Social image URL' })).toHaveAttribute(
      'placeholder',
      'Defaults to the featured image',
    );
    expect(
      screen.getByRole('checkbox', { name: 'Hide from search engines (noindex)' }),
    ).not.toBeChecked();
  });

  it('counts the characters and warns past about 60 (title) and 160 (description); the preview cuts there', async () => {
    renderEditor();
    const title = screen.getByRole('textbox', { name: 'Meta title' });
    await userEvent.type(title, 'Short title');
    expect(screen.getByText('11 of about 60 characters')).toBeInTheDocument();
    expect(within(preview()).getByTestId('search-preview-title')).toHaveTextContent(
      /^Short title$/,
    );

    await userEvent.clear(title);
    await userEvent.type(title, 'word '.repeat(13));
    expect(
      screen.getByText('65 characters: longer than about 60, search results may cut it'),
    ).toBeInTheDocument();
    const shown = within(preview()).getByTestId('search-preview-title').textContent ?? '';
    expect(shown.endsWith('…')).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(60);

    const description = screen.getByRole('textbox', { name: 'Meta description' });
    await userEvent.click(description);
    await userEvent.paste('x'.repeat(161));
    expect(
      screen.getByText('161 characters: longer than about 160, search results may cut it'),
    ).toBeInTheDocument();
  });

  it("shows a translation's own SEO, and saves SEO changes with the translation (the post is unsaved until then)", async () => {
    const sent = fakeSaves((body) => ({
      status: 200,
      body: { post: { ...post, version: body.version + 1 } },
    }));
    renderEditor('es');
    expect(screen.getByRole('textbox', { name: 'Meta title (Spanish)' })).toHaveValue('Ahorra ya');
    expect(within(preview()).getByText('tips.localhost/es/ahorrar-dinero')).toBeInTheDocument();
    expect(within(preview()).getByTestId('search-preview-title')).toHaveTextContent(/^Ahorra ya$/);
    const noindex = screen.getByRole('checkbox', { name: 'Hide from search engines (noindex)' });
    expect(noindex).toBeChecked();

    await userEvent.click(noindex);
    await userEvent.clear(screen.getByRole('textbox', { name: 'Meta description (Spanish)' }));
    expect(within(preview()).getByTestId('search-preview-description')).toHaveTextContent(
      'Ahorrar dinero: what it is about.',
    );
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.translations.es!.seo).toEqual({
      title: 'Ahorra ya',
      description: null,
      image_url: '/media/x/1280.webp',
      noindex: false,
    });
    expect(sent[0]!.translations.en!.seo).toEqual({
      title: null,
      description: null,
      image_url: null,
      noindex: false,
    });
  });

  it('refuses a social image that is not an image link at the field, before any request', async () => {
    const sent = fakeSaves(() => ({ status: 500, body: {} }));
    renderEditor();
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Social image URL' }),
      'javascript:alert(1)',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const field = screen.getByRole('textbox', { name: 'Social image URL' });
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Only uploaded images or http(s) image links are allowed'),
    );
    expect(sent).toHaveLength(0);
  });
});
