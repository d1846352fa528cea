import { useEffect, useRef } from 'react';
import type { EditorStore } from '../lib/editor-store';
import { clearLocalDraft, writeLocalDraft } from '../lib/local-draft';
import { whenIdle } from '../../../lib/when-idle';
import { allDrafts } from '../lib/translation-state';

/** Pause after the last keystroke before the working copy is written to this browser. */
export const LOCAL_DELAY_MS = 800;
/** Pause before a draft-only post is saved to the server. */
export const SERVER_DELAY_MS = 4000;

interface AutosaveOptions {
  store: EditorStore;
  /** The localStorage key of this post (changes once a new post gets its id). */
  localKey: string;
  version: () => number | null;
  /** Saves to the server; only called for saved posts whose languages are all drafts. */
  saveToServer: (() => Promise<unknown>) | null;
  /** False while a prompt (restore, conflict) waits: nothing is written over it. */
  enabled: boolean;
}

/**
 * Autosave off the keystroke path: a store subscription (not a render) arms timers; the local
 * copy is written after a short pause, in idle time (serializing a long post is not done between
 * two keystrokes), the server save after a longer one.
 */
export function useAutosave({ store, localKey, version, saveToServer, enabled }: AutosaveOptions) {
  const latest = useRef({ version, saveToServer });
  useEffect(() => {
    latest.current = { version, saveToServer };
  });

  useEffect(() => {
    if (!enabled) return;
    let localTimer: ReturnType<typeof setTimeout> | undefined;
    let serverTimer: ReturnType<typeof setTimeout> | undefined;
    let cancelIdle: (() => void) | undefined;

    const writeLocal = () => {
      cancelIdle?.();
      cancelIdle = undefined;
      localTimer = undefined;
      const { draft, revision, savedRevision } = store.getState();
      if (revision === savedRevision) clearLocalDraft(localKey);
      else writeLocalDraft(localKey, { savedAt: new Date().toISOString(), version: latest.current.version(), draft });
    };

    const unsubscribe = store.subscribe((state, previous) => {
      if (state.revision === previous.revision && state.savedRevision === previous.savedRevision) return;
      clearTimeout(localTimer);
      cancelIdle?.();
      cancelIdle = undefined;
      localTimer = setTimeout(() => {
        cancelIdle = whenIdle(writeLocal, LOCAL_DELAY_MS);
      }, state.revision === state.savedRevision ? 0 : LOCAL_DELAY_MS);

      clearTimeout(serverTimer);
      const save = latest.current.saveToServer;
      if (save && state.revision !== state.savedRevision && allDrafts(state.draft)) {
        serverTimer = setTimeout(() => void save(), SERVER_DELAY_MS);
      }
    });
    return () => {
      unsubscribe();
      clearTimeout(serverTimer);
      // Leaving mid-pause: write now, so the last keystrokes are kept.
      if (localTimer !== undefined || cancelIdle !== undefined) {
        clearTimeout(localTimer);
        writeLocal();
      }
    };
  }, [store, localKey, enabled]);
}
