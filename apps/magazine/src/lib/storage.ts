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

/** The same choice as a cookie, so the server can send `/` to the reader's language (SPEC 2.8). */
export const LOCALE_COOKIE = 'locale';

export function writeStoredLocale(locale: Locale): void {
  try {
    globalThis.localStorage?.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Storage blocked: the URL still carries the locale.
  }
  if (typeof document !== 'undefined') {
    document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
  }
}

/** `locale=es; theme=dark` -> 'es' (undefined when absent or not a locale). */
export function localeFromCookie(header: string | undefined): Locale | undefined {
  const match = header?.match(/(?:^|;\s*)locale=([^;]*)/);
  const value = match?.[1]?.trim();
  return isLocale(value) ? value : undefined;
}
