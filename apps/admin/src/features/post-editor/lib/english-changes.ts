import type { SourceSnapshot } from '@sitenet/api-client';
import type { TranslationDraft } from './draft';

/** One thing the English changed: where, what it was, what it is now ('' for nothing). */
export interface EnglishChange {
  label: string;
  before: string;
  after: string;
}

const TIP_FIELDS = [
  ['title', 'title'],
  ['description', 'description'],
  ['tip', 'expert tip'],
  ['price_range', 'price range'],
  ['cta_text', 'button text'],
  ['affiliate_note', 'affiliate note'],
] as const;

const BODY_TYPE = { json: 'List of tips', html: 'Rich text' } as const;

/** The text of a rich-text body, for comparing and showing (tags become spaces). */
export function htmlText(html: string | null): string {
  return (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

const same = (a: string | null | undefined, b: string | null | undefined) => (a ?? '').trim() === (b ?? '').trim();

/**
 * What changed in the English since a translation was saved against `before`, field by field
 * and tip by tip (tips matched by id, numbered as they are now): the stale banner's list.
 */
export function englishChanges(before: SourceSnapshot, now: TranslationDraft): EnglishChange[] {
  const changes: EnglishChange[] = [];
  if (!same(before.title, now.title)) changes.push({ label: 'Title', before: before.title, after: now.title });
  if (!same(before.excerpt, now.excerpt)) changes.push({ label: 'Excerpt', before: before.excerpt, after: now.excerpt });
  if (before.content_type !== now.content_type) {
    changes.push({ label: 'Body type', before: BODY_TYPE[before.content_type], after: BODY_TYPE[now.content_type] });
  }
  if (now.content_type === 'html') {
    const was = before.content_type === 'html' ? htmlText(before.content_html) : '';
    const is = htmlText(now.content_html);
    if (was !== is) changes.push({ label: 'Body', before: was, after: is });
    return changes;
  }

  const old = before.content_type === 'json' ? before.content : [];
  const oldIndex = new Map(old.map((tip, index) => [tip.id, index]));
  now.content.forEach((tip, index) => {
    const number = index + 1;
    const was = oldIndex.has(tip.id) ? old[oldIndex.get(tip.id)!] : undefined;
    if (!was) {
      changes.push({ label: `Tip ${number} (new)`, before: '', after: tip.title });
      return;
    }
    if (oldIndex.get(tip.id) !== index) {
      changes.push({ label: `Tip ${number} moved`, before: `Tip ${oldIndex.get(tip.id)! + 1}`, after: `Tip ${number}` });
    }
    for (const [field, name] of TIP_FIELDS) {
      if (!same(was[field], tip[field])) changes.push({ label: `Tip ${number} ${name}`, before: was[field] ?? '', after: tip[field] });
    }
  });
  const kept = new Set(now.content.map((tip) => tip.id));
  old.forEach((tip, index) => {
    if (!kept.has(tip.id)) changes.push({ label: `Tip ${index + 1} removed`, before: tip.title, after: '' });
  });
  return changes;
}
