import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { MediaLibraryItem, MediaLibraryResponse } from '@sitenet/api-client';
import { fakeApi, type FakeCall, language } from '../../../test/fake-api';
import { renderAt } from '../../../test/render';
import { MediaLibraryPage } from './media-library-page';

const SITE_ID = 7;
const LANGUAGES = [language(1, 'en', 'English', { keyCount: 1 }), language(2, 'es', 'Spanish', { keyCount: 1 })];
const hash = (n: number) => String(n).padStart(32, 'a');

const item = (id: number, extra: Partial<MediaLibraryItem> = {}): MediaLibraryItem => ({
  id,
  site_id: SITE_ID,
  url: `/media/${hash(id)}/800.webp`,
  width: 800,
  height: 600,
  alt: {},
  focal_point: null,
  variants: [320, 640, 800].map((width) => ({
    format: 'webp' as const,
    width,
    height: (width * 3) / 4,
    url: `/media/${hash(id)}/${width}.webp`,
  })),
  created_at: '2026-11-20T10:00:00.000Z',
  used_by: [],
  ...extra,
});

const USED = item(2, {
  alt: { en: 'A harbour at dawn', es: 'Un puerto al amanecer' },
  used_by: [{ post_id: 31, title: 'Harbour walks', field: 'featured' }],
});
const UNUSED = item(1);

function serve(initial: MediaLibraryItem[] = [USED, UNUSED]) {
  let list = [...initial];
  return fakeApi(({ method, path, search, body }: FakeCall) => {
    if (path === '/api/admin/languages') return { body: { languages: LANGUAGES } };
    if (path === '/api/admin/media' && method === 'GET') {
      const q = new URLSearchParams(search).get('q')?.toLowerCase();
      const media = list.filter(
        (m) => !q || Object.values(m.alt).some((text) => text.toLowerCase().includes(q)),
      );
      const reply: MediaLibraryResponse = { media, total: media.length, page: 1, per_page: 48 };
      return { body: reply };
    }
    const one = /^\/api\/admin\/media\/(\d+)$/.exec(path);
    if (one && method === 'PUT') {
      const input = body as {
        alt: Record<string, string>;
        focal_point: MediaLibraryItem['focal_point'];
      };
      list = list.map((m) =>
        m.id === Number(one[1]) ? { ...m, alt: input.alt, focal_point: input.focal_point } : m,
      );
      return { body: { media: list.find((m) => m.id === Number(one[1])) } };
    }
    const replace = /^\/api\/admin\/media\/(\d+)\/replace$/.exec(path);
    if (replace && method === 'POST') {
      list = list.map((m) =>
        m.id === Number(replace[1])
          ? { ...item(m.id), alt: m.alt, used_by: m.used_by, url: `/media/${hash(90)}/1000.webp`, width: 1000, height: 500 }
          : m,
      );
      return { body: { media: list.find((m) => m.id === Number(replace[1])) } };
    }
    if (one && method === 'DELETE') {
      list = list.filter((m) => m.id !== Number(one[1]));
      return { body: { message: 'Image deleted' } };
    }
    return undefined;
  });
}

const open = () =>
  renderAt(<MediaLibraryPage siteId={SITE_ID} domain="home.localhost" />, '/home.localhost/media');

afterEach(() => {
  document.body.innerHTML = '';
});

describe('media library screen', () => {
  it('shows the images as a grid, names them by alt text, and searches the alt texts', async () => {
    const calls = serve();
    open();
    const grid = within(await screen.findByRole('list', { name: 'Images' }));
    const tiles = grid.getAllByRole('button');
    expect(tiles.map((tile) => tile.getAttribute('aria-label'))).toEqual([
      'A harbour at dawn: details',
      'Image without alt text, 800 × 600: details',
    ]);
    expect(within(tiles[0]!).getByText('In use')).toBeInTheDocument();
    expect(screen.getByText('2 images')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by alt text' }), 'puerto');
    await waitFor(() =>
      expect(grid.queryByRole('button', { name: /without alt text/ })).not.toBeInTheDocument(),
    );
    expect(
      calls.some(
        (call) =>
          call.path === '/api/admin/media' &&
          new URLSearchParams(call.search).get('q') === 'puerto',
      ),
    ).toBe(true);

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search by alt text' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by alt text' }), 'zebra');
    expect(await screen.findByText('No image matches')).toBeInTheDocument();
  });

  it('says so when the library is empty and offers the upload', async () => {
    serve([]);
    open();
    expect(await screen.findByText('No images yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose files' })).toBeInTheDocument();
  });

  it('edits alt text per language and the focal point from the keyboard, and saves them', async () => {
    const calls = serve();
    open();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Image without alt text, 800 × 600: details' }),
    );
    const drawer = within(await screen.findByRole('dialog', { name: 'Image details' }));
    expect(drawer.getByText('800 × 600 px · focal point: centre')).toBeInTheDocument();
    expect(drawer.getByText('No post uses this image.')).toBeInTheDocument();

    await userEvent.type(drawer.getByRole('textbox', { name: 'English (en)' }), 'A red kite');
    await userEvent.type(drawer.getByRole('textbox', { name: 'Spanish (es)' }), 'Una cometa roja');
    const picker = drawer.getByRole('button', {
      name: /^Focal point: 50% from the left, 50% from the top/,
    });
    picker.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
    expect(
      drawer.getByRole('button', { name: /^Focal point: 60% from the left, 45% from the top/ }),
    ).toBeInTheDocument();

    await userEvent.click(drawer.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.path).toBe('/api/admin/media/1');
    expect(put.body).toEqual({
      alt: { en: 'A red kite', es: 'Una cometa roja' },
      focal_point: { x: 0.6, y: 0.45 },
    });
  });

  it('lists the posts that use an image and refuses to delete it while they do; deletes an unused one after confirming', async () => {
    const calls = serve();
    open();
    await userEvent.click(
      await screen.findByRole('button', { name: 'A harbour at dawn: details' }),
    );
    let drawer = within(await screen.findByRole('dialog', { name: 'Image details' }));
    const link = drawer.getByRole('link', { name: 'Harbour walks' });
    expect(link).toHaveAttribute('href', '/home.localhost/posts/31/edit');
    expect(drawer.getByText('(featured image)')).toBeInTheDocument();
    const blocked = drawer.getByRole('button', { name: 'Delete image' });
    expect(blocked).toBeDisabled();
    expect(blocked).toHaveAccessibleDescription(
      'Used by 1 post: remove it there before deleting it.',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Image details' })).not.toBeInTheDocument(),
    );

    await userEvent.click(
      screen.getByRole('button', { name: 'Image without alt text, 800 × 600: details' }),
    );
    drawer = within(await screen.findByRole('dialog', { name: 'Image details' }));
    await userEvent.click(drawer.getByRole('button', { name: 'Delete image' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete this image?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Delete image' }));
    await waitFor(() =>
      expect(
        calls.some((call) => call.method === 'DELETE' && call.path === '/api/admin/media/1'),
      ).toBe(true),
    );
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /without alt text/ })).not.toBeInTheDocument(),
    );
  });

  it('replaces an image from the details: the new size shows, the focal point is reset, and a non-image is refused before sending', async () => {
    const calls = serve([item(2, { ...USED, focal_point: { x: 0.2, y: 0.2 } })]);
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'A harbour at dawn: details' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Image details' }));
    const button = drawer.getByRole('button', { name: 'Replace image' });
    expect(button).toHaveAccessibleDescription(
      'Every post that shows this image shows the new file. Alt texts stay; the focal point is reset.',
    );
    const input = screen
      .getByRole('dialog', { name: 'Image details' })
      .querySelector<HTMLInputElement>('input[type="file"]')!;

    await userEvent.upload(input, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }), { applyAccept: false });
    expect(await drawer.findByText('logo.svg: Choose a JPEG, PNG, WebP or AVIF image.')).toBeInTheDocument();
    expect(calls.some((call) => call.path.endsWith('/replace'))).toBe(false);

    await userEvent.upload(input, new File([new Uint8Array([0x89, 0x50])], 'new.png', { type: 'image/png' }));
    expect(await drawer.findByText('1000 × 500 px · focal point: centre')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST' && call.path === '/api/admin/media/2/replace')).toHaveLength(1);
    expect(drawer.queryByRole('alert')).not.toBeInTheDocument();
  });
});
