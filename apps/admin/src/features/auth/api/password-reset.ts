import { useMutation } from '@tanstack/react-query';
import type { PasswordResetRequest, ResetPasswordRequest } from '@sitenet/api-client';
import { api } from '../../../lib/api-client';

/** "Forgot password": always the same 202 answer, known email or not. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: PasswordResetRequest) => api().requestPasswordReset(body),
    meta: { skipUnauthorizedRedirect: true },
  });
}

export function useResetPassword(token: string) {
  return useMutation({
    mutationFn: (body: ResetPasswordRequest) => api().resetPassword(token, body),
    meta: { skipUnauthorizedRedirect: true },
  });
}
