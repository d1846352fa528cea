import { ApiError } from '@sitenet/api-client';

/** What a failed save tells the person: a conflict, field errors (form paths), or a message. */
export interface SaveFailure {
  conflict: boolean;
  message: string;
  /** `contact.email` -> its first message (the server's `settings.` prefix dropped). */
  fields: Record<string, string>;
}

export function saveFailure(error: unknown): SaveFailure {
  if (!(error instanceof ApiError)) {
    return { conflict: false, message: 'The settings could not be saved: check your connection and try again.', fields: {} };
  }
  const raw = (error.body as { errors?: Record<string, string[]> } | undefined)?.errors ?? {};
  const fields: Record<string, string> = {};
  for (const [key, messages] of Object.entries(raw)) {
    if (messages[0]) fields[key.replace(/^settings\./, '')] = messages[0];
  }
  return {
    conflict: error.status === 409,
    message: error.status === 400 ? 'Some settings need fixing: see the marked fields.' : error.message,
    fields,
  };
}
