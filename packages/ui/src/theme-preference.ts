/**
 * The reader's or editor's theme choice: light (default), dark or system, persisted under the
 * `theme` key (SPEC section 9). Both apps and the pre-paint /theme-init.js read this same key,
 * so the page never flashes the wrong theme. Touches no browser global at import time.
 */
export type ThemePreference = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'theme';
export const DEFAULT_THEME: ThemePreference = 'light';
const listeners = new Set<(value: ThemePreference) => void>();

export function isThemePreference(value: unknown): value is ThemePreference {
  return value === 'light' || value === 'dark' || value === 'system';
}

export function readThemePreference(): ThemePreference {
  try {
    const stored = globalThis.localStorage?.getItem(THEME_STORAGE_KEY);
    return isThemePreference(stored) ? stored : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

export function resolveTheme(preference: ThemePreference): ResolvedTheme {
  if (preference !== 'system') return preference;
  return globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** Sets the attributes Mantine and our own CSS read on <html>. */
export function applyTheme(preference: ThemePreference): void {
  const root = globalThis.document?.documentElement;
  if (!root) return;
  const resolved = resolveTheme(preference);
  root.setAttribute('data-mantine-color-scheme', resolved);
  root.setAttribute('data-theme', resolved);
  root.style.colorScheme = resolved;
}

export function writeThemePreference(preference: ThemePreference): void {
  try {
    globalThis.localStorage?.setItem(THEME_STORAGE_KEY, preference);
  } catch {
    // Private mode or storage full: the choice still applies for this page.
  }
  applyTheme(preference);
  for (const listener of listeners) listener(preference);
}

export function subscribeThemePreference(listener: (value: ThemePreference) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
