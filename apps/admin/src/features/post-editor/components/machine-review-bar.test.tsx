import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminPostDetail, PostTranslationRead } from '@sitenet/api-client';
import { fakeApi } from '../../../test/fake-api';
import { renderPostEditor, testPost } from './render-post-editor.test-helpers';

/* Issue 17, item 8: a translation the machine wrote is marked until a person reviews it. */

const translation = (title: string, overrides: Partial<PostTranslationRead> = {}): PostTranslationRead => ({
  title,
  slug: title.toLowerCase().replace(/\s+/g, '-'),
  excerpt: '',
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
  machine: false,
  ...overrides,
});

const machinePost = testPost({
  en: translation('Saving money'),
  es: translation('Ahorrar dinero', { machine: true }),
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the machine translation mark in the editor', () => {
  it('shows the badge and keeps Published and Scheduled off until Mark as reviewed', async () => {
    const reviewed: AdminPostDetail = { ...machinePost, version: 4, translations: { ...machinePost.translations, es: translation('Ahorrar dinero') } };
    const calls = fakeApi(({ method, path }) => {
      if (path.endsWith('/presence')) return { body: { others: [] } };
      if (method === 'POST' && path === '/api/admin/posts/42/translations/es/review-machine') {
        return { body: { translation: { post_id: 42, code: 'es', status: 'draft', review_state: null, review_note: null, machine: false } } };
      }
      if (method === 'GET' && path === '/api/admin/posts/42') return { body: { post: reviewed } };
      return undefined;
    });
    renderPostEditor(machinePost, { lang: 'es' });

    const bar = await screen.findByTestId('machine-review-bar');
    // The tab says so too; the English one does not.
    expect(screen.getByRole('tab', { name: /Spanish .*Machine translation/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /English/ })).not.toHaveTextContent('Machine translation');
    expect(within(bar).getByText('Machine translation')).toBeInTheDocument();
    expect(within(bar).getByText('Machine translation: review it before publishing')).toBeInTheDocument();
    const states = screen.getByRole('radiogroup', { name: /Spanish: publish state/ });
    expect(within(states).getByRole('radio', { name: 'Published' })).toBeDisabled();
    expect(within(states).getByRole('radio', { name: 'Scheduled' })).toBeDisabled();
    expect(screen.getByText(/Review the machine translation before publishing/)).toBeInTheDocument();

    await userEvent.click(within(bar).getByRole('button', { name: 'Mark as reviewed' }));
    // The review, then the post read again (the page's query takes it: the bar goes, as the next test shows).
    await waitFor(() => expect(calls.some((call) => call.method === 'GET' && call.path === '/api/admin/posts/42')).toBe(true));
    expect(calls.filter((call) => call.method === 'POST' && !call.path.endsWith('/presence')).map((call) => call.path)).toEqual(['/api/admin/posts/42/translations/es/review-machine']);
  });

  it('shows nothing on a translation a person wrote or reviewed, and it may be published', async () => {
    fakeApi(({ path }) => (path.endsWith('/presence') ? { body: { others: [] } } : undefined));
    renderPostEditor(testPost({ en: translation('Saving money'), es: translation('Ahorrar dinero') }), { lang: 'es' });
    const states = await screen.findByRole('radiogroup', { name: /Spanish: publish state/ });
    expect(within(states).getByRole('radio', { name: 'Published' })).toBeEnabled();
    expect(screen.queryByTestId('machine-review-bar')).not.toBeInTheDocument();
    expect(screen.queryByText('Machine translation')).not.toBeInTheDocument();
  });
});
