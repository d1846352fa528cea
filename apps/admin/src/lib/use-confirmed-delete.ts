import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { apiFailure, postsStillUsing } from './api-failure';
import { notifySuccess } from './notify-success';

interface Words<T> {
  /** The notice once the row is gone. */
  deleted: (item: T) => string;
  /** The dialog's message for a 409 that counts the posts still using the row. */
  blocked?: (count: number) => string;
}

/**
 * Deleting a row behind a confirmation dialog (categories, tags, authors): the row asked about,
 * the delete, and its error as the dialog shows it, read from the mutation rather than kept
 * beside it. The dialog stays open on a failure so the editor can read why, or retry.
 */
export function useConfirmedDelete<T extends { id: number }>(
  remove: UseMutationResult<unknown, Error, number>,
  words: Words<T>,
) {
  const [target, setTarget] = useState<T | null>(null);
  const failure = remove.error;
  const count = failure ? postsStillUsing(failure) : undefined;
  return {
    target,
    ask: (item: T) => {
      remove.reset();
      setTarget(item);
    },
    cancel: () => setTarget(null),
    confirm: () => {
      if (!target) return;
      const item = target;
      remove.mutate(item.id, {
        onSuccess: () => {
          notifySuccess(words.deleted(item));
          setTarget(null);
        },
      });
    },
    error: !failure
      ? null
      : count !== undefined && words.blocked
        ? words.blocked(count)
        : apiFailure(failure).message,
    busy: remove.isPending,
  };
}
