/** The magazine's locales. English is the original and has no URL prefix. */
export const LOCALES = ['en', 'es', 'ar', 'fr', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Right-to-left scripts among our locales. */
export const RTL_LOCALES: readonly Locale[] = ['ar'];

/** Intl locale used for dates per UI locale (SPEC section 9). */
export const DATE_LOCALES: Record<Locale, string> = {
  en: 'en-US',
  es: 'es-ES',
  fr: 'fr-FR',
  ar: 'ar-SA',
  zh: 'zh-CN',
};
