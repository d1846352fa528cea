/**
 * Hydrates a page the server rendered (entry-server.tsx): the same routes, the loader data, the
 * TanStack Query cache and the translations it rendered with, fetched from the file the page names.
 * The page's loader (public/page-scripts.js, inlined) starts this module and preloads its imports after load.
 */
import './styles/global.css';
import { readAppConfig } from '@sitenet/api-client/app-config';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import {
  matchRoutes,
  RouterProvider,
  UNSAFE_ErrorResponseImpl as ErrorResponse,
  type HydrationState,
} from 'react-router';
import { createBrowserServices } from './app/browser-services';
import { PAGE_SCRIPTS_ID, type PageScripts } from './app/document';
import { AppProviders } from './app/providers';
import { branchLocales, createAppRouter, createRoutes } from './app/router';
import { env } from './env';
import { startClientRendering } from './lib/deferred';
import { loadLocale } from './lib/i18n';
import { learnRouteNames, siteQueryOptions } from './lib/site';

interface ServerState {
  router: HydrationState & {
    errors: Record<
      string,
      {
        __type?: string;
        status?: number;
        statusText?: string;
        data?: unknown;
        internal?: boolean;
        message?: string;
      }
    > | null;
  };
  query: DehydratedState;
  /** The languages the page speaks: their files are fetched (preloaded by the page) before hydrating. */
  locales: string[];
}

/** The state the server rendered with: the file the page names (#page-scripts, which started this module), preloaded with the scripts. */
const readServerState = (): Promise<ServerState | null> =>
  fetch((JSON.parse(document.getElementById(PAGE_SCRIPTS_ID)!.textContent!) as PageScripts).data)
    .then((response) => (response.ok ? (response.json() as Promise<ServerState>) : null))
    .catch(() => null);

/** Route errors back into what the router threw on the server (404 responses, errors). */
function reviveErrors(errors: ServerState['router']['errors']): HydrationState['errors'] {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, value]) => [
      id,
      value.__type === 'RouteErrorResponse'
        ? new ErrorResponse(
            value.status ?? 500,
            value.statusText ?? '',
            value.data,
            value.internal === true,
          )
        : new Error(value.message),
    ]),
  );
}

/**
 * Ends the current task. The work before hydrating (the texts, the routes matched twice, the
 * router) comes in a few short tasks instead of one long one that would keep a tap waiting on a
 * slow phone (Lighthouse's Total Blocking Time).
 */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

async function start() {
  const root = document.getElementById('root');
  // Without it (offline, or a page older than the server's copy) the page stays as the server
  // rendered it, which reads and navigates by its links.
  const state = await readServerState();
  if (!root || !state) return;
  const services = createBrowserServices(readAppConfig(document, env.apiBaseUrl));
  const loaded = await Promise.all(state.locales.map((locale) => loadLocale(services, locale)));
  // Without its texts the page cannot hydrate to the same markup: it stays as the server rendered
  // it, which reads and navigates by its links.
  if (loaded.includes(false)) return;
  // The page's data is as fresh as the page (the server drops a cached page when its content
  // changes): it counts as fetched now. It carries no time of its own (zeroed, so its version
  // depends on its content alone); a render time older than the staleTime made every reader's
  // browser fetch it again on mount (an API call per view).
  const arrived = Date.now();
  for (const query of state.query.queries) query.state.dataUpdatedAt = arrived;
  hydrate(services.queryClient, state.query);
  await nextTask();

  // Lazy pages the server rendered are loaded before hydrating, so the first render matches.
  // The same branches as the server's tree (the site's languages, with their route names), so the
  // page hydrates as rendered.
  const site = services.queryClient.getQueryData(siteQueryOptions(services.api, services.hostname).queryKey);
  learnRouteNames(site);
  const routes = createRoutes(services, branchLocales(site));
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
  await nextTask();

  const router = createAppRouter(
    services,
    { ...state.router, errors: reviveErrors(state.router.errors) },
    routes,
  );
  // The pages the reader navigates to render in the browser: their deferred parts load at once.
  const unsubscribe = router.subscribe(({ navigation }) => {
    if (navigation.state === 'idle') return;
    startClientRendering();
    unsubscribe();
  });
  // As a transition, hydration works in short slices and yields to the reader's input (no long
  // task blocks a tap or a scroll); a click meanwhile hydrates its own part first.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <AppProviders services={services}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

void start();
