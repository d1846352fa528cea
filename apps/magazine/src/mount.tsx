import './styles/global.css';
import { createPublicApi, type AppConfig } from '@sitenet/api-client';
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { env } from './env';
import { createI18n } from './lib/i18n';
import type { Services } from './lib/services';

/** Everything the magazine needs for one page, created at mount time (never at module scope). */
export function createServices(config: AppConfig, location: Pick<Location, 'origin' | 'hostname'>): Services {
  return {
    api: createPublicApi({ baseUrl: config.apiBaseUrl || env.apiBaseUrl }),
    assets: createPublicApi({ baseUrl: '' }),
    queryClient: new QueryClient({
      defaultOptions: {
        queries: { staleTime: 60_000, retry: false, retryOnMount: false, refetchOnWindowFocus: false },
      },
    }),
    i18n: createI18n(),
    origin: location.origin,
    hostname: location.hostname,
  };
}

/** Renders the public magazine into `element`; returns an unmount function. */
export function mount(element: HTMLElement, config: AppConfig): () => void {
  const services = createServices(config, window.location);
  // Each page renders its own <title>; the static one in index.html would shadow it.
  document.head.querySelectorAll('title').forEach((title) => title.remove());
  const router = createAppRouter(services);
  const root = createRoot(element);
  root.render(
    <StrictMode>
      <AppProviders services={services}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  return () => {
    root.unmount();
    router.dispose();
  };
}
