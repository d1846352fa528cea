import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { TranslationMemoryMatch } from '@sitenet/api-client';
import { testTranslation } from '../lib/fixtures.test-helpers';
import { configureApi } from '../../../lib/api-client';
import { useAuthStore } from '../../../lib/auth-store';
import { renderPostEditor, testPost } from './render-post-editor.test-helpers';
import { filledMessage } from './pretranslate-button';

/* Issue 17, item 7: the translation memory's matches beside a translation's fields, and pre-translation. */

const tip = (id: string, title: string, description: string) => ({
  id,
  number: 1,
  title,
  description,
  tip: null,
  rating: null,
  price_range: null,
  cta_text: null,
  cta_link: null,
  affiliate_note: null,
  company_name: null,
});

const translation = (title: string, tips: ReturnType<typeof tip>[], status: 'draft' | 'published' = 'published') =>
  testTranslation({ title, content_type: 'json', content: tips, status });

const FIX = 'Fix a dripping tap';
const post = testPost({
  en: translation('Home repairs', [tip('a', FIX, 'Replace the washer.')]),
  es: translation('Reparaciones', [tip('a', 'Grifo', 'Cambia la arandela.')], 'draft'),
});

/** The pre-translation requests' bodies. */
let bodies: string[] = [];

/** The API: matches by text, a pre-translation of Spanish; every request is recorded. */
function fakeApi(matches: Record<string, TranslationMemoryMatch[]>): string[] {
  const requests: string[] = [];
  bodies = [];
  useAuthStore.setState({ token: 'test-token', user: { id: 1, name: 'Editor', email: 'editor@example.test' } });
  configureApi('http://api.test', async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input));
    const method = init?.method ?? 'GET';
    requests.push(`${method} ${url.pathname}${url.search}`);
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (url.pathname === '/api/admin/translation-memory/matches') return json({ matches: matches[url.searchParams.get('text') ?? ''] ?? [] });
    if (url.pathname === '/api/admin/posts/42/presence') return json({ others: [] });
    if (url.pathname === '/api/admin/posts/42/pretranslate' && method === 'POST') {
      const machine = (JSON.parse(String(init?.body)) as { use_machine?: boolean }).use_machine === true;
      bodies.push(String(init?.body));
      const es = {
        ...post.translations.es!,
        content: [tip('a', 'Arregla un grifo que gotea', machine ? 'Sustituye la junta.' : 'Cambia la arandela.')],
        machine,
      };
      const summary = { es: { filled: machine ? 3 : 1, machine: machine ? 2 : 0, total: 3 } };
      return json({ post: { ...post, version: 4, translations: { ...post.translations, es } }, summary });
    }
    return json({ message: 'Not here' }, 404);
  });
  return requests;
}

afterEach(() => configureApi(''));

describe('the translation memory in the editor', { timeout: 30_000 }, () => {
  it('lists a field’s matches with their score and source, and inserts one as an unsaved change', async () => {
    const requests = fakeApi({
      [FIX]: [
        { source: FIX, target: 'Arregla un grifo que gotea', score: 1 },
        { source: 'Fix a dripping tap quickly', target: 'Arregla rápido un grifo', score: 0.87 },
      ],
    });
    renderPostEditor(post, { lang: 'es', url: '/tips.localhost/posts/42/edit?lang=es' });
    // Nothing is asked before a list is opened.
    expect(requests.filter((r) => r.includes('translation-memory'))).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Memory for the tip 1 title' }));
    const list = await screen.findByRole('list', { name: 'Matches in memory' });
    const items = within(list).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual([
      `100 %Arregla un grifo que goteaFrom: ${FIX}`,
      '87 %Arregla rápido un grifoFrom: Fix a dripping tap quickly',
    ]);
    expect(requests.filter((r) => r.includes('translation-memory'))).toHaveLength(1);

    // Keyboard: focus the best match and press Enter.
    items[0]!.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Tip 1 title' })).toHaveValue('Arregla un grifo que gotea');
    expect(screen.getByTestId('save-status')).toHaveTextContent('Unsaved changes');
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Matches in memory' })).not.toBeInTheDocument());
  });

  it('offers the memory for a translation’s meta description, from the original’s', async () => {
    const META = 'Small repairs anyone can do at home.';
    const withSeo = testPost({
      en: { ...translation('Home repairs', [tip('a', FIX, 'Replace the washer.')]), seo: { title: null, description: META, image_url: null, noindex: false } },
      es: translation('Reparaciones', [tip('a', 'Grifo', 'Cambia la arandela.')], 'draft'),
    });
    const requests = fakeApi({ [META]: [{ source: META, target: 'Pequeñas reparaciones que cualquiera puede hacer.', score: 1 }] });
    renderPostEditor(withSeo, { lang: 'es', url: '/tips.localhost/posts/42/edit?lang=es' });
    // The original has no meta title: nothing to look up, no button.
    expect(screen.queryByRole('button', { name: 'Memory for the meta title' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Memory for the meta description' }));
    await userEvent.click(await screen.findByRole('button', { name: /Pequeñas reparaciones/ }));
    expect(screen.getByRole('textbox', { name: /^Meta description/ })).toHaveValue('Pequeñas reparaciones que cualquiera puede hacer.');
    const asked = requests.filter((r) => r.includes('translation-memory')).map((r) => new URLSearchParams(r.split('?')[1]).get('text'));
    expect(asked).toEqual([META]);
  });

  it('says so when the memory has nothing for a field', async () => {
    fakeApi({});
    renderPostEditor(post, { lang: 'es', url: '/tips.localhost/posts/42/edit?lang=es' });
    await userEvent.click(screen.getByRole('button', { name: 'Memory for the title' }));
    expect(await screen.findByText('No matches in memory')).toBeInTheDocument();
  });

  it('pre-translates the language from memory and loads the filled draft as the saved copy', async () => {
    const requests = fakeApi({});
    renderPostEditor(post, { lang: 'es', url: '/tips.localhost/posts/42/edit?lang=es' });
    await userEvent.click(screen.getByRole('button', { name: 'Pre-translate from memory' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Tip 1 title' })).toHaveValue('Arregla un grifo que gotea'));
    expect(requests).toContain('POST /api/admin/posts/42/pretranslate');
    expect(screen.getByTestId('save-status')).not.toHaveTextContent('Unsaved changes');
  });

  it('pre-translates with machine translation for the rest and says what came from where', async () => {
    fakeApi({});
    renderPostEditor(post, { lang: 'es', url: '/tips.localhost/posts/42/edit?lang=es' });
    await userEvent.click(screen.getByRole('button', { name: 'Memory + machine translation' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Tip 1 description' })).toHaveValue('Sustituye la junta.'));
    expect(bodies).toEqual([JSON.stringify({ languages: ['es'], use_machine: true })]);
    expect(filledMessage({ filled: 3, machine: 2, total: 3 })).toBe(
      'Filled 3 of 3 segments: 1 from memory, 2 by machine translation. Review the draft before publishing it.',
    );
  });

  it('refuses to pre-translate over unsaved changes', async () => {
    const requests = fakeApi({});
    renderPostEditor(post, { lang: 'es', url: '/tips.localhost/posts/42/edit?lang=es' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Title (Spanish)' }), ' nuevas');
    await userEvent.click(screen.getByRole('button', { name: 'Pre-translate from memory' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Save or undo your changes first');
    expect(requests.some((r) => r.includes('pretranslate'))).toBe(false);
    expect(screen.getByRole('textbox', { name: 'Title (Spanish)' })).toHaveValue('Reparaciones nuevas');
  });
});
