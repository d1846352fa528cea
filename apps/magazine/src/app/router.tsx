import { env } from '../env';
import type { PageLinks } from './page-links';
import {
  buildPath,
  DEFAULT_LOCALE,
  detectLocale,
  isLocale,
  LOCALE_PREFIX_PATTERN,
  LOCALES,
  routeMapOf,
  SHIPPED_LOCALES,
  routeNameFromSegment,
  tagPathOf,
  type Locale,
} from '@sitenet/i18n';
import {
  createBrowserRouter,
  data,
  redirect,
  type HydrationState,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import type { PublicPostDetail, PublicSite, SitePageName } from '@sitenet/api-client';
import { postQueryOptions } from '../features/article/api/get-post';
import { preloadArticleHtml } from '../features/article/lib/article-html-module';
import { REQUESTED_PARAM } from '../features/article/lib/requested-locale';
import { authorPostsQueryOptions } from '../features/author/api/get-author-posts';
import { categoryPostsQueryOptions } from '../features/category/api/get-posts';
import { homepageQueryOptions } from '../features/home/api/get-homepage';
import { tagPostsQueryOptions } from '../features/tag/api/get-tag-posts';
import { languagesQueryOptions } from '../features/locale/api/get-languages';
import { sitePageQueryOptions } from '../features/static-pages/api/get-site-page';
import { categoryFromPathSegment, categoryPath } from '../lib/categories';
import { siteLocales, siteQueryOptions } from '../lib/site';
import { loadLocale } from '../lib/i18n';
import type { Services } from '../lib/services';
import { Root, RootErrorBoundary } from './routes/root';
import { LocaleLayout, LocaleErrorBoundary, PageErrorBoundary } from './routes/locale-layout';
import { NotFoundPage, ServerErrorPage } from './routes/error-pages';
import { canonicalPathOf } from './canonical-path';

const notFound = () => data(null, { status: 404 });
/** The error pages answer with their own status code (the page itself renders normally). */
const status = (code: number) => data(null, { status: code });

/** Data waits for itself on the server (the HTML carries the page); the browser shows skeletons instead. */
const awaitOnServer = async (work: Promise<unknown>) => {
  if (env.ssr) await work;
};

/**
 * Which file of app/routes a lazy route loads: the server names it so the page's stylesheet and
 * script are in the HTML from the start (no flash of unstyled content, no request waterfall).
 */
export interface RouteHandle {
  chunk: string;
}
const chunk = (name: string): RouteHandle => ({ chunk: name });

/** What `?page=` may say: 2, 3 ... (1 is the page without the parameter). */
const PAGE_NUMBER = /^[1-9]\d*$/;

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** "?page=2" -> 2; anything else -> 1. */
function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/**
 * The article's path in each language it is published in; any other language's home for the
 * rest (the switcher never offers an article the reader cannot read in the language chosen).
 */
function articleLanguageLinks(post: PublicPostDetail, carried: readonly Locale[]): Partial<Record<Locale, string>> {
  const alternates: Partial<Record<Locale, string>> = {};
  for (const code of carried) alternates[code] = buildPath({ name: 'home' }, code);
  for (const link of post.translations) {
    if (isLocale(link.locale)) alternates[link.locale] = buildPath({ name: 'article', slug: link.slug }, link.locale);
  }
  alternates[post.locale] = buildPath({ name: 'article', slug: post.slug }, post.locale);
  return alternates;
}

/**
 * Data loaders live here, not in the lazy page modules, so a page's data and its code download in
 * parallel instead of one after the other.
 */
function createLoaders(services: Services) {
  const { api, queryClient } = services;
  const localeOf = (request: Request) => detectLocale(new URL(request.url).pathname);
  /** The site's facts (in the page's query cache from the server on); null when they cannot be had. */
  const site = () => queryClient.ensureQueryData(siteQueryOptions(api, services.hostname)).catch(() => null);
  /**
   * A page of a language the site does not carry is not found, before it could redirect anywhere
   * (its locale branch answers 404 too; loaders run side by side and a redirect would win).
   */
  const requireCarried = async (locale: Locale) => {
    if (!siteLocales(await site()).includes(locale)) throw notFound();
  };
  return {
    site,
    /**
     * A page the site wrote itself (about, privacy, terms in this language, as its facts say):
     * fetched before the page renders, on the server and in the browser, so its own text never
     * replaces the default one in front of the reader.
     */
    staticPage: (page: SitePageName) => async ({ request }: LoaderFunctionArgs) => {
      const locale = localeOf(request);
      const site = queryClient.getQueryData(siteQueryOptions(api, services.hostname).queryKey);
      if (site?.pages[page].includes(locale)) await queryClient.prefetchQuery(sitePageQueryOptions(api, page, locale));
      return null;
    },
    /**
     * The homepage lists: in the browser started without waiting (the hero shows at once and
     * same-sized skeleton cards hold the lists' place); on the server part of the HTML.
     */
    home: async ({ request }: LoaderFunctionArgs) => {
      await awaitOnServer(queryClient.prefetchQuery(homepageQueryOptions(api, localeOf(request))));
      return null;
    },
    /**
     * The category's posts (in the browser the 6-card skeleton shows meanwhile); 404 beyond its
     * last page. One URL per page: `/es/category/money` and `/es/categoria/money` (a key, another
     * language's segment) and `?page=1` go (301) to the localized URL; `?page=0` is no page.
     */
    category: async ({ request, params }: LoaderFunctionArgs) => {
      const url = new URL(request.url);
      const locale = localeOf(request);
      await requireCarried(locale);
      const segment = params.category ?? '';
      const facts = await site();
      // Today's slug, a former one (renamed: 301 below, forever), the key or another language's.
      const category = categoryFromPathSegment(facts, segment, locale);
      // The page still shows the spec's "category not found" content, with the right status; a
      // category the site does not carry is not found either (no empty "no articles yet" page).
      if (!category || (facts && !facts.categories.includes(category))) return data({ category: null }, { status: 404 });
      const asked = url.searchParams.get('page');
      if (asked !== null && !PAGE_NUMBER.test(asked)) throw notFound();
      const own = categoryPath(facts, category, locale);
      if (safeDecode(url.pathname) !== own || asked === '1') {
        const search = new URLSearchParams(url.search);
        if (asked === '1') search.delete('page');
        const query = search.toString();
        throw redirect(encodeURI(own) + (query ? `?${query}` : ''), 301);
      }
      const page = readPage(asked);
      const options = categoryPostsQueryOptions(api, category, page, locale);
      await awaitOnServer(queryClient.prefetchQuery(options));
      // A page beyond the last is no page (known once the list has loaded).
      const list = queryClient.getQueryData(options.queryKey);
      if (list && page > 1 && page > list.pagination.last_page) throw notFound();
      // The same page in each language the site carries (the switcher; its slugs are the site's).
      const pageQuery = page > 1 ? `?page=${page}` : '';
      const languageLinks: PageLinks['languageLinks'] = Object.fromEntries(siteLocales(facts).map((code) => [code, categoryPath(facts, category, code) + pageQuery]));
      return { category, languageLinks } satisfies PageLinks & { category: string };
    },
    /**
     * A tag's page (issue 17), part of the server's HTML. One URL per page: the tag's slug of
     * another language, or `?page=1`, goes (301) to the page's own URL; `?page=0`, an unknown tag
     * and a page past the last are not found.
     */
    tag: async ({ request, params }: LoaderFunctionArgs) => {
      const url = new URL(request.url);
      const locale = localeOf(request);
      await requireCarried(locale);
      const asked = url.searchParams.get('page');
      if (asked !== null && !PAGE_NUMBER.test(asked)) throw notFound();
      const slug = params.tag ?? '';
      const page = readPage(asked);
      const result = await queryClient.ensureQueryData(tagPostsQueryOptions(api, slug, page, locale));
      if (result.kind === 'not-found') return data({ slug, page }, { status: 404 });
      if (result.kind !== 'ok') return data({ slug, page }, { status: 503 });
      const { tag } = result.data;
      const own = tagPathOf(tag.slug, locale);
      if (safeDecode(url.pathname) !== own || asked === '1') {
        const search = new URLSearchParams(url.search);
        if (asked === '1') search.delete('page');
        const query = search.toString();
        throw redirect(encodeURI(own) + (query ? `?${query}` : ''), 301);
      }
      const pageQuery = page > 1 ? `?page=${page}` : '';
      const languageLinks: PageLinks['languageLinks'] = Object.fromEntries(
        siteLocales(await site()).flatMap((code) => (tag.slugs[code] ? [[code, tagPathOf(tag.slugs[code], code) + pageQuery]] : [])),
      );
      return { slug, page, languageLinks } satisfies PageLinks & { slug: string; page: number };
    },
    /**
     * An author's page (issue 17): the same slug in every language under its localized segment
     * (/autor/..., /auteur/...). `?page=1` goes (301) to the URL without it, a former slug of the
     * author to today's; `?page=0`, a page past the last and an unknown author are not found.
     */
    author: async ({ request, params }: LoaderFunctionArgs) => {
      const url = new URL(request.url);
      const locale = localeOf(request);
      await requireCarried(locale);
      const slug = params.slug ?? '';
      const asked = url.searchParams.get('page');
      if (asked !== null && !PAGE_NUMBER.test(asked)) throw notFound();
      const own = buildPath({ name: 'author', slug }, locale);
      if (safeDecode(url.pathname) !== own || asked === '1') {
        const search = new URLSearchParams(url.search);
        if (asked === '1') search.delete('page');
        const query = search.toString();
        throw redirect(encodeURI(own) + (query ? `?${query}` : ''), 301);
      }
      const page = readPage(asked);
      const result = await queryClient.ensureQueryData(authorPostsQueryOptions(api, slug, page, locale));
      if (result.kind === 'not-found') return data({ slug }, { status: 404 });
      // A former slug of the author (renamed): their page of today, for good.
      if (result.kind === 'ok' && result.data.author.slug !== slug) {
        const query = url.searchParams.toString();
        throw redirect(encodeURI(buildPath({ name: 'author', slug: result.data.author.slug }, locale)) + (query ? `?${query}` : ''), 301);
      }
      const pageQuery = page > 1 ? `?page=${page}` : '';
      const languageLinks: PageLinks['languageLinks'] = Object.fromEntries(
        siteLocales(await site()).map((code) => [code, buildPath({ name: 'author', slug }, code) + pageQuery]),
      );
      return { slug, languageLinks } satisfies PageLinks & { slug: string };
    },
    /**
     * Loads the article first; "/xx" (an unknown two-letter prefix) is the not-found page, and an
     * article reached under another language's slug or prefix is sent (301) to its one URL.
     */
    article: async ({ request, params }: LoaderFunctionArgs) => {
      const slug = params.slug ?? '';
      const locale = localeOf(request);
      // A carried language's prefix is its own branch: any other two letters are not found.
      if (locale === DEFAULT_LOCALE && LOCALE_PREFIX_PATTERN.test(slug)) throw notFound();
      // A bare route name such as /category is no article.
      const bare = routeNameFromSegment(slug, locale);
      if (bare === 'category' || bare === 'author') return redirect('/error/404');
      await requireCarried(locale);
      const result = await queryClient.ensureQueryData(postQueryOptions(api, slug, locale));
      if (result.kind === 'not-found') return data<PageLinks>({}, { status: 404 });
      if (result.kind !== 'ok') return {};
      const { post } = result;
      // One URL per article and language: another language's slug goes (301) to the article's
      // own URL in that language. A language the article does not have yet goes to the language
      // it is served in, with a notice, only for now (302): once the translation is published,
      // nobody (browser or crawler) may still hold the redirect.
      if (post.locale !== locale || post.slug !== slug) {
        const target = buildPath({ name: 'article', slug: post.slug }, post.locale);
        const missing = post.locale !== locale;
        const asked = missing ? `?${REQUESTED_PARAM}=${locale}` : '';
        throw redirect(encodeURI(target) + asked, missing ? 302 : 301);
      }
      // The "not in your language" notice speaks the language the reader asked for.
      const requested = new URL(request.url).searchParams.get(REQUESTED_PARAM);
      if (isLocale(requested) && siteLocales(await site()).includes(requested)) await loadLocale(services, requested);
      if (post.content_type === 'html') await preloadArticleHtml();
      return { languageLinks: articleLanguageLinks(post, siteLocales(await site())) } satisfies PageLinks;
    },
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
  const loaders = createLoaders(services);
  const localeBranch = (locale: Locale): RouteObject => {
    const { routes } = routeMapOf(locale);
    const staticPage = (page: SitePageName): RouteObject => ({
      path: routes[page],
      loader: loaders.staticPage(page),
      handle: chunk('static-page'),
      lazy: async () => (await import('./routes/static-page')).route(page),
    });
    const category: RouteObject = {
      loader: loaders.category,
      handle: chunk('category'),
      lazy: async () => ({ Component: (await import('./routes/category')).Component }),
    };
    return {
      id: `locale-${locale}`,
      path: locale === DEFAULT_LOCALE ? '/' : `/${locale}`,
      loader: async () => {
        // The language menu's list is part of the page the server sends.
        const languages = awaitOnServer(services.queryClient.prefetchQuery(languagesQueryOptions(services.api, services.hostname)));
        // A language the site does not carry has no pages there (404, the not-found page in English).
        const carried = siteLocales(await loaders.site()).includes(locale);
        // English without its file still renders, every text showing its key (SPEC section 8).
        const loaded = carried && (await loadLocale(services, locale));
        await languages;
        if (loaded || locale === DEFAULT_LOCALE) return { locale };
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
                  ? async (args) => {
                      // "/" with a stored locale goes to that locale's homepage (SPEC 2.8), while
                      // the site still carries it (a language switched off is no page to send to).
                      const stored = services.storedLocale();
                      if (stored && stored !== DEFAULT_LOCALE && siteLocales(await loaders.site()).includes(stored)) return redirect(`/${stored}`);
                      return loaders.home(args);
                    }
                  : loaders.home,
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
              loader: loaders.author,
              handle: chunk('author'),
              lazy: async () => ({ Component: (await import('./routes/author')).Component }),
            })),
            {
              path: `${routes.tag}/:tag`,
              loader: loaders.tag,
              handle: chunk('tag'),
              lazy: async () => ({ Component: (await import('./routes/tag')).Component }),
            },
            {
              path: ':slug',
              loader: loaders.article,
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
      loader: ({ request }) => {
        // "/ES/..." (routes match any case) or "/en/...": one URL per page.
        const canonical = canonicalPathOf(new URL(request.url));
        if (canonical) throw redirect(canonical, 301);
        return null;
      },
      Component: Root,
      ErrorBoundary: RootErrorBoundary,
      HydrateFallback: () => null,
      children: [
        ...locales.map(localeBranch),
        {
          // Error pages speak the stored language.
          id: 'error',
          path: 'error',
          loader: async () => {
            const locale = services.storedLocale() ?? DEFAULT_LOCALE;
            await awaitOnServer(services.queryClient.prefetchQuery(languagesQueryOptions(services.api, services.hostname)));
            const ok = await loadLocale(services, locale);
            if (!ok) await loadLocale(services, DEFAULT_LOCALE);
            return { locale: ok ? locale : DEFAULT_LOCALE, remember: false };
          },
          Component: LocaleLayout,
          children: [
            { index: true, loader: () => status(500), Component: ServerErrorPage },
            { path: '404', loader: () => status(404), Component: NotFoundPage },
            { path: '500', loader: () => status(500), Component: ServerErrorPage },
          ],
        },
        {
          path: '*',
          loader: async ({ request }) => {
            const first = new URL(request.url).pathname.split('/').filter(Boolean)[0] ?? '';
            // An unknown two-letter prefix, or a language the site does not carry (it has no
            // branch), shows the not-found page in place (issue 4).
            if (LOCALE_PREFIX_PATTERN.test(first) && !locales.includes(first)) {
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

/** The browser's router; `hydrationData` and the routes (lazy pages already loaded) when hydrating. */
export function createAppRouter(services: Services, hydrationData?: HydrationState, routes = createRoutes(services)) {
  return createBrowserRouter(routes, { hydrationData });
}
