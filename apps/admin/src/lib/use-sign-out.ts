import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { paths } from '../config/paths';
import { logout } from './api/logout';
import { getToken, useAuthStore } from './auth-store';

/** Sign out: the logout call only when a token exists, then clear the session and cache. */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    if (getToken()) await logout();
    useAuthStore.getState().clear();
    queryClient.clear();
    await navigate(paths.login, { replace: true });
  }, [navigate, queryClient]);
}
