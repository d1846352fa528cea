import { flattenKeys } from '@sitenet/i18n';
import en from '@sitenet/i18n/translations/en.json';

/**
 * The interface keys of a language, defined by the code's English dictionary (en.json): every text
 * key (dotted path; `routes` and `categoryRoutes` are URL segments, not texts), with an English
 * plural family (`x_one`, `x_other`) expanded into the language's own plural forms (Arabic has six,
 * Chinese one), each form's source being English `x_one` or `x_other`.
 */
export interface InterfaceKey {
  key: string;
  source: string;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function valueAt(dictionary: Record<string, unknown>, path: string): unknown {
  let current: unknown = dictionary;
  for (const part of path.split('.')) {
    if (!current || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

const ENGLISH: ReadonlyMap<string, string> = new Map(flattenKeys(en).map((key) => [key, String(valueAt(en, key))]));

function pluralCategories(code: string): string[] {
  try {
    return new Intl.PluralRules(code).resolvedOptions().pluralCategories;
  } catch {
    return ['one', 'other'];
  }
}

const byLanguage = new Map<string, InterfaceKey[]>();

export function interfaceKeys(code: string): readonly InterfaceKey[] {
  let keys = byLanguage.get(code);
  if (keys) return keys;
  const categories = pluralCategories(code);
  const seen = new Set<string>();
  keys = [];
  for (const [key, source] of ENGLISH) {
    const plural = PLURAL_SUFFIX.exec(key);
    if (!plural) {
      keys.push({ key, source });
      continue;
    }
    const base = key.slice(0, plural.index);
    if (seen.has(base)) continue;
    seen.add(base);
    for (const category of categories) {
      const english = ENGLISH.get(`${base}_${category}`) ?? ENGLISH.get(`${base}_${category === 'one' ? 'one' : 'other'}`) ?? source;
      keys.push({ key: `${base}_${category}`, source: english });
    }
  }
  byLanguage.set(code, keys);
  return keys;
}

/** The English text keys (what keyCount / translationProgress are measured against). */
export function englishKeys(): ReadonlyMap<string, string> {
  return ENGLISH;
}

/** `{ "a.b": "x" }` from a nested dictionary's text values (non-text sections skipped). */
export function flattenDictionary(dictionary: Record<string, unknown>): Map<string, unknown> {
  return new Map(flattenKeys(dictionary).map((key) => [key, valueAt(dictionary, key)]));
}

/** The nested dictionary of dotted keys, in the given order (the shape of translations/*.json). */
export function nestDictionary(entries: Iterable<readonly [string, string]>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    const parts = key.split('.');
    let node = root;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      node = (next && typeof next === 'object' ? next : (node[part] = {})) as Record<string, unknown>;
    }
    node[parts.at(-1)!] = value;
  }
  return root;
}
