import type { TranslationDraft } from './draft';

/** A translation as plain text, for the clipboard ("copy my text" on a conflict). */
export function translationAsText(t: TranslationDraft): string {
  const lines = [t.title, '', t.excerpt, ''];
  if (t.content_type === 'html') {
    lines.push(t.content_html.replace(/<\/(p|h\d|li|blockquote)>/g, '\n').replace(/<[^>]*>/g, ''));
  } else {
    t.content.forEach((tip, index) => {
      lines.push(`${index + 1}. ${tip.title}`, tip.description);
      if (tip.tip) lines.push(`Expert tip: ${tip.tip}`);
      if (tip.cta_text) lines.push(`${tip.cta_text}${tip.cta_link ? ` (${tip.cta_link})` : ''}`);
      lines.push('');
    });
  }
  return lines.join('\n').trim();
}
