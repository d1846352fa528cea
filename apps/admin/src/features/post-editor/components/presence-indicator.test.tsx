import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PresenceOther } from '@sitenet/api-client';
import { fakeApi } from '../../../test/fake-api';
import { renderRoutes } from '../../../test/render';
import { testLanguages } from '../lib/fixtures.test-helpers';
import { EditorPresence, PresenceIndicator } from './presence-indicator';

const other = (id: number, name: string, language: string): PresenceOther => ({
  user: { id, name },
  language,
  since: '2026-11-25T10:00:00.000Z',
  last_seen: '2026-11-25T10:00:10.000Z',
});

describe('PresenceIndicator', () => {
  it('says in words who else has the post open, and in which language', () => {
    renderRoutes(
      [
        {
          path: '*',
          element: (
            <PresenceIndicator others={[other(2, 'Ana Ruiz', 'es')]} languages={testLanguages} />
          ),
        },
      ],
      '/',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Ana Ruiz is also editing (Spanish)');
  });

  it('names several people and counts the rest', () => {
    const many = [
      other(2, 'Ana', 'es'),
      other(3, 'Ben', 'en'),
      other(4, 'Chen', 'en'),
      other(5, 'Dee', 'es'),
    ];
    renderRoutes(
      [{ path: '*', element: <PresenceIndicator others={many} languages={testLanguages} /> }],
      '/',
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Ana (Spanish), Ben (English) and 2 others are also editing',
    );
  });

  it('shows nothing when nobody else is there', () => {
    renderRoutes(
      [{ path: '*', element: <PresenceIndicator others={[]} languages={testLanguages} /> }],
      '/',
    );
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

describe('EditorPresence', () => {
  it('sends a heartbeat with the language on screen, shows the answer, and says it leaves when it closes', async () => {
    const calls = fakeApi(({ method, path }) =>
      method === 'POST' && path === '/api/admin/posts/42/presence'
        ? { body: { others: [other(2, 'Ana', 'es')] } }
        : undefined,
    );
    const view = renderRoutes(
      [{ path: '*', element: <EditorPresence postId={42} lang="en" languages={testLanguages} /> }],
      '/',
    );
    expect(await screen.findByText('Ana is also editing (Spanish)')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/admin/posts/42/presence',
      body: { language: 'en', editing: true },
    });

    view.unmount();
    await waitFor(() =>
      expect(calls.at(-1)).toMatchObject({ body: { language: 'en', editing: false } }),
    );
  });
});
