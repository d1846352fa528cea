/**
 * The least JavaScript a hydrating page of our stack can ship: each library the magazine's client
 * needs to hydrate, used the way the magazine uses it, and no page of ours. `pnpm bench:magazine`
 * builds it beside the real pages, so the article's first-load figure has its floor next to it.
 */
import {
  HydrationBoundary,
  QueryClient,
  QueryClientProvider,
  useQuery,
  type DehydratedState,
} from '@tanstack/react-query';
import i18next from 'i18next';
import { hydrateRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import {
  createBrowserRouter,
  Link,
  RouterProvider,
  useLoaderData,
  type HydrationState,
} from 'react-router';

interface Hydration {
  router?: HydrationState;
  queries?: DehydratedState;
}

const hydration = (window as unknown as { __floor?: Hydration }).__floor ?? {};

function Page() {
  const { t } = useTranslation();
  const title = useLoaderData<string>();
  const { data } = useQuery({ queryKey: ['views'], queryFn: () => Promise.resolve(0) });
  return (
    <Link to="/">
      {t('title')} {title} {data}
    </Link>
  );
}

void i18next
  .use(initReactI18next)
  .init({ lng: 'en', resources: { en: { translation: { title: 'Tips' } } } });
const router = createBrowserRouter([{ path: '/', loader: () => 'title', Component: Page }], {
  hydrationData: hydration.router,
});
hydrateRoot(
  document,
  <QueryClientProvider client={new QueryClient()}>
    <HydrationBoundary state={hydration.queries}>
      <RouterProvider router={router} />
    </HydrationBoundary>
  </QueryClientProvider>,
);
