/** Adult silent reading: about 220 words a minute, or about 400 characters of CJK text. */
const WORDS_PER_MINUTE = 220;
const CJK_CHARACTERS_PER_MINUTE = 400;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;

/** Minutes to read a text, at least 1. CJK scripts are counted by characters, others by words. */
export function readTimeMinutes(text: string): number {
  const cjkCharacters = text.match(CJK)?.length ?? 0;
  const words = text.replace(CJK, ' ').split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE + cjkCharacters / CJK_CHARACTERS_PER_MINUTE));
}

/** The text of an HTML body, for counting (tags become spaces). */
export function htmlText(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ');
}
