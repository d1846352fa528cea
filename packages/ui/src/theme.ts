import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/**
 * One Mantine theme for both apps, so the console and the magazine feel like one product.
 * WCAG AA (axe color-contrast): white on indigo-6 is only 4.3:1, so the primary shade is 8.
 */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", "PingFang SC", "Microsoft YaHei", sans-serif',
  headings: { fontWeight: '700' },
  // A person who asks their system for less motion gets notices, menus and dialogs without their
  // slide (Mantine ignores the preference unless told), as the magazine's own styles already do.
  respectReducedMotion: true,
});

/**
 * Mantine's default dimmed grey (3.3:1) and the light status colours fall below 4.5:1 on white;
 * these darker values pass. Give it to MantineProvider's `cssVariablesResolver`.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636b',
    '--mantine-color-green-light-color': '#1b6e2d',
    '--mantine-color-green-text': '#1b6e2d',
    '--mantine-color-orange-light-color': '#a33b0a',
    '--mantine-color-orange-text': '#a33b0a',
    '--mantine-color-yellow-light-color': '#7a4f00',
    '--mantine-color-yellow-text': '#7a4f00',
    '--mantine-color-red-text': '#c92a2a',
  },
  dark: {},
});
