import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError, NetworkError } from '@sitenet/api-client';
import { cssVariablesResolver, theme, themeColorSchemeManager } from '@sitenet/ui';
import { getToken } from '../lib/auth-store';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { skipUnauthorizedRedirect?: boolean };
  }
}

/** Retry a network blip or a 5xx once; a 4xx answer will not change by asking again. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (error instanceof NetworkError) return true;
  return error instanceof ApiError && error.status >= 500;
}

/**
 * Beyond the spec: any admin call answered 401 while a token is held means the session
 * expired, so the app signs out and sends the user to /login with the current path.
 */
export function createQueryClient(onUnauthorized: () => void): QueryClient {
  const isExpiredSession = (error: unknown) =>
    error instanceof ApiError && error.status === 401 && Boolean(getToken());
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (isExpiredSession(error)) onUnauthorized();
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => {
        if (mutation.meta?.skipUnauthorizedRedirect) return;
        if (isExpiredSession(error)) onUnauthorized();
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

const colorSchemeManager = themeColorSchemeManager();

export function AppProvider({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
    >
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
