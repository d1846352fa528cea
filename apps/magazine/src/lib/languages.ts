import type { PublicLanguage } from '@sitenet/api-client';
import { LOCALES, type Locale } from '@sitenet/i18n';
import { findLanguage, type CatalogueLanguage } from '@sitenet/i18n/languages';

/** The magazine's locales as named by the shared catalogue (@sitenet/i18n/languages). */
const entry = (locale: Locale): CatalogueLanguage => findLanguage(locale)!;

/** Names of the locales in their own language (for the palette and the fallback list). */
export const NATIVE_NAMES = Object.fromEntries(LOCALES.map((locale) => [locale, entry(locale).nativeName])) as Record<Locale, string>;

export const FLAGS = Object.fromEntries(LOCALES.map((locale) => [locale, entry(locale).flag])) as Record<Locale, string>;

/** When the language list fails: English and Spanish, both available (SPEC section 8). */
export const FALLBACK_LANGUAGES: PublicLanguage[] = (['en', 'es'] as const).map((locale) => ({
  ...entry(locale),
  available: true,
}));
