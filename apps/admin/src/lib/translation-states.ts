import type { LanguageState, TranslationState } from '@sitenet/api-client';
import type { IconName } from '../components/icons';

/** How each translation state reads and looks, wherever a language's state is shown. */
export const TRANSLATION_STATE_LOOK: Record<
  TranslationState,
  { label: string; color: string; variant: 'light' | 'outline' | 'filled'; icon: IconName }
> = {
  missing: { label: 'Missing', color: 'gray', variant: 'outline', icon: 'minus' },
  draft: { label: 'Draft', color: 'yellow', variant: 'light', icon: 'edit' },
  // A dark orange: white text on it keeps a 4.5:1 contrast at badge size.
  stale: { label: 'Stale', color: '#9c3d0a', variant: 'filled', icon: 'alert' },
  scheduled: { label: 'Scheduled', color: 'blue', variant: 'light', icon: 'clock' },
  published: { label: 'Published', color: 'green', variant: 'light', icon: 'check' },
};

/** The machine mark's look: violet, as the translation queue's Machine state and the editor's badge. */
export const MACHINE_MARK_LOOK = {
  label: 'Machine',
  color: 'violet',
  variant: 'light',
  icon: 'languages',
} as const satisfies { label: string; color: string; variant: 'light'; icon: IconName };

/**
 * A language's status and, apart, whether the English changed since it was last saved and
 * whether it is a machine translation no person has reviewed yet.
 */
export type LanguageStatusMark = Pick<LanguageState, 'status' | 'stale' | 'machine'>;

/**
 * The words for a language's state, e.g. "Draft, stale, machine translation": the status first
 * (is it live?), then the marks. Used as visible text and in accessible names, so colour is never
 * the only cue.
 */
export function languageStateText({ status, stale, machine }: LanguageStatusMark): string {
  return [
    TRANSLATION_STATE_LOOK[status].label,
    stale ? 'stale' : null,
    machine ? 'machine translation' : null,
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * A language state from the list's fields: `language_states` when the server sends it, else the
 * older folded `translation_status` (stale then hides the status: read as a draft).
 */
export function languageStatusOf(
  post: {
    published: boolean;
    translations: readonly string[];
    translation_status?: Record<string, TranslationState>;
    language_states?: Record<string, LanguageState>;
  },
  code: string,
  original: string,
): LanguageStatusMark {
  const full = post.language_states?.[code];
  if (full) return { status: full.status, stale: full.stale, machine: full.machine ?? false };
  const folded = post.translation_status?.[code];
  if (folded === 'stale') return { status: 'draft', stale: true };
  if (folded) return { status: folded, stale: false };
  if (code === original) return { status: post.published ? 'published' : 'draft', stale: false };
  return { status: post.translations.includes(code) ? 'draft' : 'missing', stale: false };
}
