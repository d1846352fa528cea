import { useMutation } from '@tanstack/react-query';
import { ApiError, NetworkError, type LoginRequest, type LoginResponse } from '@sitenet/api-client';
import { api } from '../../../lib/api-client';

export async function login(body: LoginRequest): Promise<LoginResponse> {
  return api().login(body);
}

/** SPEC section 8: the server's message, else 'Login failed'; no reply at all is a network error. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof NetworkError) return 'Network error. Please try again.';
  if (error instanceof ApiError) {
    const body = error.body as { message?: unknown } | undefined;
    return typeof body?.message === 'string' && body.message ? body.message : 'Login failed';
  }
  return 'Login failed';
}

export function useLogin() {
  // A rejected login is a 401 too, but it must not trigger the expired-session handling.
  return useMutation({ mutationFn: login, meta: { skipUnauthorizedRedirect: true } });
}
