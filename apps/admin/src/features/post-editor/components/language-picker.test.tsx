import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Membership, Site } from '@sitenet/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { fakeApi, language } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { EditorStoreContext } from '../hooks/editor-context';
import { emptyTranslation } from '../lib/draft';
import { createEditorStore } from '../lib/editor-store';
import { postWithTips } from '../lib/fixtures.test-helpers';
import { COMPACT_PICKER_QUERY, LanguagePicker } from './language-picker';
import { PostEditorPage } from './post-editor-page';

const LANGUAGES = [
  language(1, 'en', 'English'),
  language(2, 'es', 'Spanish'),
  language(3, 'fr', 'French'),
  language(4, 'ar', 'Arabic'),
];

/** English draft, Spanish published but stale (the English changed), French scheduled. */
function store() {
  const draft = postWithTips();
  draft.translations.es = {
    ...emptyTranslation(),
    title: 'Tres maneras',
    status: 'published',
    stale: true,
  };
  draft.translations.fr = { ...emptyTranslation(), title: 'Trois façons', status: 'scheduled' };
  return createEditorStore(draft);
}

function renderPicker(onSelect = vi.fn()) {
  renderAt(
    <EditorStoreContext.Provider value={store()}>
      <LanguagePicker languages={LANGUAGES} current="en" onSelect={onSelect} />
    </EditorStoreContext.Provider>,
    '/tips.localhost/posts/42/edit',
  );
  return onSelect;
}

const matchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = matchMedia;
});

describe('LanguagePicker', { timeout: 20_000 }, () => {
  it('says each language’s state; a stale Spanish tab still says it is published, with the stale mark', () => {
    renderPicker();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'English Draft',
      'Spanish Published Stale',
      'French Scheduled',
      'Arabic Missing',
    ]);
    expect(screen.getByRole('tab', { name: 'Spanish Published Stale' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'French Scheduled' })).toBeInTheDocument();
  });

  it('is one select on phones, whose options say the same states', async () => {
    window.matchMedia = vi.fn().mockImplementation((query: string) => ({
      ...matchMedia(query),
      matches: query === COMPACT_PICKER_QUERY,
    }));
    const user = userEvent.setup();
    const onSelect = renderPicker();
    expect(screen.queryByRole('tab')).toBeNull();
    const select = screen.getByRole('combobox', { name: 'Language being written' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'English: Draft',
      'Spanish: Published, stale',
      'French: Scheduled',
      'Arabic: Missing',
    ]);
    await user.selectOptions(select, 'es');
    expect(onSelect).toHaveBeenCalledWith('es');
  });
});

describe('PostEditorPage language tabs for a translator', () => {
  const SITE: Site = {
    id: 5,
    name: 'Tips',
    domain: 'tips.localhost',
    description: null,
    active: true,
    maintenance_mode: false,
    posts_count: 0,
    launched_at: null,
  };

  function signInAs(memberships: Membership[]) {
    fakeApi(({ path }) => {
      if (path === '/api/admin/languages') return { body: { languages: LANGUAGES } };
      return undefined;
    });
    useAuthStore.setState({
      token: 'test-token',
      user: {
        id: 9,
        name: 'Tess Translator',
        email: 'tess@example.test',
        role: 'member',
        memberships,
      },
    });
  }

  it('shows only the languages assigned to them, and the English source', async () => {
    signInAs([{ site_id: 5, role: 'translator', languages: ['fr'] }]);
    renderAt(<PostEditorPage site={SITE} postId={null} />, '/tips.localhost/posts/create');
    await screen.findByRole('tablist', { name: 'Language being written' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'English Draft',
      'French Missing',
    ]);
  });

  it('shows every language to an editor of the site', async () => {
    signInAs([{ site_id: 5, role: 'editor', languages: [] }]);
    renderAt(<PostEditorPage site={SITE} postId={null} />, '/tips.localhost/posts/create');
    await screen.findByRole('tablist', { name: 'Language being written' });
    expect(screen.getAllByRole('tab')).toHaveLength(4);
  });
});
