import { isLocale, type Locale } from '@sitenet/i18n';

/** Storage key of the reader's locale (SPEC section 9). */
export const LOCALE_STORAGE_KEY = 'locale';

/** Reads the stored locale; undefined on the server, in private mode or when nothing valid is stored. */
export function readStoredLocale(): Locale | undefined {
  try {
    const value = globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY);
    return isLocale(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function writeStoredLocale(locale: Locale): void {
  try {
    globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage blocked: the URL still carries the locale.
  }
}
