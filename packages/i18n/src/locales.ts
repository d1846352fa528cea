import { findLanguage, LANGUAGE_CATALOGUE } from './languages';

/**
 * A language the magazine can serve: a code of the language catalogue (languages.ts). Which of
 * them a site carries is the site's data (its enabled languages), checked where the site's facts
 * are read, never here. English is the original and has no URL prefix.
 */
export type Locale = string;

/** Every catalogue code, in the catalogue's order (the five shipped first). */
export const LOCALES: readonly [Locale, ...Locale[]] = LANGUAGE_CATALOGUE.map((language) => language.code) as [Locale, ...Locale[]];

/** The languages the magazine shipped translation files for (packages/i18n/translations). */
export const SHIPPED_LOCALES = ['en', 'es', 'ar', 'fr', 'zh'] as const;

export const DEFAULT_LOCALE: Locale = 'en';

/** The one check of a language code: known to the catalogue (whether a site carries it is the site's). */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && findLanguage(value) !== undefined;
}

/** Right-to-left or left-to-right, from the catalogue (Arabic, Hebrew, Persian, Urdu read right to left). */
export function directionOf(locale: Locale): 'rtl' | 'ltr' {
  return findLanguage(locale)?.dir ?? 'ltr';
}

/** The Intl locale of a language (SPEC section 9: en-US, es-ES, fr-FR, ar-SA, zh-CN), e.g. de -> de-DE. */
export function dateLocaleOf(locale: Locale): string {
  return findLanguage(locale)?.intl ?? locale;
}
