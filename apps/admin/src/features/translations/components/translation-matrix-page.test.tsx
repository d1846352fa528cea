import { screen, within } from '@testing-library/react';
import type { AdminPost } from '@sitenet/api-client';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, site, language } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { TranslationMatrixPage } from './translation-matrix-page';

const TIPS = site(1, 'Tips Magazine', 'localhost');

const LIVE_BUT_STALE: AdminPost = {
  id: 7,
  title: 'Budgeting Apps Compared',
  slug: 'budgeting-apps',
  category: 'money',
  published: false,
  updated_at: '2026-03-01T10:00:00Z',
  translations: ['es', 'fr'],
  site_id: 1,
  translation_status: { en: 'draft', es: 'stale', fr: 'scheduled', ar: 'missing' },
  language_states: {
    en: { status: 'draft', stale: false, publish_at: null },
    es: { status: 'published', stale: true, publish_at: null },
    fr: { status: 'scheduled', stale: false, publish_at: '2026-04-01T10:00:00.000Z' },
    ar: { status: 'missing', stale: false, publish_at: null },
  },
};

/** A machine translation into Spanish that no person has reviewed yet. */
const MACHINE_DRAFT: AdminPost = {
  ...LIVE_BUT_STALE,
  id: 8,
  title: 'A Calm Bedroom',
  slug: 'a-calm-bedroom',
  translations: ['es'],
  translation_status: { en: 'published', es: 'draft', fr: 'missing', ar: 'missing' },
  language_states: {
    en: { status: 'published', stale: false, machine: false, publish_at: null },
    es: { status: 'draft', stale: false, machine: true, publish_at: null },
    fr: { status: 'missing', stale: false, machine: false, publish_at: null },
    ar: { status: 'missing', stale: false, machine: false, publish_at: null },
  },
};

beforeEach(() => {
  fakeApi(({ path }) => {
    if (path === '/api/admin/posts') return { body: { posts: [LIVE_BUT_STALE, MACHINE_DRAFT] } };
    if (path === '/api/admin/languages')
      return {
        body: {
          languages: [
            language(1, 'en', 'English'),
            language(2, 'es', 'Spanish'),
            language(3, 'fr', 'French'),
            language(4, 'ar', 'Arabic'),
          ],
        },
      };
    return undefined;
  });
});

describe('TranslationMatrixPage', { timeout: 20_000 }, () => {
  it('shows each state in full words, and stale as a mark beside the state it keeps', async () => {
    renderAt(<TranslationMatrixPage site={TIPS} />, '/localhost/translations');
    const spanish = await screen.findByRole('link', {
      name: 'Budgeting Apps Compared, Spanish: Published, stale. Open in the editor',
    });
    expect(spanish).toHaveAttribute('href', '/localhost/posts/7/edit?lang=es');
    // The words themselves, never cut to "P..." or "S...".
    expect(spanish).toHaveTextContent(/^Published Stale$/);
    const french = screen.getByRole('link', {
      name: 'Budgeting Apps Compared, French: Scheduled. Open in the editor',
    });
    expect(french).toHaveTextContent(/^Scheduled$/);
    expect(
      screen.getByRole('link', { name: 'Budgeting Apps Compared, English: Draft. Open in the editor' }),
    ).toHaveTextContent(/^Draft$/);
    expect(
      screen.getByRole('link', { name: 'Budgeting Apps Compared, Arabic: Missing. Open in the editor' }),
    ).toHaveTextContent(/^Missing$/);
  });

  it('has a legend naming every state and the stale mark', async () => {
    renderAt(<TranslationMatrixPage site={TIPS} />, '/localhost/translations');
    const legend = await screen.findByRole('group', { name: 'Legend' });
    for (const word of ['Published', 'Scheduled', 'Draft', 'Missing', 'Stale'])
      expect(within(legend).getByText(word)).toBeInTheDocument();
    expect(legend).toHaveTextContent('the English changed since this translation was saved');
    expect(within(legend).getByText('Machine')).toBeInTheDocument();
    expect(legend).toHaveTextContent('machine-translated and not reviewed yet');
  });

  it('marks a machine translation no one has reviewed, beside its state', async () => {
    renderAt(<TranslationMatrixPage site={TIPS} />, '/localhost/translations');
    const spanish = await screen.findByRole('link', {
      name: 'A Calm Bedroom, Spanish: Draft, machine translation. Open in the editor',
    });
    expect(spanish).toHaveTextContent(/^Draft Machine$/);
    expect(spanish).toHaveAttribute('href', '/localhost/posts/8/edit?lang=es');
  });
});
