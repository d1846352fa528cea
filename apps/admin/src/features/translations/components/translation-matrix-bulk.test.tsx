import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPost } from '@sitenet/api-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, site, type FakeCall, language } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { TranslationMatrixPage } from './translation-matrix-page';

const TIPS = site(1, 'Tips Magazine', 'localhost');

const post = (id: number, title: string): AdminPost => ({
  id,
  title,
  slug: `post-${id}`,
  category: 'money',
  published: true,
  updated_at: '2026-03-01T10:00:00Z',
  translations: ['es'],
  site_id: 1,
});

let calls: FakeCall[];

beforeEach(() => {
  calls = fakeApi(({ method, path }) => {
    if (path === '/api/admin/posts')
      return { body: { posts: [post(7, 'Budgeting Apps'), post(8, 'A Calm Bedroom')] } };
    if (path === '/api/admin/languages')
      return {
        body: {
          languages: [
            language(1, 'en', 'English'),
            language(2, 'es', 'Spanish'),
            language(3, 'fr', 'French'),
          ],
        },
      };
    if (method === 'POST' && path === '/api/admin/posts/bulk')
      return { body: { action: 'unpublish', done: [8], refused: [] } };
    return undefined;
  });
});

describe('TranslationMatrixPage bulk actions', { timeout: 20_000 }, () => {
  it('selects posts in the matrix and unpublishes a language of the site through the same bar', async () => {
    const user = userEvent.setup();
    renderAt(<TranslationMatrixPage site={TIPS} />, '/localhost/translations');
    const matrix = await screen.findByRole('table', { name: 'Translation matrix' });
    await user.click(
      await within(matrix).findByRole('checkbox', { name: 'Select “A Calm Bedroom”' }),
    );
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByRole('status')).toHaveTextContent('1 post selected');
    expect(
      within(bar).getByRole('button', { name: 'Select all 2 matching this filter' }),
    ).toBeInTheDocument();

    await user.click(within(bar).getByRole('button', { name: 'Unpublish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unpublish: 1 post' });
    // Every language of the site is offered.
    for (const name of ['English (en)', 'Spanish (es)', 'French (fr)'])
      expect(within(dialog).getByRole('checkbox', { name })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'French (fr)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText('1 post unpublished')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/admin/posts/bulk')!.body).toEqual({
      ids: [8],
      site_id: 1,
      action: 'unpublish',
      languages: ['fr'],
    });
  });
});
