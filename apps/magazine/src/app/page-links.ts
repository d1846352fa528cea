import type { Locale } from '@sitenet/i18n';

/** What a page tells the layout: its path in each language, for the language menu (not hreflang). */
export interface PageLinks {
  languageLinks?: Partial<Record<Locale, string>>;
}
