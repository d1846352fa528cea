import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminTag } from '@sitenet/api-client';
import { configureApi } from '../../../lib/api-client';
import { fakeApi } from '../../../test/fake-api';
import { testSite } from '../lib/fixtures.test-helpers';
import { renderPostEditor, testPost } from './render-post-editor.test-helpers';

const tag = (id: number, name: string): AdminTag => ({
  id,
  site_id: testSite.id,
  posts_count: 0,
  translations: { en: { name, slug: name.toLowerCase() } },
});

const original = {
  title: 'Saving money',
  slug: 'saving-money',
  excerpt: 'Spend less.',
  content_type: 'html' as const,
  content: [],
  content_html: '<p>Plan every meal.</p>',
  status: 'draft' as const,
  publish_at: null,
  published_at: null,
  stale: false,
  featured_image_alt: null,
  review_state: null,
  review_note: null,
};

afterEach(() => configureApi(''));

/** The text box of the tag input (its label also names the options' list). */
const tagsInput = async () => (await screen.findAllByLabelText('Tags')).find((element) => element.tagName === 'INPUT')!;

describe('the editor’s tags', { timeout: 30_000 }, () => {
  it('finds a tag by typing, creates a new one on Enter, and saves both with the post', async () => {
    let tags = [tag(1, 'Basil'), tag(2, 'Budget')];
    const calls = fakeApi(({ method, path, body }) => {
      if (method === 'POST' && path === '/api/admin/posts/42/presence') return { body: { others: [] } };
      if (method === 'GET' && path === '/api/admin/tags') return { body: { tags } };
      if (method === 'POST' && path === '/api/admin/tags') {
        const made = { ...tag(7, 'x'), translations: (body as { translations: AdminTag['translations'] }).translations };
        tags = [...tags, made];
        return { status: 201, body: { tag: made } };
      }
      if (method === 'PUT' && path === '/api/admin/posts/42') {
        const sent = body as { tags: number[] };
        return { body: { post: { ...testPost({ en: original }), version: 4, tags: sent.tags } } };
      }
      return undefined;
    });
    renderPostEditor(testPost({ en: original }));
    const input = await tagsInput();
    await userEvent.type(input, 'bud');
    await userEvent.click(await screen.findByRole('option', { name: 'Budget', hidden: true }));
    await userEvent.type(input, 'Fresh Mint{Enter}');
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.path === '/api/admin/tags')).toBe(true));
    expect(calls.find((call) => call.method === 'POST' && call.path === '/api/admin/tags')?.body).toEqual({
      site_id: testSite.id,
      translations: { en: { name: 'Fresh Mint', slug: 'fresh-mint' } },
    });
    expect(await screen.findByText('Fresh Mint')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect((calls.find((call) => call.method === 'PUT')!.body as { tags: number[] }).tags).toEqual([2, 7]);
  });

  it('shows the server’s refusal of a tag on the field', async () => {
    fakeApi(({ method, path }) => {
      if (method === 'POST' && path === '/api/admin/posts/42/presence') return { body: { others: [] } };
      if (method === 'GET' && path === '/api/admin/tags') return { body: { tags: [] } };
      if (method === 'POST' && path === '/api/admin/tags')
        return { status: 403, body: { message: 'You may not add tags on this site' } };
      return undefined;
    });
    renderPostEditor(testPost({ en: original }));
    await userEvent.type(await tagsInput(), 'Thyme{Enter}');
    expect(await screen.findByText('You may not add tags on this site')).toBeInTheDocument();
  });
});
