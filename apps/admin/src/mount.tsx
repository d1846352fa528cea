import './app/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import type { AppConfig } from '@sitenet/api-client/app-config';
import { AppProvider, createQueryClient } from './app/provider';
import { createAppRouter } from './app/router';
import { loginPath } from './config/paths';
import { env } from './env';
import { configureApi } from './lib/api-client';
import { endSession } from './lib/end-session';

/** Renders the admin console into `element`; the shell and the standalone page both call it. */
export function mount(element: HTMLElement, config: AppConfig): () => void {
  configureApi(config.apiBaseUrl || env.apiBaseUrl);
  const router = createAppRouter();
  const queryClient = createQueryClient(() => {
    const { pathname, search } = router.state.location;
    void endSession(queryClient, () =>
      router.navigate(loginPath(pathname + search), { replace: true }),
    );
  });
  const root = createRoot(element);
  root.render(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
  return () => {
    root.unmount();
    router.dispose();
  };
}
