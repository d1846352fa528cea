import type { TranslationState } from '@sitenet/api-client';

/** How each translation state reads and looks, wherever a language's state is shown. */
export const TRANSLATION_STATE_LOOK: Record<
  TranslationState,
  { label: string; color: string; variant: 'light' | 'outline' | 'filled' }
> = {
  missing: { label: 'Missing', color: 'gray', variant: 'outline' },
  draft: { label: 'Draft', color: 'yellow', variant: 'light' },
  // A dark orange: white text on it keeps a 4.5:1 contrast at badge size.
  stale: { label: 'Stale', color: '#9c3d0a', variant: 'filled' },
  scheduled: { label: 'Scheduled', color: 'blue', variant: 'light' },
  published: { label: 'Published', color: 'green', variant: 'light' },
};
