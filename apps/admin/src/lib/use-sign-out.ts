import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '../config/paths';
import { logout } from './api/logout';
import { getToken } from './auth-store';
import { endSession } from './end-session';

/** Sign out: the logout call only when a token exists, then the session and cache are cleared. */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    if (getToken()) await logout();
    await endSession(queryClient, () => navigate(paths.login, { replace: true }));
  }, [navigate, queryClient]);
}
