import {
  categoryFromSegment,
  DEFAULT_LOCALE,
  detectLocale,
  isLocale,
  LOCALE_PREFIX_PATTERN,
  LOCALES,
  ROUTE_MAPS,
  routeNameFromSegment,
  type Locale,
} from '@sitenet/i18n';
import { createBrowserRouter, data, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { postQueryOptions } from '../features/article/api/get-post';
import { categoryPostsQueryOptions } from '../features/category/api/get-posts';
import { homepageQueryOptions } from '../features/home/api/get-homepage';
import { loadLocale } from '../lib/i18n';
import type { Services } from '../lib/services';
import { readStoredLocale } from '../lib/storage';
import { Root, RootErrorBoundary } from './routes/root';
import { LocaleLayout, LocaleErrorBoundary, PageErrorBoundary } from './routes/locale-layout';
import { NotFoundPage, ServerErrorPage } from './routes/error-pages';

const notFound = () => data(null, { status: 404 });

/** "?page=2" -> 2; anything else -> 1. */
function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * Data loaders live here, not in the lazy page modules, so a page's data and its code download in
 * parallel instead of one after the other.
 */
function createLoaders({ api, queryClient }: Services) {
  const localeOf = (request: Request) => detectLocale(new URL(request.url).pathname);
  return {
    /**
     * Starts the homepage lists without waiting: the hero (the largest paint) shows at once and
     * same-sized skeleton cards hold the lists' place below it.
     */
    home: ({ request }: LoaderFunctionArgs) => {
      void queryClient.prefetchQuery(homepageQueryOptions(api, localeOf(request)));
      return null;
    },
    /** Starts the category's posts without waiting: the 6-card skeleton shows meanwhile. */
    category: ({ request, params }: LoaderFunctionArgs) => {
      const url = new URL(request.url);
      const locale = localeOf(request);
      const category = categoryFromSegment(params.category ?? '', locale);
      if (category) {
        void queryClient.prefetchQuery(
          categoryPostsQueryOptions(api, category, readPage(url.searchParams.get('page')), locale),
        );
      }
      return { category: category ?? null };
    },
    /** Loads the article first; "/xx" (an unknown two-letter prefix) is the not-found page. */
    article: async ({ request, params }: LoaderFunctionArgs) => {
      const slug = params.slug ?? '';
      const locale = localeOf(request);
      if (locale === DEFAULT_LOCALE && LOCALE_PREFIX_PATTERN.test(slug) && !isLocale(slug)) throw notFound();
      // A bare route name such as /category is no article.
      if (routeNameFromSegment(slug, locale) === 'category') return redirect('/error/404');
      await queryClient.ensureQueryData(postQueryOptions(api, slug, locale));
      return null;
    },
  };
}

/**
 * The magazine's routes. Each locale gets its own branch with the route names of its translation
 * file (packages/i18n), so /es/sobre-nosotros and /fr/a-propos are real routes; pages are
 * code-split with `lazy` and load their data in loaders (no browser global at module scope).
 */
export function createRoutes(services: Services): RouteObject[] {
  const loaders = createLoaders(services);
  const localeBranch = (locale: Locale): RouteObject => {
    const { routes } = ROUTE_MAPS[locale];
    const staticPage = (page: 'about' | 'privacy' | 'terms'): RouteObject => ({
      path: routes[page],
      lazy: async () => (await import('./routes/static-page')).route(page),
    });
    const category: RouteObject = {
      loader: loaders.category,
      lazy: async () => ({ Component: (await import('./routes/category')).Component }),
    };
    return {
      id: `locale-${locale}`,
      path: locale === DEFAULT_LOCALE ? '/' : `/${locale}`,
      loader: async () => {
        // English without its file still renders, every text showing its key (SPEC section 8).
        if ((await loadLocale(services, locale)) || locale === DEFAULT_LOCALE) return { locale };
        // The prefix is not accepted: show the not-found page, in English.
        await loadLocale(services, DEFAULT_LOCALE);
        throw notFound();
      },
      Component: LocaleLayout,
      ErrorBoundary: LocaleErrorBoundary,
      children: [
        {
          id: `pages-${locale}`,
          ErrorBoundary: PageErrorBoundary,
          children: [
            {
              index: true,
              loader:
                locale === DEFAULT_LOCALE
                  ? (args) => {
                      // "/" with a stored locale goes to that locale's homepage (SPEC 2.8).
                      const stored = readStoredLocale();
                      if (stored && stored !== DEFAULT_LOCALE) return redirect(`/${stored}`);
                      return loaders.home(args);
                    }
                  : loaders.home,
              lazy: async () => ({ Component: (await import('./routes/home')).Component }),
            },
            staticPage('about'),
            staticPage('privacy'),
            staticPage('terms'),
            { path: routes.contact, lazy: async () => (await import('./routes/contact')).route() },
            { path: `${routes.category}/:category`, ...category },
            ...(routes.category === 'category' ? [] : [{ path: 'category/:category', ...category }]),
            {
              path: ':slug',
              loader: loaders.article,
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
      Component: Root,
      ErrorBoundary: RootErrorBoundary,
      HydrateFallback: () => null,
      children: [
        ...LOCALES.map(localeBranch),
        {
          // Error pages speak the stored language.
          id: 'error',
          path: 'error',
          loader: async () => {
            const locale = readStoredLocale() ?? DEFAULT_LOCALE;
            const ok = await loadLocale(services, locale);
            if (!ok) await loadLocale(services, DEFAULT_LOCALE);
            return { locale: ok ? locale : DEFAULT_LOCALE, remember: false };
          },
          Component: LocaleLayout,
          children: [
            { index: true, Component: ServerErrorPage },
            { path: '404', Component: NotFoundPage },
            { path: '500', Component: ServerErrorPage },
          ],
        },
        {
          path: '*',
          loader: async ({ request }) => {
            const first = new URL(request.url).pathname.split('/').filter(Boolean)[0] ?? '';
            // An unknown two-letter prefix shows the not-found page in place (issue 4).
            if (LOCALE_PREFIX_PATTERN.test(first) && !isLocale(first)) {
              await loadLocale(services, DEFAULT_LOCALE);
              throw notFound();
            }
            return redirect('/error/404');
          },
          ErrorBoundary: LocaleErrorBoundary,
        },
      ],
    },
  ];
}

export function createAppRouter(services: Services) {
  return createBrowserRouter(createRoutes(services));
}
