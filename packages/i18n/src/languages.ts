/**
 * The one catalogue of languages a site may use: code, English label, name in the language itself,
 * a flag (emoji of the country most associated with it), its direction and its Intl locale. The
 * magazine serves every one of them at /{code} once a site enables it (issue 17). The API lists
 * and validates from it, the admin names translation chips with it, the magazine names its
 * locales, sets `dir` and formats dates and numbers with it.
 * Plain data, no dependencies: import `@sitenet/i18n/languages` and bundlers keep only what is used.
 */
export interface CatalogueLanguage {
  code: string;
  /** English name. */
  label: string;
  /** Name in the language itself. */
  nativeName: string;
  flag: string;
  /** Writing direction: the magazine sets `<html dir>` from it (rtl mirrors the whole layout). */
  dir: 'ltr' | 'rtl';
  /** The BCP 47 tag dates and numbers are formatted with through Intl (SPEC section 9 for the five shipped). */
  intl: string;
}

export const LANGUAGE_CATALOGUE: readonly CatalogueLanguage[] = [
  { code: 'en', label: 'English', nativeName: 'English', flag: '🇬🇧', dir: 'ltr', intl: 'en-US' },
  { code: 'es', label: 'Spanish', nativeName: 'Español', flag: '🇪🇸', dir: 'ltr', intl: 'es-ES' },
  { code: 'ar', label: 'Arabic', nativeName: 'العربية', flag: '🇸🇦', dir: 'rtl', intl: 'ar-SA' },
  { code: 'fr', label: 'French', nativeName: 'Français', flag: '🇫🇷', dir: 'ltr', intl: 'fr-FR' },
  { code: 'zh', label: 'Chinese', nativeName: '中文', flag: '🇨🇳', dir: 'ltr', intl: 'zh-CN' },
  { code: 'de', label: 'German', nativeName: 'Deutsch', flag: '🇩🇪', dir: 'ltr', intl: 'de-DE' },
  { code: 'it', label: 'Italian', nativeName: 'Italiano', flag: '🇮🇹', dir: 'ltr', intl: 'it-IT' },
  { code: 'pt', label: 'Portuguese', nativeName: 'Português', flag: '🇵🇹', dir: 'ltr', intl: 'pt-PT' },
  { code: 'nl', label: 'Dutch', nativeName: 'Nederlands', flag: '🇳🇱', dir: 'ltr', intl: 'nl-NL' },
  { code: 'ru', label: 'Russian', nativeName: 'Русский', flag: '🇷🇺', dir: 'ltr', intl: 'ru-RU' },
  { code: 'ja', label: 'Japanese', nativeName: '日本語', flag: '🇯🇵', dir: 'ltr', intl: 'ja-JP' },
  { code: 'ko', label: 'Korean', nativeName: '한국어', flag: '🇰🇷', dir: 'ltr', intl: 'ko-KR' },
  { code: 'hi', label: 'Hindi', nativeName: 'हिन्दी', flag: '🇮🇳', dir: 'ltr', intl: 'hi-IN' },
  { code: 'tr', label: 'Turkish', nativeName: 'Türkçe', flag: '🇹🇷', dir: 'ltr', intl: 'tr-TR' },
  { code: 'pl', label: 'Polish', nativeName: 'Polski', flag: '🇵🇱', dir: 'ltr', intl: 'pl-PL' },
  { code: 'sv', label: 'Swedish', nativeName: 'Svenska', flag: '🇸🇪', dir: 'ltr', intl: 'sv-SE' },
  { code: 'uk', label: 'Ukrainian', nativeName: 'Українська', flag: '🇺🇦', dir: 'ltr', intl: 'uk-UA' },
  { code: 'he', label: 'Hebrew', nativeName: 'עברית', flag: '🇮🇱', dir: 'rtl', intl: 'he-IL' },
  { code: 'id', label: 'Indonesian', nativeName: 'Bahasa Indonesia', flag: '🇮🇩', dir: 'ltr', intl: 'id-ID' },
  { code: 'vi', label: 'Vietnamese', nativeName: 'Tiếng Việt', flag: '🇻🇳', dir: 'ltr', intl: 'vi-VN' },
  { code: 'th', label: 'Thai', nativeName: 'ไทย', flag: '🇹🇭', dir: 'ltr', intl: 'th-TH' },
  { code: 'el', label: 'Greek', nativeName: 'Ελληνικά', flag: '🇬🇷', dir: 'ltr', intl: 'el-GR' },
  { code: 'da', label: 'Danish', nativeName: 'Dansk', flag: '🇩🇰', dir: 'ltr', intl: 'da-DK' },
  { code: 'fi', label: 'Finnish', nativeName: 'Suomi', flag: '🇫🇮', dir: 'ltr', intl: 'fi-FI' },
  { code: 'fa', label: 'Persian', nativeName: 'فارسی', flag: '🇮🇷', dir: 'rtl', intl: 'fa-IR' },
  { code: 'ur', label: 'Urdu', nativeName: 'اردو', flag: '🇵🇰', dir: 'rtl', intl: 'ur-PK' },
];

const BY_CODE = new Map(LANGUAGE_CATALOGUE.map((language) => [language.code, language]));

export function findLanguage(code: string): CatalogueLanguage | undefined {
  return BY_CODE.get(code);
}

/** The English name of a language, or its code when the catalogue does not know it. */
export function languageLabel(code: string): string {
  return BY_CODE.get(code)?.label ?? code;
}
