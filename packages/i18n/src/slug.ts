import transliterate from '@sindresorhus/transliterate';

/**
 * Languages whose readers expect URLs in their own script: their slugs keep the script
 * (Arabic and Chinese on the magazine today). Every other language gets a readable Latin slug.
 */
const KEEPS_SCRIPT = new Set(['ar', 'fa', 'ur', 'he', 'zh', 'ja', 'ko']);

/** Arabic short vowels, shadda, sukun, dagger alif and tatweel: never part of a slug. */
const ARABIC_MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
/** Anything that is not a letter, a digit or a combining mark separates words. */
const SEPARATORS = /[^\p{L}\p{N}\p{M}]+/gu;

export const SLUG_MAX_LENGTH = 200;

function joinWords(text: string): string {
  const slug = text.toLowerCase().replace(SEPARATORS, '-').replace(/^-+|-+$/g, '');
  if (slug.length <= SLUG_MAX_LENGTH) return slug;
  // Cut at a word boundary when there is one.
  const cut = slug.slice(0, SLUG_MAX_LENGTH);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, '');
}

/**
 * The URL slug of a title in a language: lower-case, words joined by single hyphens. Latin-script
 * languages get a transliteration with that language's rules (German "Fußgänger" ->
 * "fussgaenger", Russian "Привет" -> "privet"); ar, zh and the other KEEPS_SCRIPT languages
 * keep their script (Arabic diacritics removed). Empty when the title has no letter or digit.
 */
export function slugify(title: string, languageCode: string): string {
  const language = languageCode.toLowerCase().split('-')[0] ?? '';
  const text = title.normalize('NFKC');
  if (KEEPS_SCRIPT.has(language)) return joinWords(text.replace(ARABIC_MARKS, ''));
  return joinWords(transliterate(text, { locale: languageCode, customReplacements: [['&', ' and ']] }));
}
