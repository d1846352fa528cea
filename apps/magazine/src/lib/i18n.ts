import i18next, { type i18n as I18n } from 'i18next';
import { DEFAULT_LOCALE, formatNumber, isLocale, type Locale } from '@sitenet/i18n';
import type { Services } from './services';

export const NAMESPACE = 'translation';

/** One i18next instance per mount. No fallback language: a missing key shows the key (SPEC 8). */
export function createI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: DEFAULT_LOCALE,
    fallbackLng: false,
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    resources: {},
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  // `{{count, number}}` in the translation files: the magazine's own number format per locale
  // (Latin digits on Arabic pages too, the same in Node and in the browser), not i18next's.
  instance.services.formatter?.add('number', (value: unknown, lng: string | undefined) =>
    typeof value === 'number' && isLocale(lng) ? formatNumber(value, lng) : String(value),
  );
  return instance;
}

type Translate = (key: unknown, ...rest: unknown[]) => unknown;

/** At most this many texts kept per language (counts and names in options vary with the data). */
const MAX_REMEMBERED = 5000;

/** `key` alone, or with options of plain values (`{count: 5}`): what the text depends on. */
function textId(key: unknown, options: unknown[]): string | null {
  if (typeof key !== 'string') return null;
  if (options.length === 0) return key;
  const [values] = options;
  if (options.length > 1 || !values || typeof values !== 'object') return null;
  const plain = Object.values(values).every((value) => ['string', 'number', 'boolean'].includes(typeof value));
  return plain ? `${key}\u0000${JSON.stringify(values)}` : null;
}

/**
 * For the server, whose translation files never change while it runs: a text asked for with the
 * same options (a page's hundred-odd, most without any) is the same on every page, so each
 * language's fixed translate function keeps it after the first time (i18next copies its options
 * on every call). Only once that language's file is loaded, so no key is kept in place of its text.
 */
export function rememberPlainTexts(instance: I18n): I18n {
  const getFixedT = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => Translate;
  const byLanguage = new Map<string, Translate>();
  const remembering = (lng: unknown, ns: unknown, keyPrefix: unknown, ...rest: unknown[]) => {
    const plain = typeof lng === 'string' && (ns === undefined || ns === NAMESPACE) && keyPrefix === undefined;
    if (!plain || !instance.hasResourceBundle(lng, NAMESPACE)) return getFixedT(lng, ns, keyPrefix, ...rest);
    let translate = byLanguage.get(lng);
    if (!translate) {
      const fixed = getFixedT(lng, NAMESPACE);
      const texts = new Map<string, unknown>();
      translate = Object.assign(
        (key: unknown, ...options: unknown[]) => {
          const id = textId(key, options);
          if (id === null) return fixed(key, ...options);
          if (!texts.has(id)) {
            if (texts.size >= MAX_REMEMBERED) texts.clear();
            texts.set(id, fixed(key, ...options));
          }
          return texts.get(id);
        },
        { lng, ns: NAMESPACE },
      );
      byLanguage.set(lng, translate);
    }
    return translate;
  };
  instance.getFixedT = remembering as unknown as I18n['getFixedT'];
  return instance;
}

const pending = new WeakMap<I18n, Map<string, Promise<boolean>>>();

/**
 * Loads a locale's dictionary once. Resolves false when the file does not load (the prefix
 * is then not accepted); English still gets an empty dictionary so keys show as themselves.
 */
export function loadLocale({ i18n, translations }: Pick<Services, 'i18n' | 'translations'>, locale: string): Promise<boolean> {
  if (i18n.hasResourceBundle(locale, NAMESPACE)) return Promise.resolve(true);
  let byLocale = pending.get(i18n);
  if (!byLocale) pending.set(i18n, (byLocale = new Map()));
  let promise = byLocale.get(locale);
  if (!promise) {
    promise = translations(locale)
      .then((dictionary) => {
        if (!dictionary || typeof dictionary !== 'object') throw new Error('not a dictionary');
        i18n.addResourceBundle(locale, NAMESPACE, dictionary, true, true);
        return true;
      })
      .catch((error: unknown) => {
        console.error(`Translation file for "${locale}" failed to load`, error);
        byLocale.delete(locale);
        if (locale === DEFAULT_LOCALE) i18n.addResourceBundle(locale, NAMESPACE, {}, true, true);
        return false;
      });
    byLocale.set(locale, promise);
  }
  return promise;
}

export type { Locale };
