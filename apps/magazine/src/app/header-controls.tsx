/**
 * The header's controls whose code is not in the page's first load (app/routes/locale-layout.tsx
 * loads this module through lib/deferred.tsx, at the reader's first interaction or a few
 * seconds after the page has loaded): the language menu, a <details> of links that opens and leads on without
 * script, and the theme switcher, disabled until its code has come.
 */
import { ThemeSwitcher } from '@sitenet/ui';
import { useT } from '../lib/locale-context';
import { useHydrated } from '../lib/use-hydrated';

export { LanguageMenu } from '../features/locale/components/language-menu';

export function ThemeControl() {
  const t = useT();
  // False while this part hydrates (it matches the server's disabled buttons), true right after.
  const hydrated = useHydrated();
  return (
    <ThemeSwitcher
      labels={{ group: t('theme.label'), light: t('theme.light'), dark: t('theme.dark'), system: t('theme.system') }}
      disabled={!hydrated}
    />
  );
}
