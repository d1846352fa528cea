import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminAuthor } from '@sitenet/api-client';
import { ImagePickerContext, type ImagePickerProps } from '../../../components/rich-text/image-picker';
import { fakeApi, site } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { AuthorsPage } from './authors-page';

const SITE = site(5, 'Home Nest', 'home.localhost', { languages: ['en', 'es'] });

const author = (id: number, name: string, extra: Partial<AdminAuthor> = {}): AdminAuthor => ({
  id,
  site_id: SITE.id,
  name,
  slug: name.toLowerCase().replace(/ /g, '-'),
  avatar_url: null,
  avatar_media_id: null,
  user_id: null,
  posts_count: 0,
  translations: { en: { role: 'Writer', bio: 'Writes.' } },
  ...extra,
});

const ME = { id: 1, name: 'Test Admin', email: 'admin@example.test', role: 'owner', status: 'active', memberships: [] };
const TEAM = [
  { ...ME, last_seen_at: null, created_at: '2026-01-01T00:00:00.000Z' },
  { id: 7, name: 'Elena Editor', email: 'elena@example.test', role: 'member', status: 'active', memberships: [], last_seen_at: null, created_at: '2026-01-01T00:00:00.000Z' },
];

function serve(options: { empty?: boolean } = {}) {
  let list = options.empty ? [] : [author(1, 'Maya Chen', { posts_count: 4, user_id: 7 }), author(2, 'Solo Writer')];
  return fakeApi(({ method, path, body }) => {
    if (path === '/api/admin/sites') return { body: { sites: [SITE] } };
    if (path === '/api/admin/me') return { body: { user: ME } };
    if (path === '/api/admin/users') return { body: { users: TEAM } };
    if (path === '/api/admin/authors' && method === 'GET') return { body: { authors: list } };
    if (path === '/api/admin/authors' && method === 'POST') {
      const input = body as { name: string; slug: string; avatar_media_id: number | null; user_id: number | null; translations: AdminAuthor['translations'] };
      if (list.some((item) => item.slug === input.slug)) {
        return {
          status: 409,
          body: { message: `Another author of the site already uses the slug “${input.slug}”`, errors: { slug: ['This slug is already used by another author'] } },
        };
      }
      const made = author(3, input.name, {
        slug: input.slug,
        avatar_media_id: input.avatar_media_id,
        avatar_url: input.avatar_media_id ? '/media/avatar.webp' : null,
        user_id: input.user_id,
        translations: input.translations,
      });
      list = [...list, made];
      return { status: 201, body: { author: made } };
    }
    if (path === '/api/admin/authors/1' && method === 'DELETE') {
      return { status: 409, body: { message: '4 posts name this author (the trash included): choose another author for them first', posts_count: 4 } };
    }
    return undefined;
  });
}

/** The media library's picker as the route provides it: here, one image to pick. */
function FakePicker({ opened, onPick, title }: ImagePickerProps) {
  if (!opened) return null;
  return (
    <div role="dialog" aria-label={title}>
      <button type="button" onClick={() => onPick({ id: 42, src: '/media/avatar.webp', alt: '', width: 200, height: 200 })}>
        Pick portrait
      </button>
    </div>
  );
}

const renderPage = (languages = ['en', 'es']) =>
  renderAt(
    <ImagePickerContext.Provider value={FakePicker}>
      <AuthorsPage siteId={SITE.id} siteName={SITE.name} languages={languages} />
    </ImagePickerContext.Provider>,
    '/home.localhost/authors',
  );

const rows = () => screen.getAllByTestId('author-row');

afterEach(() => {
  document.body.innerHTML = '';
});

describe('authors screen', { timeout: 30_000 }, () => {
  it('lists the authors with role, linked team member and post count, in a table that scrolls sideways', async () => {
    serve();
    renderPage();
    await screen.findByText('Maya Chen');
    expect(rows()).toHaveLength(2);
    const maya = within(rows()[0]!);
    expect(maya.getByText('maya-chen')).toBeInTheDocument();
    expect(maya.getByText('4 posts')).toBeInTheDocument();
    expect(await maya.findByText('Elena Editor')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Authors - Home Nest' });
    expect(table.closest('[tabindex="0"]')).not.toBeNull();
  });

  it('creates an author: slug from the name, avatar from the library, team member, role and bio per language', async () => {
    const calls = serve();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Add author' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New author' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Name/ }), 'Solo Writer');
    // The slug follows the name: this one is taken, and the field says so.
    expect(dialog.getByRole('textbox', { name: /^Slug/ })).toHaveValue('solo-writer');
    await userEvent.click(dialog.getByRole('button', { name: 'Choose from the media library' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Choose an avatar from the library' })).getByRole('button', { name: 'Pick portrait' }),
    );
    const member = dialog.getByLabelText(/Linked team member/);
    await waitFor(() => expect(member).toBeEnabled());
    await userEvent.click(member);
    await userEvent.type(member, 'Elena');
    await userEvent.click(await screen.findByRole('option', { name: /Elena Editor/, hidden: true }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Role' }), 'Garden Writer');
    await userEvent.click(dialog.getByRole('tab', { name: 'Spanish' }));
    const spanish = within(dialog.getByRole('tabpanel', { name: 'Spanish' }));
    await userEvent.type(spanish.getByRole('textbox', { name: 'Bio' }), 'Escribe sobre jardines.');
    await userEvent.click(dialog.getByRole('button', { name: 'Create author' }));
    expect(await dialog.findByText('This slug is already used by another author')).toBeInTheDocument();

    await userEvent.clear(dialog.getByRole('textbox', { name: /^Slug/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Slug/ }), 'solo-garden');
    await userEvent.click(dialog.getByRole('button', { name: 'Create author' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    const sent = calls.filter((call) => call.method === 'POST' && call.path === '/api/admin/authors').at(-1)!.body;
    expect(sent).toEqual({
      site_id: SITE.id,
      name: 'Solo Writer',
      slug: 'solo-garden',
      avatar_media_id: 42,
      user_id: 7,
      translations: { en: { role: 'Garden Writer', bio: '' }, es: { role: '', bio: 'Escribe sobre jardines.' } },
    });
  });

  it('explains why an author posts name cannot be deleted', async () => {
    serve();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Maya Chen' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '4 posts name this author (the trash included): choose another author in them first.',
    );
  });

  it('shows the empty state', async () => {
    serve({ empty: true });
    renderPage(['en']);
    expect(await screen.findByText('No authors yet')).toBeInTheDocument();
  });
});
