import { ORIGINAL_LANGUAGE, type TranslationState } from '@sitenet/api-client';
import { isStarted, type PostDraft } from './draft';

/** A language's state as the picker shows it, from the working copy. */
export function draftTranslationState(draft: PostDraft, lang: string): TranslationState {
  const t = draft.translations[lang];
  if (!t || (lang !== ORIGINAL_LANGUAGE && t.status === 'draft' && !t.stale && !isStarted(t))) {
    return 'missing';
  }
  if (lang !== ORIGINAL_LANGUAGE && t.stale) return 'stale';
  return t.status;
}

/** Server autosave only while nothing is public: every language a draft. */
export function allDrafts(draft: PostDraft): boolean {
  return Object.values(draft.translations).every((t) => t.status === 'draft');
}
