import { DEFAULT_LOCALE, isLocale, type Locale } from '@sitenet/i18n/locales';
import ar from './texts/ar.json';
import de from './texts/de.json';
import en from './texts/en.json';
import es from './texts/es.json';
import fr from './texts/fr.json';
import it from './texts/it.json';
import nl from './texts/nl.json';
import pt from './texts/pt.json';
import zh from './texts/zh.json';

/**
 * What a subscriber reads (the confirmation mail, the confirm and unsubscribe pages), one JSON file
 * per language beside this one: a new language is a new file, never a code branch.
 */
export type NewsletterTexts = typeof en;

const TEXTS: Readonly<Record<string, NewsletterTexts>> = { en, es, ar, fr, zh, de, it, pt, nl };

/** The language's texts; English for a language without a file yet (any catalogue language may be a site's). */
export function textsFor(locale: string): NewsletterTexts {
  return TEXTS[locale] ?? en;
}

/** `{site}` and the like filled in (plain text: the HTML writers escape it). */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

export { directionOf } from '@sitenet/i18n/locales';

/** The language of a page opened with an unknown link: the magazine's `locale` cookie, else the browser's. */
export function localeOfRequest(cookie: string | undefined, acceptLanguage: string | undefined): Locale {
  const stored = /(?:^|;\s*)locale=([a-z]{2})(?:;|$)/.exec(cookie ?? '')?.[1];
  if (isLocale(stored)) return stored;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if (isLocale(code)) return code;
  }
  return DEFAULT_LOCALE;
}
