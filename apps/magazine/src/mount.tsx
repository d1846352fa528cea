import './styles/global.css';
import type { AppConfig } from '@sitenet/api-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createBrowserServices } from './app/browser-services';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';

/**
 * Renders the public magazine into `element` in the browser alone (the standalone static build
 * and the shell without a server bundle); server-rendered pages hydrate through entry-client.tsx.
 * Returns an unmount function.
 */
export function mount(element: HTMLElement, config: AppConfig): () => void {
  const services = createBrowserServices(config);
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
