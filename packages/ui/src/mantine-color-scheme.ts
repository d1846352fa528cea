import type { MantineColorSchemeManager } from '@mantine/core';
import {
  readThemePreference,
  subscribeThemePreference,
  writeThemePreference,
} from './theme-preference';

/**
 * Lets MantineProvider read and write the same `theme` key as ThemeSwitcher, mapping our
 * "system" to Mantine's "auto", so there is one source of truth for the theme.
 */
export function themeColorSchemeManager(): MantineColorSchemeManager {
  let unsubscribe: (() => void) | undefined;
  return {
    get: () => {
      const value = readThemePreference();
      return value === 'system' ? 'auto' : value;
    },
    set: (value) => writeThemePreference(value === 'auto' ? 'system' : value),
    subscribe: (onUpdate) => {
      unsubscribe = subscribeThemePreference((value) => onUpdate(value === 'system' ? 'auto' : value));
    },
    unsubscribe: () => unsubscribe?.(),
    clear: () => writeThemePreference('light'),
  };
}
