import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MediaLibraryItem, MediaLibraryResponse } from '@sitenet/api-client';
import RichTextBody from '../components/rich-text/rich-text-body';
import { fakeApi } from '../test/fake-api';
import { renderAt } from '../test/render';
import { MediaPickerProvider } from './media-picker-provider';

const HASH = 'b'.repeat(32);
const KITE: MediaLibraryItem = {
  id: 9,
  site_id: 3,
  url: `/media/${HASH}/800.webp`,
  width: 800,
  height: 600,
  alt: { en: 'A red kite', es: 'Una cometa roja' },
  focal_point: null,
  variants: [{ format: 'webp', width: 800, height: 600, url: `/media/${HASH}/800.webp` }],
  created_at: '2026-11-20T10:00:00.000Z',
  used_by: [],
};

// jsdom lays nothing out: ProseMirror scrolls the inserted image into view through Range rects.
beforeAll(() => {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= noRects;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('Insert image in a rich-text body', () => {
  it('opens the site’s library and inserts the picked image with its alt text in the language being written', async () => {
    const calls = fakeApi(({ path }) => {
      if (path === '/api/admin/media') {
        const reply: MediaLibraryResponse = { media: [KITE], total: 1, page: 1, per_page: 48 };
        return { body: reply };
      }
      return undefined;
    });
    let html = '';
    renderAt(
      <MediaPickerProvider siteId={3}>
        <RichTextBody
          html="<p>Intro</p>"
          label="Spanish body"
          lang="es"
          onChange={(next) => (html = next)}
        />
      </MediaPickerProvider>,
      '/home.localhost/posts/1/edit',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Insert image' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Insert an image from the library' }),
    );
    await userEvent.click(await dialog.findByRole('button', { name: 'Insert A red kite' }));

    await waitFor(() =>
      expect(html).toContain(
        `<img src="/media/${HASH}/800.webp" alt="Una cometa roja" width="800" height="600">`,
      ),
    );
    expect(calls.find((call) => call.path === '/api/admin/media')?.search).toContain('site_id=3');
    expect(
      screen.queryByRole('dialog', { name: 'Insert an image from the library' }),
    ).not.toBeInTheDocument();
  });

  it('offers no image control where no library is provided (a site’s own pages)', async () => {
    renderAt(<RichTextBody html="<p>About us</p>" label="About" />, '/');
    await screen.findByRole('button', { name: 'Bold' });
    expect(screen.queryByRole('button', { name: 'Insert image' })).not.toBeInTheDocument();
  });
});
