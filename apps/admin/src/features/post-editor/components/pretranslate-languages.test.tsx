import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { testLanguage, testTranslation } from '../lib/fixtures.test-helpers';
import { languagesMessage } from './pretranslate-languages';
import { renderPostEditor, testPost } from './render-post-editor.test-helpers';

/* Issue 17, item 8: pre-translating a post into several chosen languages at once. */

const translation = (title: string, status: 'draft' | 'published') =>
  testTranslation({ title, content_html: `<p>${title}</p>`, status });

/** English and French published, Spanish a draft, German and Arabic not started. */
const post = testPost({
  en: translation('Home repairs', 'published'),
  es: translation('Reparaciones', 'draft'),
  fr: translation('Réparations', 'published'),
});
const languages = [
  testLanguage('en', 'English'),
  testLanguage('es', 'Spanish'),
  testLanguage('fr', 'French'),
  testLanguage('de', 'German'),
  testLanguage('ar', 'Arabic'),
];

/** The pre-translation requests' bodies; the reply fills each asked language's title. */
function fakeApi(): string[] {
  const bodies: string[] = [];
  useAuthStore.setState({ token: 'test-token', user: { id: 1, name: 'Editor', email: 'editor@example.test' } });
  configureApi('http://api.test', async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (url.pathname === '/api/admin/posts/42/presence') return json({ others: [] });
    if (url.pathname === '/api/admin/posts/42/pretranslate' && init?.method === 'POST') {
      bodies.push(String(init.body));
      const asked = (JSON.parse(String(init.body)) as { languages: string[] }).languages;
      const translations = { ...post.translations };
      for (const code of asked) translations[code] = { ...translation(`Home repairs (${code})`, 'draft'), machine: false };
      const summary = Object.fromEntries(asked.map((code) => [code, { filled: 1, machine: 0, total: 2 }]));
      return json({ post: { ...post, version: 4, translations }, summary });
    }
    return json({ message: 'Not here' }, 404);
  });
  return bodies;
}

afterEach(() => configureApi(''));

describe('pre-translating several languages', { timeout: 30_000 }, () => {
  it('offers the drafts and the languages not started, and fills the chosen ones in one run', async () => {
    const bodies = fakeApi();
    renderPostEditor(post, { languages });
    await userEvent.click(screen.getByRole('button', { name: 'Pre-translate languages…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pre-translate languages…' });
    // A published translation is never filled: French is not offered.
    const boxes = within(dialog).getAllByRole('checkbox');
    expect(boxes.map((box) => box.getAttribute('value'))).toEqual(['es', 'de', 'ar']);
    expect(boxes.every((box) => (box as HTMLInputElement).checked)).toBe(true);

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Arabic' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pre-translate 2 languages' }));
    await waitFor(() => expect(bodies).toEqual([JSON.stringify({ languages: ['es', 'de'] })]));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Pre-translate languages…' })).not.toBeInTheDocument());
  });

  it('asks for machine translation when switched on', async () => {
    const bodies = fakeApi();
    renderPostEditor(post, { languages });
    await userEvent.click(screen.getByRole('button', { name: 'Pre-translate languages…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pre-translate languages…' });
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Machine translation for what the memory cannot fill' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pre-translate 3 languages' }));
    await waitFor(() => expect(bodies).toEqual([JSON.stringify({ languages: ['es', 'de', 'ar'], use_machine: true })]));
  });

  it('is not offered when fewer than two languages could be filled', () => {
    fakeApi();
    renderPostEditor(post, { languages: languages.slice(0, 3) });
    expect(screen.queryByRole('button', { name: 'Pre-translate languages…' })).not.toBeInTheDocument();
  });

  it('says per language what was filled', () => {
    expect(
      languagesMessage(
        { es: { filled: 2, machine: 0, total: 4 }, de: { filled: 4, machine: 3, total: 4 } },
        (code) => ({ es: 'Spanish', de: 'German' })[code] ?? code,
      ),
    ).toBe(
      'Spanish: Filled 2 of 4 segments from memory. The rest still holds the English text to translate.\n' +
        'German: Filled 4 of 4 segments: 1 from memory, 3 by machine translation. Review the draft before publishing it.',
    );
  });
});
