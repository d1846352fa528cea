import type { KeyboardEvent, ReactNode } from 'react';
import classes from './theme-switcher.module.css';
import type { ThemePreference } from './theme-preference';
import { useThemePreference } from './use-theme-preference';

const ORDER: ThemePreference[] = ['light', 'dark', 'system'];

const ICONS: Record<ThemePreference, ReactNode> = {
  light: (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </svg>
  ),
  dark: (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
    </svg>
  ),
  system: (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M8 20h8M12 16v4" />
    </svg>
  ),
};

export interface ThemeSwitcherProps {
  /** Accessible names, translated by the app. */
  labels?: Partial<Record<ThemePreference | 'group', string>>;
  /** Inert until the app can apply a choice (a server-rendered page before hydration). */
  disabled?: boolean;
}

const DEFAULT_LABELS = { group: 'Theme', light: 'Light', dark: 'Dark', system: 'System' };

/** Light / dark / system as a keyboard-friendly radio group (arrow keys move the choice). */
export function ThemeSwitcher({ labels, disabled }: ThemeSwitcherProps) {
  const [preference, setPreference] = useThemePreference();
  const text = { ...DEFAULT_LABELS, ...labels };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const next = ORDER[(ORDER.indexOf(preference) + step + ORDER.length) % ORDER.length]!;
    setPreference(next);
    event.currentTarget.querySelector<HTMLButtonElement>(`[data-value="${next}"]`)?.focus();
  };

  return (
    <div role="radiogroup" aria-label={text.group} className={classes.group} onKeyDown={onKeyDown}>
      {ORDER.map((value) => (
        <button
          key={value}
          type="button"
          role="radio"
          data-value={value}
          aria-checked={preference === value}
          aria-label={text[value]}
          title={text[value]}
          tabIndex={preference === value ? 0 : -1}
          className={classes.option}
          disabled={disabled}
          onClick={() => setPreference(value)}
        >
          {ICONS[value]}
        </button>
      ))}
    </div>
  );
}
