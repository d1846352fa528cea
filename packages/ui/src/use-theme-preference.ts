import { useCallback, useEffect, useSyncExternalStore } from 'react';
import {
  applyTheme,
  readThemePreference,
  subscribeThemePreference,
  writeThemePreference,
  type ThemePreference,
} from './theme-preference';

/** React view of the shared theme preference; follows the OS while "system" is chosen. */
export function useThemePreference(): [ThemePreference, (value: ThemePreference) => void] {
  const preference = useSyncExternalStore(
    subscribeThemePreference,
    readThemePreference,
    () => 'light' as const,
  );

  useEffect(() => {
    applyTheme(preference);
    if (preference !== 'system') return;
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => applyTheme('system');
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [preference]);

  const set = useCallback((value: ThemePreference) => writeThemePreference(value), []);
  return [preference, set];
}
