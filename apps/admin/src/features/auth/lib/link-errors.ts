import { ApiError, NetworkError } from '@sitenet/api-client';

/** What a link page says about a failed call: the server's message, else a generic one. */
export function linkErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof NetworkError) return 'Network error. Please try again.';
  if (error instanceof ApiError) {
    const body = error.body as { message?: unknown } | undefined;
    if (typeof body?.message === 'string' && body.message) return body.message;
  }
  return fallback;
}

/** The link itself is no good (unknown 404, or expired / used / revoked 410): the form cannot help. */
export function isDeadLink(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 410);
}

/** The password policy's reason (422) for the password field, else null. */
export function passwordReason(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const body = error.body as { message?: unknown; errors?: { password?: unknown } } | undefined;
  const field = Array.isArray(body?.errors?.password) ? body.errors.password[0] : undefined;
  if (typeof field === 'string') return field;
  return typeof body?.message === 'string' ? body.message : null;
}
