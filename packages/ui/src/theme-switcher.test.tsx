import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ThemeSwitcher } from './theme-switcher';

describe('ThemeSwitcher', () => {
  it('defaults to light and shows three named choices', () => {
    render(<ThemeSwitcher />);
    expect(screen.getByRole('radiogroup', { name: 'Theme' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Light' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('radio', { name: 'System' })).toBeInTheDocument();
  });

  it('persists the choice under the theme key and applies it to <html>', async () => {
    render(<ThemeSwitcher />);
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(screen.getByRole('radio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
  });

  it('moves the choice with the arrow keys', async () => {
    render(<ThemeSwitcher labels={{ group: 'Thème', light: 'Clair', dark: 'Sombre', system: 'Système' }} />);
    screen.getByRole('radio', { name: 'Clair' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(localStorage.getItem('theme')).toBe('system');
    expect(screen.getByRole('radio', { name: 'Système' })).toHaveFocus();
  });

  it('reads a stored preference on first render', () => {
    localStorage.setItem('theme', 'dark');
    render(<ThemeSwitcher />);
    expect(screen.getByRole('radio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
  });

  it('takes no choice while disabled', async () => {
    render(<ThemeSwitcher disabled />);
    await userEvent.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeDisabled();
    expect(localStorage.getItem('theme')).not.toBe('dark');
    expect(screen.getByRole('radio', { name: 'Light' })).toHaveAttribute('aria-checked', 'true');
  });
});
