import { DEFAULT_LOCALE, RTL_LOCALES, type Locale } from '@sitenet/i18n';
import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from './i18n';

/** The locale of the page being shown, from its URL prefix. */
export const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** The translate function fixed to the page's locale. */
export function useT() {
  const locale = useLocale();
  return useTranslation(NAMESPACE, { lng: locale, useSuspense: false }).t;
}

export function directionOf(locale: Locale): 'rtl' | 'ltr' {
  return RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr';
}
