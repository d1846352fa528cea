/**
 * The one catalogue of languages a site may use: code, English label, name in the language itself
 * and a flag (emoji of the country most associated with it). The API lists and validates from it,
 * the admin names translation chips with it, the magazine names its locales with it.
 * Plain data, no dependencies: import `@sitenet/i18n/languages` and bundlers keep only what is used.
 */
export interface CatalogueLanguage {
  code: string;
  /** English name. */
  label: string;
  /** Name in the language itself. */
  nativeName: string;
  flag: string;
}

export const LANGUAGE_CATALOGUE: readonly CatalogueLanguage[] = [
  { code: 'en', label: 'English', nativeName: 'English', flag: '🇬🇧' },
  { code: 'es', label: 'Spanish', nativeName: 'Español', flag: '🇪🇸' },
  { code: 'ar', label: 'Arabic', nativeName: 'العربية', flag: '🇸🇦' },
  { code: 'fr', label: 'French', nativeName: 'Français', flag: '🇫🇷' },
  { code: 'zh', label: 'Chinese', nativeName: '中文', flag: '🇨🇳' },
  { code: 'de', label: 'German', nativeName: 'Deutsch', flag: '🇩🇪' },
  { code: 'it', label: 'Italian', nativeName: 'Italiano', flag: '🇮🇹' },
  { code: 'pt', label: 'Portuguese', nativeName: 'Português', flag: '🇵🇹' },
  { code: 'nl', label: 'Dutch', nativeName: 'Nederlands', flag: '🇳🇱' },
  { code: 'ru', label: 'Russian', nativeName: 'Русский', flag: '🇷🇺' },
  { code: 'ja', label: 'Japanese', nativeName: '日本語', flag: '🇯🇵' },
  { code: 'ko', label: 'Korean', nativeName: '한국어', flag: '🇰🇷' },
  { code: 'hi', label: 'Hindi', nativeName: 'हिन्दी', flag: '🇮🇳' },
  { code: 'tr', label: 'Turkish', nativeName: 'Türkçe', flag: '🇹🇷' },
  { code: 'pl', label: 'Polish', nativeName: 'Polski', flag: '🇵🇱' },
  { code: 'sv', label: 'Swedish', nativeName: 'Svenska', flag: '🇸🇪' },
  { code: 'uk', label: 'Ukrainian', nativeName: 'Українська', flag: '🇺🇦' },
  { code: 'he', label: 'Hebrew', nativeName: 'עברית', flag: '🇮🇱' },
  { code: 'id', label: 'Indonesian', nativeName: 'Bahasa Indonesia', flag: '🇮🇩' },
  { code: 'vi', label: 'Vietnamese', nativeName: 'Tiếng Việt', flag: '🇻🇳' },
  { code: 'th', label: 'Thai', nativeName: 'ไทย', flag: '🇹🇭' },
  { code: 'el', label: 'Greek', nativeName: 'Ελληνικά', flag: '🇬🇷' },
  { code: 'da', label: 'Danish', nativeName: 'Dansk', flag: '🇩🇰' },
  { code: 'fi', label: 'Finnish', nativeName: 'Suomi', flag: '🇫🇮' },
];

const BY_CODE = new Map(LANGUAGE_CATALOGUE.map((language) => [language.code, language]));

export function findLanguage(code: string): CatalogueLanguage | undefined {
  return BY_CODE.get(code);
}

/** The English name of a language, or its code when the catalogue does not know it. */
export function languageLabel(code: string): string {
  return BY_CODE.get(code)?.label ?? code;
}
