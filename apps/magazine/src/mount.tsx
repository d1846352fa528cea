import './styles/global.css';
import type { AppConfig } from '@sitenet/api-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createBrowserServices } from './app/browser-services';
import { AppProviders } from './app/providers';
import { branchLocales, createAppRouter, createRoutes } from './app/router';
import { startClientRendering } from './lib/deferred';
import { learnRouteNames, siteQueryOptions } from './lib/site';

/**
 * Renders the public magazine into `element` in the browser alone (the standalone static build
 * and the shell without a server bundle); server-rendered pages hydrate through entry-client.tsx.
 * The routes wait for the site's facts (its languages and their route names), as the server's do;
 * without them, the five shipped languages. Returns an unmount function.
 */
export function mount(element: HTMLElement, config: AppConfig): () => void {
  const services = createBrowserServices(config);
  // Each page renders its own <title>; the static one in index.html would shadow it.
  document.head.querySelectorAll('title').forEach((title) => title.remove());
  // Nothing hydrates here: deferred parts of a page load as they render (lib/deferred.tsx).
  startClientRendering();
  const root = createRoot(element);
  let dispose: (() => void) | undefined;
  let unmounted = false;
  void services.queryClient
    .ensureQueryData(siteQueryOptions(services.api, services.hostname))
    .catch(() => null)
    .then((site) => {
      if (unmounted) return;
      learnRouteNames(site);
      const router = createAppRouter(services, undefined, createRoutes(services, branchLocales(site)));
      dispose = () => router.dispose();
      root.render(
        <StrictMode>
          <AppProviders services={services}>
            <RouterProvider router={router} />
          </AppProviders>
        </StrictMode>,
      );
    });
  return () => {
    unmounted = true;
    root.unmount();
    dispose?.();
  };
}
