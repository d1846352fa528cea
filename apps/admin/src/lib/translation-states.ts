import type { TranslationState } from '@sitenet/api-client';

/** How each translation state reads and looks, wherever a language's state is shown. */
export const TRANSLATION_STATE_LOOK: Record<
  TranslationState,
  { label: string; color: string; variant: 'light' | 'outline' | 'filled' }
> = {
  missing: { label: 'Missing', color: 'gray', variant: 'outline' },
  draft: { label: 'Draft', color: 'yellow', variant: 'light' },
  stale: { label: 'Stale', color: 'orange', variant: 'filled' },
  scheduled: { label: 'Scheduled', color: 'blue', variant: 'light' },
  published: { label: 'Published', color: 'green', variant: 'light' },
};
