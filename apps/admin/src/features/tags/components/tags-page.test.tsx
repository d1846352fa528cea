import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminTag } from '@sitenet/api-client';
import { fakeApi, site } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { TagsPage } from './tags-page';

const SITE = site(5, 'Home Nest', 'home.localhost', { languages: ['en', 'es'] });

const tag = (id: number, en: string, es: string | null, posts_count = 0): AdminTag => ({
  id,
  site_id: SITE.id,
  posts_count,
  translations: {
    en: { name: en, slug: en.toLowerCase() },
    ...(es ? { es: { name: es, slug: es.toLowerCase() } } : {}),
  },
});

function serve() {
  let list = [tag(1, 'Basil', 'Albahaca', 3), tag(2, 'Herbs', null, 1)];
  const calls = fakeApi(({ method, path, body }) => {
    if (path === '/api/admin/sites') return { body: { sites: [SITE] } };
    if (path === '/api/admin/me')
      return {
        body: {
          user: { id: 1, name: 'Test Admin', email: 'admin@example.test', role: 'owner', status: 'active', memberships: [] },
        },
      };
    if (path === '/api/admin/tags' && method === 'GET') return { body: { tags: list } };
    if (path === '/api/admin/tags/2' && method === 'PUT') {
      const input = body as { translations: AdminTag['translations'] };
      if (input.translations.es?.slug === 'albahaca') {
        return {
          status: 409,
          body: {
            message: 'Another tag of the site already uses the slug “albahaca” in es',
            errors: { 'translations.es.slug': ['This slug is already used by another tag'] },
          },
        };
      }
      list = list.map((item) => (item.id === 2 ? { ...item, translations: input.translations } : item));
      return { body: { tag: list.find((item) => item.id === 2) } };
    }
    if (path === '/api/admin/tags/1/merge' && method === 'POST') {
      list = list.filter((item) => item.id !== 1).map((item) => (item.id === 2 ? { ...item, posts_count: 4 } : item));
      return { body: { tag: list.find((item) => item.id === 2) } };
    }
    if (path === '/api/admin/tags/2' && method === 'DELETE') {
      list = list.filter((item) => item.id !== 2);
      return { body: { deleted: true, id: 2 } };
    }
    return undefined;
  });
  return calls;
}

const rows = () => screen.getAllByTestId('tag-row');
const render = () =>
  renderAt(<TagsPage siteId={SITE.id} siteName={SITE.name} languages={['en', 'es']} />, '/home.localhost/tags');

afterEach(() => {
  document.body.innerHTML = '';
});

describe('tags screen', { timeout: 30_000 }, () => {
  it('lists the tags with their names and slugs per language and their post counts', async () => {
    serve();
    render();
    await screen.findByText('Basil');
    expect(rows()).toHaveLength(2);
    expect(within(rows()[0]!).getByText('ES: Albahaca /albahaca')).toBeInTheDocument();
    expect(within(rows()[0]!).getByText('3 posts')).toBeInTheDocument();
    expect(within(rows()[1]!).getByText('ES: —')).toBeInTheDocument();
    expect(within(rows()[1]!).getByText('1 post')).toBeInTheDocument();
  });

  it('renames a tag per language and shows a taken slug on its field', async () => {
    const calls = serve();
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Rename Herbs' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Name (es)' }), 'Hierbas');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /URL slug \(es\)/ }), 'albahaca');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This slug is already used by another tag')).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByRole('textbox', { name: /URL slug \(es\)/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // An empty slug is made from the name.
    expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({
      translations: { en: { name: 'Herbs', slug: 'herbs' }, es: { name: 'Hierbas', slug: 'hierbas' } },
    });
    expect(within(rows()[1]!).getByText('ES: Hierbas /hierbas')).toBeInTheDocument();
  });

  it('merges a tag into another after choosing it, then lists the one left', async () => {
    const calls = serve();
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Merge Basil into another tag' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Merge' })).toBeDisabled();
    await userEvent.click(within(dialog).getByPlaceholderText('Type to find a tag'));
    await userEvent.click(await screen.findByRole('option', { name: 'Herbs (1 post)', hidden: true }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(calls.find((call) => call.path === '/api/admin/tags/1/merge')?.body).toEqual({ into: 2 });
    expect(within(rows()[0]!).getByText('4 posts')).toBeInTheDocument();
  });

  it('deletes a tag after confirming', async () => {
    const calls = serve();
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Herbs' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Herbs is deleted with its names and addresses; its post loses the tag.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/admin/tags/2')).toBe(true);
  });
});
