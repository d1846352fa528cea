import { ApiError, NetworkError } from '@sitenet/api-client';

/** Why a form could not be sent, as the reader needs to know it (each maps to a translated text). */
export type FormFailure = 'tooMany' | 'offline' | 'failed';

export function formFailure(error: unknown): FormFailure {
  if (error instanceof NetworkError) return 'offline';
  if (error instanceof ApiError && error.status === 429) return 'tooMany';
  return 'failed';
}
