import type { PostDraft } from './draft';

/**
 * The editor's safety net: the working copy in localStorage, per site and post ("new" before the
 * first save), so a closed tab, a crash or a lost connection loses nothing.
 */
export interface LocalDraft {
  savedAt: string;
  /** The server version the copy was written against (null for a new post). */
  version: number | null;
  draft: PostDraft;
}

const PREFIX = 'sitenet.editor';

export function localDraftKey(siteId: number, postId: number | null): string {
  return `${PREFIX}.${siteId}.${postId ?? 'new'}`;
}

export function readLocalDraft(key: string, storage: Storage = localStorage): LocalDraft | null {
  try {
    const raw = storage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<LocalDraft>;
    if (!parsed.draft?.meta || !parsed.draft.translations || typeof parsed.savedAt !== 'string') return null;
    return { savedAt: parsed.savedAt, version: parsed.version ?? null, draft: parsed.draft };
  } catch {
    return null;
  }
}

export function writeLocalDraft(
  key: string,
  value: LocalDraft,
  storage: Storage = localStorage,
): boolean {
  try {
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    // Quota or privacy mode: the server autosave and the leave prompt still guard the text.
    return false;
  }
}

export function clearLocalDraft(key: string, storage: Storage = localStorage): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}

/** Same content as far as the reader is concerned (the prompt is skipped when nothing differs). */
export function sameDraft(a: PostDraft, b: PostDraft): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

export function formatSavedAt(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : timeFormat.format(date);
}
