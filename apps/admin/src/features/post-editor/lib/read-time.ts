import type { TranslationDraft } from './draft';

/** Reading speed the magazine assumes (words per minute). */
const WORDS_PER_MINUTE = 200;

function words(text: string): number {
  const trimmed = text.trim();
  return trimmed ? trimmed.split(/\s+/).length : 0;
}

/** Minutes to read the original: title, excerpt and body, at least one. */
export function estimateReadTime(original: TranslationDraft): number {
  let count = words(original.title) + words(original.excerpt);
  if (original.content_type === 'html') {
    count += words(original.content_html.replace(/<[^>]*>/g, ' '));
  } else {
    for (const tip of original.content) {
      count += words(tip.title) + words(tip.description) + words(tip.tip) + words(tip.cta_text);
    }
  }
  return Math.max(1, Math.min(240, Math.ceil(count / WORDS_PER_MINUTE)));
}
