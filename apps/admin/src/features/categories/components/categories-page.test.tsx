import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminCategory } from '@sitenet/api-client';
import { CATEGORY_GRADIENTS } from '@sitenet/i18n/category-styles';
import { fakeApi, site } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { CategoriesPage } from './categories-page';

const SITE = site(5, 'Home Nest', 'home.localhost', { languages: ['en', 'es'] });

const category = (
  id: number,
  key: string,
  en: string,
  es: string,
  extra: Partial<AdminCategory> = {},
): AdminCategory => ({
  id,
  site_id: SITE.id,
  key,
  emoji: '🌿',
  gradient: CATEGORY_GRADIENTS[0],
  position: id,
  in_nav: true,
  posts_count: 0,
  translations: {
    en: { name: en, slug: key, description: '', seo_title: '' },
    es: { name: es, slug: es.toLowerCase(), description: '', seo_title: '' },
  },
  ...extra,
});

function serve(options: { failing?: boolean; empty?: boolean } = {}) {
  let list = [
    category(1, 'health', 'Health', 'Salud', { posts_count: 3 }),
    category(2, 'home', 'Home', 'Hogar'),
  ];
  const calls = fakeApi(({ method, path, body }) => {
    if (path === '/api/admin/sites') return { body: { sites: [SITE] } };
    if (path === '/api/admin/me')
      return {
        body: {
          user: {
            id: 1,
            name: 'Test Admin',
            email: 'admin@example.test',
            role: 'owner',
            status: 'active',
            memberships: [],
          },
        },
      };
    if (path === '/api/admin/categories' && method === 'GET') {
      if (options.failing)
        return { status: 503, body: { message: 'The database is not reachable' } };
      return { body: { categories: options.empty ? [] : list } };
    }
    if (path === '/api/admin/categories' && method === 'POST') {
      const input = body as { key: string; translations: AdminCategory['translations'] };
      if (
        Object.values(list).some(
          (item) => item.translations.es?.slug === input.translations.es?.slug,
        )
      ) {
        return {
          status: 409,
          body: {
            message: 'Another category of the site already uses the slug “salud” in es',
            errors: { 'translations.es.slug': ['This slug is already used by another category'] },
          },
        };
      }
      const made = category(
        3,
        input.key,
        input.translations.en!.name,
        input.translations.es?.name ?? '',
      );
      list = [...list, { ...made, translations: input.translations }];
      return { status: 201, body: { category: list.at(-1) } };
    }
    if (path === '/api/admin/categories/reorder') {
      const ids = (body as { ids: number[] }).ids;
      list = ids.map((id, position) => ({ ...list.find((item) => item.id === id)!, position }));
      return { body: { categories: list } };
    }
    if (path === '/api/admin/categories/1' && method === 'DELETE') {
      return {
        status: 409,
        body: {
          message:
            'This category still holds 3 posts (the trash included): move them to another category first',
          posts_count: 3,
        },
      };
    }
    if (path === '/api/admin/categories/2' && method === 'PUT') {
      list = list.map((item) =>
        item.id === 2 ? { ...item, ...(body as Partial<AdminCategory>) } : item,
      );
      return { body: { category: list.find((item) => item.id === 2) } };
    }
    return undefined;
  });
  return calls;
}

const rows = () => screen.getAllByTestId('category-row');

afterEach(() => {
  document.body.innerHTML = '';
});

describe('categories screen', { timeout: 30_000 }, () => {
  it('lists the categories in order with names per language, posts and the navigation switch', async () => {
    serve();
    renderAt(
      <CategoriesPage siteId={SITE.id} siteName={SITE.name} languages={['en', 'es']} />,
      '/home.localhost/categories',
    );
    await screen.findByText('Health');
    expect(rows()).toHaveLength(2);
    expect(within(rows()[0]!).getByText('ES: Salud')).toBeInTheDocument();
    expect(within(rows()[0]!).getByText('3 posts')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Show Health in the navigation' })).toBeChecked();
  });

  it('moves a category down with the keyboard-reachable buttons and keeps the server’s order', async () => {
    const calls = serve();
    renderAt(
      <CategoriesPage siteId={SITE.id} siteName={SITE.name} languages={['en', 'es']} />,
      '/home.localhost/categories',
    );
    await screen.findByText('Health');
    expect(screen.getByRole('button', { name: 'Move Health up' })).toBeDisabled();
    screen.getByRole('button', { name: 'Move Health down' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(rows()[0]!).getByText('Home')).toBeInTheDocument());
    expect(calls.find((call) => call.path === '/api/admin/categories/reorder')?.body).toEqual({
      site_id: SITE.id,
      ids: [2, 1],
    });
  });

  it('hides a category from the navigation', async () => {
    const calls = serve();
    renderAt(
      <CategoriesPage siteId={SITE.id} siteName={SITE.name} languages={['en', 'es']} />,
      '/home.localhost/categories',
    );
    await userEvent.click(
      await screen.findByRole('switch', { name: 'Show Home in the navigation' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Show Home in the navigation' })).not.toBeChecked(),
    );
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ in_nav: false });
  });

  it('explains why a category holding posts cannot be deleted', async () => {
    serve();
    renderAt(
      <CategoriesPage siteId={SITE.id} siteName={SITE.name} languages={['en', 'es']} />,
      '/home.localhost/categories',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Health' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This category still holds 3 posts. Move them to another category first, then delete it.',
    );
  });

  it('creates a category with words per language in tabs, and shows a taken slug on its field', async () => {
    const calls = serve();
    renderAt(
      <CategoriesPage siteId={SITE.id} siteName={SITE.name} languages={['en', 'es']} />,
      '/home.localhost/categories',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add category' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Key/ }), 'garden');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Theme colour 2' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Garden');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /URL slug/ }), 'garden');
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Spanish' }));
    const spanish = within(dialog).getByRole('tabpanel', { name: 'Spanish' });
    await userEvent.type(within(spanish).getByRole('textbox', { name: /^Name/ }), 'Jardín');
    await userEvent.type(within(spanish).getByRole('textbox', { name: /URL slug/ }), 'salud');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(
      await within(dialog).findByText('This slug is already used by another category'),
    ).toBeInTheDocument();

    await userEvent.clear(within(spanish).getByRole('textbox', { name: /URL slug/ }));
    await userEvent.type(within(spanish).getByRole('textbox', { name: /URL slug/ }), 'jardin');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    const created = calls
      .filter((call) => call.method === 'POST' && call.path === '/api/admin/categories')
      .at(-1)!.body;
    expect(created).toMatchObject({
      site_id: SITE.id,
      key: 'garden',
      gradient: CATEGORY_GRADIENTS[1],
      in_nav: true,
      translations: {
        en: { name: 'Garden', slug: 'garden' },
        es: { name: 'Jardín', slug: 'jardin' },
      },
    });
  });

  it('shows the empty and the error states', async () => {
    serve({ empty: true });
    renderAt(
      <CategoriesPage siteId={SITE.id} siteName={SITE.name} languages={['en']} />,
      '/home.localhost/categories',
    );
    expect(await screen.findByText('No categories yet')).toBeInTheDocument();
    document.body.innerHTML = '';
    serve({ failing: true });
    renderAt(
      <CategoriesPage siteId={SITE.id} siteName={SITE.name} languages={['en']} />,
      '/home.localhost/categories',
    );
    expect(await screen.findByRole('button', { name: /Retry/ })).toBeInTheDocument();
  });
});
