import { countTextKeys } from '@sitenet/i18n';
import ar from '@sitenet/i18n/translations/ar.json';
import en from '@sitenet/i18n/translations/en.json';
import es from '@sitenet/i18n/translations/es.json';
import fr from '@sitenet/i18n/translations/fr.json';
import zh from '@sitenet/i18n/translations/zh.json';

/**
 * keyCount / translationProgress come from the magazine's real UI dictionaries (bundled into the
 * server build). A language without a dictionary has 0 keys and 0%.
 */
const DICTIONARIES: Record<string, Record<string, unknown>> = { en, es, ar, fr, zh };

const KEY_COUNTS = new Map(
  Object.entries(DICTIONARIES).map(([code, dictionary]) => [code, countTextKeys(dictionary)]),
);
const ENGLISH_KEYS = KEY_COUNTS.get('en') ?? 0;

export interface TranslationStats {
  keyCount: number;
  translationProgress: number;
}

export function translationStats(code: string): TranslationStats {
  const keyCount = KEY_COUNTS.get(code) ?? 0;
  const progress = ENGLISH_KEYS > 0 ? Math.min(100, Math.round((keyCount / ENGLISH_KEYS) * 100)) : 0;
  return { keyCount, translationProgress: progress };
}

/** Whether the magazine can render this language (it has a UI dictionary). */
export function hasDictionary(code: string): boolean {
  return (KEY_COUNTS.get(code) ?? 0) > 0;
}
