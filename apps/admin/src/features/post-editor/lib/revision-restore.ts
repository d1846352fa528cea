import { ORIGINAL_LANGUAGE, type RevisionSnapshot } from '@sitenet/api-client';
import { alignWithOriginal, translationFromRead, type PostDraft, type TranslationDraft } from './draft';
import { tipsToHtml } from './tips-html';

/**
 * The working copy with one language's texts as a revision has them: title, slug, excerpt, body
 * (tips or rich text), alt text and SEO. The publish state stays as it is in the editor (restoring
 * text never publishes or unpublishes), as do the stale mark and its English snapshot. Tips
 * follow the English: a restored original carries every translation's tips along (texts kept by
 * tip id), a restored translation keeps only the tips the English has now.
 */
export function restoreRevision(draft: PostDraft, lang: string, revision: RevisionSnapshot): PostDraft {
  const current = draft.translations[lang];
  if (!current) return draft;
  const read = translationFromRead({
    ...revision,
    published_at: null,
    stale: false,
    review_state: null,
    review_note: null,
  });
  let restored = {
    ...current,
    title: read.title,
    slug: read.slug,
    slugEdited: true,
    excerpt: read.excerpt,
    content_type: read.content_type,
    content: read.content,
    content_html: read.content_html,
    featured_image_alt: read.featured_image_alt,
    // A revision saved before SEO existed leaves the SEO as it is.
    seo: revision.seo ? read.seo : current.seo,
  };
  if (lang !== ORIGINAL_LANGUAGE) {
    const original = draft.translations[ORIGINAL_LANGUAGE];
    if (original && restored.content_type === 'json') restored = alignWithOriginal(restored, original);
    return { ...draft, translations: { ...draft.translations, [lang]: restored } };
  }
  const translations: PostDraft['translations'] = { [ORIGINAL_LANGUAGE]: restored };
  for (const [code, t] of Object.entries(draft.translations)) {
    if (code !== ORIGINAL_LANGUAGE) translations[code] = followOriginal(t, restored);
  }
  return { ...draft, translations };
}

/**
 * A translation after its original was restored: its tips aligned with a list-of-tips original;
 * under a rich-text original its tips written out as its body (as a switch of the body type does
 * in the editor), the tips kept in the working copy.
 */
function followOriginal(t: TranslationDraft, original: TranslationDraft): TranslationDraft {
  if (t.content_type === 'html') return t;
  if (original.content_type === 'json') return alignWithOriginal(t, original);
  return { ...t, content_type: 'html', content_html: tipsToHtml(t.content) || t.content_html };
}
