import { DEFAULT_LOCALE, type Locale } from '@sitenet/i18n';
import { createContext, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from './i18n';
import { SiteContext } from './site';

/** The locale of the page being shown, from its URL prefix. */
export const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

type Translate = ReturnType<typeof useTranslation<typeof NAMESPACE>>['t'];

/**
 * The translate function fixed to the page's locale, which also fills `{{siteName}}` (titles,
 * footer, about texts) with the site's own name; without it, the files' `meta.siteName`.
 */
export function useT(): Translate {
  const locale = useLocale();
  const { t } = useTranslation(NAMESPACE, { lng: locale, useSuspense: false });
  const siteName = useSiteNameIn(t);
  return useMemo(() => {
    const translate = (key: unknown, options?: unknown) =>
      (t as (key: unknown, options: unknown) => unknown)(
        key,
        options && typeof options === 'object' ? { siteName, ...options } : { siteName },
      );
    // Same calls, same results, one more value: i18next brands its TFunction type, so it is restated.
    return translate as unknown as Translate;
  }, [t, siteName]);
}

function useSiteNameIn(t: Translate): string {
  return useContext(SiteContext)?.name ?? t('meta.siteName');
}

/** The site's own name (titles, og:site_name, JSON-LD, logo); the files' network name until it is known. */
export function useSiteName(): string {
  const locale = useLocale();
  return useSiteNameIn(useTranslation(NAMESPACE, { lng: locale, useSuspense: false }).t);
}

/** The catalogue decides a language's direction (Arabic, Hebrew, Persian, Urdu: right to left). */
export { directionOf } from '@sitenet/i18n';
