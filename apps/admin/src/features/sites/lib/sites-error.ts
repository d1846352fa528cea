import { NetworkError } from '@sitenet/api-client';

/** SPEC section 8: a non-ok answer and a network failure read differently. */
export function sitesErrorMessage(error: unknown): string {
  return error instanceof NetworkError ? 'Network error' : 'Failed to fetch sites';
}
