import { DEFAULT_LOCALE, LOCALES, routeMapOf, SHIPPED_LOCALES, type Locale } from '@sitenet/i18n';
import { createBrowserRouter, data, type HydrationState, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { PublicSite, SitePageName } from '@sitenet/api-client';
import { siteLocales } from '../lib/site';
import type { Services } from '../lib/services';
import type { Loaders } from './loaders';
import { Root, RootErrorBoundary } from './routes/root';
import { LocaleLayout, LocaleErrorBoundary, PageErrorBoundary } from './routes/locale-layout';
import { NotFoundPage, ServerErrorPage } from './routes/error-pages';

/**
 * Which file of app/routes a lazy route loads: the server names it so the page's stylesheet and
 * script are in the HTML from the start (no flash of unstyled content, no request waterfall).
 */
export interface RouteHandle {
  chunk: string;
}
const chunk = (name: string): RouteHandle => ({ chunk: name });

/** The error pages answer with their own status code (the page itself renders normally). */
const status = (code: number) => () => data(null, { status: code });

/**
 * The loaders (app/loaders.ts), imported when one first runs: a page hydrates from the data the
 * server sent and runs none, so their code (and the query definitions of the other pages) is not
 * part of any page's first load. On the first in-app navigation the file comes beside the page's
 * own code, which React Router imports at the same time.
 */
function lazyLoaders(services: Services) {
  let loaders: Promise<Loaders> | undefined;
  const get = () => (loaders ??= import('./loaders').then(({ createLoaders }) => createLoaders(services)));
  type PageLoader = 'category' | 'tag' | 'author' | 'article' | 'home' | 'defaultHome' | 'error' | 'root';
  return {
    page: (name: PageLoader) => async (args: LoaderFunctionArgs) => (await get())[name](args),
    staticPage: (page: SitePageName) => async (args: LoaderFunctionArgs) => (await get()).staticPage(page)(args),
    locale: (locale: Locale) => async () => (await get()).locale(locale),
    unknown: (locales: readonly Locale[]) => async (args: LoaderFunctionArgs) => (await get()).unknown(args, locales),
  };
}

/**
 * The languages that get a branch of routes on a site: the five shipped (on a site without them
 * their prefix answers 404 through its branch, as before) and every other the site carries. Not
 * the whole catalogue: every request ranks the routes it matches against, and each branch is a
 * dozen of them (the uncached article render rose by about 3 ms with all 26 languages).
 */
export function branchLocales(site: Pick<PublicSite, 'languages'> | null | undefined): Locale[] {
  const carried = new Set<string>(siteLocales(site));
  return LOCALES.filter((code) => (SHIPPED_LOCALES as readonly string[]).includes(code) || carried.has(code));
}

/**
 * The magazine's routes. Each locale of `locales` gets its own branch with its route names
 * (packages/i18n routeMapOf), so /es/sobre-nosotros and /de/ueber-uns are real routes; pages are
 * code-split with `lazy` and load their data in loaders (no browser global at module scope).
 */
export function createRoutes(services: Services, locales: readonly Locale[] = LOCALES): RouteObject[] {
  const loaders = lazyLoaders(services);
  const localeBranch = (locale: Locale): RouteObject => {
    const { routes } = routeMapOf(locale);
    const staticPage = (page: SitePageName): RouteObject => ({
      path: routes[page],
      loader: loaders.staticPage(page),
      handle: chunk('static-page'),
      lazy: async () => (await import('./routes/static-page')).route(page),
    });
    const category: RouteObject = {
      loader: loaders.page('category'),
      handle: chunk('category'),
      lazy: async () => ({ Component: (await import('./routes/category')).Component }),
    };
    return {
      id: `locale-${locale}`,
      path: locale === DEFAULT_LOCALE ? '/' : `/${locale}`,
      loader: loaders.locale(locale),
      Component: LocaleLayout,
      ErrorBoundary: LocaleErrorBoundary,
      children: [
        {
          id: `pages-${locale}`,
          ErrorBoundary: PageErrorBoundary,
          children: [
            {
              index: true,
              loader: loaders.page(locale === DEFAULT_LOCALE ? 'defaultHome' : 'home'),
              handle: chunk('home'),
              lazy: async () => ({ Component: (await import('./routes/home')).Component }),
            },
            staticPage('about'),
            staticPage('privacy'),
            staticPage('terms'),
            {
              path: routes.contact,
              handle: chunk('contact'),
              lazy: async () => (await import('./routes/contact')).route(),
            },
            { path: `${routes.category}/:category`, ...category },
            ...(routes.category === 'category' ? [] : [{ path: 'category/:category', ...category }]),
            ...[routes.author, ...(routes.author === 'author' ? [] : ['author'])].map((segment) => ({
              // The English segment under another language answers 301 to that language's own.
              path: `${segment}/:slug`,
              loader: loaders.page('author'),
              handle: chunk('author'),
              lazy: async () => ({ Component: (await import('./routes/author')).Component }),
            })),
            {
              path: `${routes.tag}/:tag`,
              loader: loaders.page('tag'),
              handle: chunk('tag'),
              lazy: async () => ({ Component: (await import('./routes/tag')).Component }),
            },
            {
              path: ':slug',
              loader: loaders.page('article'),
              handle: chunk('article'),
              lazy: async () => ({ Component: (await import('./routes/article')).Component }),
            },
          ],
        },
      ],
    };
  };

  return [
    {
      id: 'root',
      loader: loaders.page('root'),
      Component: Root,
      ErrorBoundary: RootErrorBoundary,
      HydrateFallback: () => null,
      children: [
        ...locales.map(localeBranch),
        {
          // Error pages speak the stored language.
          id: 'error',
          path: 'error',
          loader: loaders.page('error'),
          Component: LocaleLayout,
          children: [
            { index: true, loader: status(500), Component: ServerErrorPage },
            { path: '404', loader: status(404), Component: NotFoundPage },
            { path: '500', loader: status(500), Component: ServerErrorPage },
          ],
        },
        {
          path: '*',
          loader: loaders.unknown(locales),
          ErrorBoundary: LocaleErrorBoundary,
        },
      ],
    },
  ];
}

/** The browser's router; `hydrationData` and the routes (lazy pages already loaded) when hydrating. */
export function createAppRouter(services: Services, hydrationData?: HydrationState, routes = createRoutes(services)) {
  return createBrowserRouter(routes, { hydrationData });
}
