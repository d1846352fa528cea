import type { PublicLanguage } from '@sitenet/api-client';
import type { Locale } from '@sitenet/i18n';

/** Names of the locales in their own language (for the palette and the fallback list). */
export const NATIVE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  ar: 'العربية',
  fr: 'Français',
  zh: '中文',
};

export const FLAGS: Record<Locale, string> = { en: '🇬🇧', es: '🇪🇸', ar: '🇸🇦', fr: '🇫🇷', zh: '🇨🇳' };

/** When the language list fails: English and Spanish, both available (SPEC section 8). */
export const FALLBACK_LANGUAGES: PublicLanguage[] = [
  { code: 'en', label: 'English', nativeName: 'English', flag: FLAGS.en, available: true },
  { code: 'es', label: 'Spanish', nativeName: 'Español', flag: FLAGS.es, available: true },
];
