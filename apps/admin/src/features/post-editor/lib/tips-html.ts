import { escapeHtml } from '../../../lib/escape-html';
import type { TipDraft, TranslationDraft } from './draft';

const paragraph = (text: string) => (text.trim() ? `<p>${escapeHtml(text.trim())}</p>` : '');

/** True when a tip holds text someone wrote (not only the neutral fields copied from the original). */
export function tipHasText(tip: TipDraft): boolean {
  return Boolean(tip.title.trim() || tip.description.trim() || tip.tip.trim() || tip.price_range.trim() || tip.cta_text.trim());
}

/** True when a translation is a list of tips with something written in it. */
export function hasWrittenTips(translation: TranslationDraft): boolean {
  return translation.content_type === 'json' && translation.content.some(tipHasText);
}

/**
 * A translation's tips as a rich-text body, so switching the original to rich text loses no
 * translated word: each tip a numbered heading, its description, its expert tip as a quote, its
 * price range and its call to action as a link (an http(s) link: the contract allows no other).
 */
export function tipsToHtml(tips: readonly TipDraft[]): string {
  return tips
    .filter(tipHasText)
    .map((tip, index) => {
      const parts = [`<h3>${escapeHtml(`${index + 1}. ${tip.title.trim()}`.trim())}</h3>`, paragraph(tip.description)];
      if (tip.tip.trim()) parts.push(`<blockquote>${paragraph(tip.tip)}</blockquote>`);
      parts.push(paragraph(tip.price_range));
      if (tip.cta_text.trim() && /^https?:\/\//i.test(tip.cta_link.trim())) {
        parts.push(`<p><a href="${escapeHtml(tip.cta_link.trim())}" target="_blank">${escapeHtml(tip.cta_text.trim())}</a></p>`);
      }
      parts.push(paragraph(tip.affiliate_note));
      return parts.join('');
    })
    .join('');
}
