import type { PublicLanguage } from '@sitenet/api-client';
import type { Locale } from '@sitenet/i18n';
import { findLanguage } from '@sitenet/i18n/languages';

/** A language's name in itself, from the shared catalogue (@sitenet/i18n/languages); the code if unknown. */
export const nativeNameOf = (locale: Locale): string => findLanguage(locale)?.nativeName ?? locale;

/** A language's flag, from the shared catalogue; none if unknown. */
export const flagOf = (locale: Locale): string => findLanguage(locale)?.flag ?? '';

/** When the language list fails: English and Spanish, both available (SPEC section 8). */
export const FALLBACK_LANGUAGES: PublicLanguage[] = (['en', 'es'] as const).map((locale) => {
  const { code, label, nativeName, flag } = findLanguage(locale)!;
  return { code, label, nativeName, flag, available: true };
});
