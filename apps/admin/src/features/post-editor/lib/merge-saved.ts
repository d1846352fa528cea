import type { AdminPostDetail } from '@sitenet/api-client';
import type { PostDraft } from './draft';

/**
 * After a save, the fields the server owns come back into the working copy without touching
 * what the writer typed meanwhile: a generated slug, published_at, the stale flag, read time.
 */
export function mergeSaved(draft: PostDraft, post: AdminPostDetail): PostDraft {
  const translations = { ...draft.translations };
  for (const [code, saved] of Object.entries(post.translations)) {
    const own = translations[code];
    if (!own) continue;
    translations[code] = {
      ...own,
      slug: own.slug.trim() ? own.slug : saved.slug,
      slugEdited: own.slugEdited || !own.slug.trim(),
      published_at: saved.published_at,
      stale: saved.stale,
      source: saved.source_snapshot ?? null,
      reviewed: false,
    };
  }
  const meta = draft.meta.read_time_auto ? { ...draft.meta, read_time: post.read_time } : draft.meta;
  return { meta, translations };
}
