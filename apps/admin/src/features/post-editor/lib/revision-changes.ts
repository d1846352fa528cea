import { ORIGINAL_LANGUAGE, type RevisionSnapshot } from '@sitenet/api-client';
import type { TranslationDraft } from './draft';
import { englishChanges, type EnglishChange } from './english-changes';

/** Facts of a tip written in the original only (a translation's follow the English). */
const TIP_FACTS = [
  ['rating', 'rating'],
  ['cta_link', 'button link'],
  ['company_name', 'company'],
] as const;

const same = (a: string | null | undefined, b: string | null | undefined) => (a ?? '').trim() === (b ?? '').trim();

/**
 * A revision against what the editor holds now, field by field and tip by tip: the stale
 * banner's comparison (english-changes.ts) plus the slug, the alt text and, in the original, the
 * tips' facts. `before` is the revision, `after` the editor's text.
 */
export function revisionChanges(lang: string, revision: RevisionSnapshot, now: TranslationDraft): EnglishChange[] {
  const changes = englishChanges(revision, now);
  const extra: EnglishChange[] = [];
  if (!same(revision.slug, now.slug)) extra.push({ label: 'Slug', before: revision.slug, after: now.slug });
  if (!same(revision.featured_image_alt, now.featured_image_alt)) {
    extra.push({ label: 'Image alt text', before: revision.featured_image_alt ?? '', after: now.featured_image_alt });
  }
  // After the title (and the excerpt): where the fields stand in the pane.
  const at = changes.findIndex((change) => change.label !== 'Title' && change.label !== 'Excerpt');
  changes.splice(at === -1 ? changes.length : at, 0, ...extra);

  if (lang === ORIGINAL_LANGUAGE && revision.content_type === 'json' && now.content_type === 'json') {
    const was = new Map(revision.content.map((tip) => [tip.id, tip]));
    now.content.forEach((tip, index) => {
      const old = was.get(tip.id);
      if (!old) return;
      for (const [field, name] of TIP_FACTS) {
        if (!same(old[field], tip[field])) changes.push({ label: `Tip ${index + 1} ${name}`, before: old[field] ?? '', after: tip[field] });
      }
    });
  }
  return changes;
}
