import { englishKeys, interfaceKeys } from '../strings/keys';

/**
 * keyCount / translationProgress of a language on a site, from its stored interface strings
 * (modules/strings): the keys it has a text for, against the keys it has (English's, with the
 * language's own plural forms). English is the source: all its keys, 100%.
 */
export interface TranslationStats {
  keyCount: number;
  translationProgress: number;
}

export function translationStats(code: string, translated: ReadonlyMap<string, number>): TranslationStats {
  if (code === 'en') return { keyCount: englishKeys().size, translationProgress: 100 };
  const keyCount = translated.get(code) ?? 0;
  const total = interfaceKeys(code).length;
  const progress = total > 0 ? Math.min(100, Math.round((keyCount / total) * 100)) : 0;
  return { keyCount, translationProgress: progress };
}
