import type { LanguageStatusMark } from '../../../lib/translation-states';
import type { PostDraft } from './draft';
import { draftTranslationState } from './translation-state';

/**
 * A language tab's state from the working copy, with stale kept apart from the status: a stale
 * Spanish translation that is published still says Published (and wears the stale mark).
 */
export function draftLanguageState(draft: PostDraft, lang: string): LanguageStatusMark {
  const folded = draftTranslationState(draft, lang);
  if (folded !== 'stale') return { status: folded, stale: false };
  return { status: draft.translations[lang]?.status ?? 'draft', stale: true };
}
