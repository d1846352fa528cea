export { cssVariablesResolver, theme } from './theme';
export { ErrorPage, type ErrorPageProps } from './error-page';
export { Logo, type LogoProps } from './logo';
export { ThemeSwitcher, type ThemeSwitcherProps } from './theme-switcher';
export * from './theme-preference';
export { useThemePreference } from './use-theme-preference';
export { themeColorSchemeManager } from './mantine-color-scheme';
export * from './data-table';
