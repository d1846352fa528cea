import { DEFAULT_LOCALE, isLocale, parsePath, translatePath, type Locale } from '@sitenet/i18n';
import { ThemeSwitcher } from '@sitenet/ui';
import { useLayoutEffect } from 'react';
import { isRouteErrorResponse, Outlet, useLoaderData, useLocation, useMatches, useRouteError } from 'react-router';
import type { PageLinks } from '../page-links';
import { LanguageMenu } from '../../features/locale/components/language-menu';
import { SiteLayout } from '../../features/layout/components/site-layout';
import { PaletteButton } from '../../features/palette/components/palette-button';
import { directionOf, LocaleContext, useT } from '../../lib/locale-context';
import { siteLocales, useSite } from '../../lib/site';
import { writeStoredLocale } from '../../lib/storage';
import { useHydrated } from '../../lib/use-hydrated';
import { NotFoundPage, ServerErrorPage } from './error-pages';

/** Sets <html lang dir> for the page's locale (Arabic mirrors the whole layout). */
function useDocumentLocale(locale: Locale, remember: boolean) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.lang = locale;
    root.dir = directionOf(locale);
    if (remember) writeStoredLocale(locale);
  }, [locale, remember]);
}

/**
 * This page in every language, for the language menu: what the page's loader says (an article's
 * translated slugs), else the same page through each language's route names.
 */
function useLanguageLinks(): Partial<Record<Locale, string>> {
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const carried = siteLocales(useSite());
  const fromPage = matches.map((match) => (match.loaderData as PageLinks | undefined)?.languageLinks).findLast(Boolean);
  if (fromPage) return fromPage;
  const keepSearch = parsePath(pathname)?.route.name === 'category' ? search : '';
  return Object.fromEntries(carried.map((code) => [code, translatePath(pathname, code) + keepSearch]));
}

/**
 * The theme switcher, which works with the page's script. Its own component: the render that
 * follows hydration (useHydrated turning true) redraws it alone, not the whole header.
 */
function ThemeControl() {
  const t = useT();
  const hydrated = useHydrated();
  return (
    <ThemeSwitcher
      labels={{ group: t('theme.label'), light: t('theme.light'), dark: t('theme.dark'), system: t('theme.system') }}
      disabled={!hydrated}
    />
  );
}

function Chrome({ children }: { children: React.ReactNode }) {
  const languageLinks = useLanguageLinks();
  return (
    <SiteLayout
      languageMenu={<LanguageMenu links={languageLinks} />}
      searchButton={<PaletteButton />}
      themeSwitcher={<ThemeControl />}
    >
      {children}
    </SiteLayout>
  );
}

/** Header, footer and locale of every page of one locale branch (and of the error pages). */
export function LocaleLayout() {
  const loaded = useLoaderData() as { locale?: string; remember?: boolean } | undefined;
  const locale = isLocale(loaded?.locale) ? loaded.locale : DEFAULT_LOCALE;
  // The error pages show the stored language without changing it.
  useDocumentLocale(locale, loaded?.remember !== false);
  return (
    <LocaleContext.Provider value={locale}>
      <Chrome>
        <Outlet />
      </Chrome>
    </LocaleContext.Provider>
  );
}

function isNotFound(error: unknown) {
  return isRouteErrorResponse(error) && error.status === 404;
}

/** A locale branch that could not load (its translation file failed): the not-found page in English. */
export function LocaleErrorBoundary() {
  const error = useRouteError();
  useDocumentLocale(DEFAULT_LOCALE, false);
  if (!isNotFound(error)) console.error(error);
  return (
    <LocaleContext.Provider value={DEFAULT_LOCALE}>
      <Chrome>{isNotFound(error) ? <NotFoundPage /> : <ServerErrorPage />}</Chrome>
    </LocaleContext.Provider>
  );
}

/** A page that failed inside a working layout. */
export function PageErrorBoundary() {
  const error = useRouteError();
  if (!isNotFound(error)) console.error(error);
  return isNotFound(error) ? <NotFoundPage /> : <ServerErrorPage />;
}
