/** Letters of right-to-left scripts: Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation forms. */
const RTL_LETTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

/**
 * The direction a short piece of data reads in, for an isolate (`<bdi dir>`) inside running text.
 * A value without right-to-left letters, such as "$5-$12/month" or "$$", is left-to-right: left
 * to the page's direction, an Arabic page would show it as "month/12$-5$". A value in Arabic
 * ("مجاني") keeps its own right-to-left order.
 */
export function textDirection(text: string): 'ltr' | 'rtl' {
  return RTL_LETTER.test(text) ? 'rtl' : 'ltr';
}
