import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/render';
import type { ConflictField } from '../lib/conflict-fields';
import { ConflictDialog } from './conflict-dialog';

const fields: ConflictField[] = [
  {
    key: 'meta.category',
    lang: null,
    label: 'Category',
    mine: 'money',
    theirs: 'home',
    preferred: 'theirs',
  },
  {
    key: 'en.title',
    lang: 'en',
    label: 'Title',
    mine: 'My title',
    theirs: 'Their title',
    preferred: 'mine',
  },
  {
    key: 'es.excerpt',
    lang: 'es',
    label: 'Excerpt',
    mine: 'Mi resumen',
    theirs: 'Su resumen',
    preferred: 'mine',
  },
];

function renderDialog() {
  const props = { onApply: vi.fn(), onLoadTheirs: vi.fn(), onKeepMine: vi.fn(), onClose: vi.fn() };
  const names: Record<string, string> = { en: 'English', es: 'Spanish' };
  renderRoutes(
    [
      {
        path: '*',
        element: (
          <ConflictDialog
            opened
            fields={fields}
            languageName={(code) => names[code] ?? code}
            {...props}
          />
        ),
      },
    ],
    '/',
  );
  return props;
}

describe('ConflictDialog', () => {
  it('shows both versions of each field side by side, one choice per row, and applies the choices', async () => {
    const props = renderDialog();
    const category = screen.getByRole('group', { name: 'Post settings: Category' });
    expect(category).toHaveTextContent('Mine: money');
    expect(category).toHaveTextContent('Theirs: home');
    expect(screen.getByRole('radio', { name: 'Theirs: home' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Mine: My title' })).toBeChecked();

    await userEvent.click(screen.getByRole('radio', { name: 'Mine: money' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Theirs: Su resumen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(props.onApply).toHaveBeenCalledWith({
      'meta.category': 'mine',
      'en.title': 'mine',
      'es.excerpt': 'theirs',
    });
  });

  it('is used from the keyboard: arrows move the choice within a row', async () => {
    const props = renderDialog();
    const mine = screen.getByRole('radio', { name: 'Mine: My title' });
    mine.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Theirs: Their title' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Theirs: home' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(props.onApply).toHaveBeenCalledWith({
      'meta.category': 'theirs',
      'en.title': 'theirs',
      'es.excerpt': 'mine',
    });
  });

  it('keeps the quick ways out: all mine, or their version', async () => {
    const props = renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Keep all mine' }));
    expect(props.onKeepMine).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Load their version' }));
    expect(props.onLoadTheirs).toHaveBeenCalledOnce();
  });
});
