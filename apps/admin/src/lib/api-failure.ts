import { ApiError } from '@sitenet/api-client';

/** A failed write as a dialog shows it: the server's message, and its field errors by field. */
export interface ApiFailure {
  message: string;
  /** Field name -> the first message for it (the server's `errors`). */
  fields: Record<string, string>;
}

export function apiFailure(error: unknown): ApiFailure {
  if (!(error instanceof ApiError))
    return { message: 'Network error. Please try again.', fields: {} };
  const raw = (error.body as { errors?: Record<string, string[]> } | undefined)?.errors ?? {};
  const fields: Record<string, string> = {};
  for (const [key, messages] of Object.entries(raw)) if (messages[0]) fields[key] = messages[0];
  return { message: error.serverError ?? error.message, fields };
}

/** The posts a 409 says still use what was to be deleted (a category, an author), when it says so. */
export function postsStillUsing(error: unknown): number | undefined {
  return error instanceof ApiError
    ? (error.body as { posts_count?: number } | undefined)?.posts_count
    : undefined;
}
