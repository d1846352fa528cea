import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  NetworkError,
  type AdminPostDetail,
  type PostConflictBody,
} from '@sitenet/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { logger } from '../../../lib/logger';
import { savePost, versionConflict } from '../api/save-post';
import { toRequest } from '../lib/draft';
import type { EditorStore } from '../lib/editor-store';
import { errorsFromServer, type FieldErrors } from '../lib/field-errors';
import { mergeSaved } from '../lib/merge-saved';
import { slugsSettled } from '../lib/slugger';

export type SaveKind = 'manual' | 'auto';

export type SaveState =
  | { status: 'idle' }
  | { status: 'saving'; kind: SaveKind }
  | { status: 'saved'; kind: SaveKind; at: Date }
  | { status: 'invalid'; errors: FieldErrors }
  | { status: 'error'; message: string }
  | { status: 'conflict'; conflict: PostConflictBody };

interface SaverOptions {
  store: EditorStore;
  siteId: number;
  /** The post being edited, with the version it was read at; null until the first save. */
  initial: { id: number; version: number } | null;
  /** When the post was created just before this editor opened it (the status says "Saved at"). */
  createdAt?: number;
  onCreated: (post: AdminPostDetail) => void;
}

function failureMessage(error: unknown): string {
  if (error instanceof NetworkError) return 'Network error: your changes are kept here. Check the connection and retry.';
  if (error instanceof ApiError) return error.serverError ?? error.message;
  return 'The post could not be saved.';
}

/**
 * Saves the working copy: validated with the contract first, then POST or PUT with the version
 * it was read at. A failure never touches the text on screen.
 */
export function usePostSaver({ store, siteId, initial, createdAt, onCreated }: SaverOptions) {
  const queryClient = useQueryClient();
  const target = useRef(initial);
  const inFlight = useRef(false);
  const [state, setState] = useState<SaveState>(() =>
    createdAt === undefined ? { status: 'idle' } : { status: 'saved', kind: 'manual', at: new Date(createdAt) },
  );

  const save = useCallback(
    async (kind: SaveKind): Promise<boolean> => {
      if (inFlight.current) return false;
      inFlight.current = true;
      try {
        // The contract's zod schemas come with the first save, not with the editor's first paint.
        const [{ validateRequest }] = await Promise.all([import('../lib/validate'), slugsSettled()]);
        const { draft, revision, setErrors } = store.getState();
        const request = toRequest(draft, siteId);
        const errors = validateRequest(request, target.current?.version);
        if (Object.keys(errors).length > 0) {
          // Autosave stays quiet about half-typed text; the writer sees errors when they save.
          if (kind === 'manual') {
            setErrors(errors);
            setState({ status: 'invalid', errors });
          }
          return false;
        }
        setState({ status: 'saving', kind });
        try {
          const post = await savePost(request, target.current);
          const created = target.current === null;
          target.current = { id: post.id, version: post.version };
          queryClient.setQueryData(queryKeys.posts.detail(post.id), post);
          void queryClient.invalidateQueries({ queryKey: queryKeys.posts.list(null).slice(0, 2) });
          void queryClient.invalidateQueries({ queryKey: queryKeys.posts.trash(null).slice(0, 2) });
          const current = store.getState();
          store.setState({ draft: mergeSaved(current.draft, post), errors: {} });
          current.markSaved(revision);
          setState({ status: 'saved', kind, at: new Date() });
          if (created) onCreated(post);
          return true;
        } catch (error) {
          const conflict = await versionConflict(error);
          if (conflict) {
            setState({ status: 'conflict', conflict });
            return false;
          }
          logger.error('Failed to save post', error);
          const fieldErrors = error instanceof ApiError ? errorsFromServer(error.body, request) : {};
          const refusedFields = Object.keys(fieldErrors).length > 0;
          if (refusedFields) setErrors(fieldErrors);
          // The fields are listed under the message, each with its language (post-editor.tsx).
          setState({ status: 'error', message: refusedFields ? 'Some fields were refused: fix them and save again.' : failureMessage(error) });
          return false;
        }
      } finally {
        inFlight.current = false;
      }
    },
    [store, siteId, queryClient, onCreated],
  );

  /**
   * Their version is now the one the next save builds on ("load theirs", a field-by-field merge, a
   * review): its version goes with the next save, and it becomes the copy the editor started from.
   */
  const adoptVersion = useCallback(
    (post: AdminPostDetail) => {
      target.current = { id: post.id, version: post.version };
      queryClient.setQueryData(queryKeys.posts.detail(post.id), post);
      setState({ status: 'idle' });
    },
    [queryClient],
  );

  const dismiss = useCallback(() => setState({ status: 'idle' }), []);

  return { state, save, adoptVersion, dismiss, target };
}
