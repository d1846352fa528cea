/**
 * The routes' data loaders (app/router.tsx names them). A page the server rendered hydrates from
 * its loader data and runs none of them, so they load with the first in-app navigation (one file,
 * fetched beside the page's code), not with the page: issue 17 keeps the magazine's own
 * first-load JavaScript small.
 */
import {
  buildPath,
  categoryFromAnySegment,
  categoryFromSegment,
  DEFAULT_LOCALE,
  detectLocale,
  isLocale,
  LOCALE_PREFIX_PATTERN,
  routeNameFromSegment,
  tagPathOf,
  type Locale,
} from '@sitenet/i18n';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import type { PublicPostDetail, PublicSite, SitePageName } from '@sitenet/api-client';
import { env } from '../env';
import { postQueryOptions } from '../features/article/api/get-post';
import { authorPostsQueryOptions } from '../features/author/api/get-author-posts';
import { categoryPostsQueryOptions } from '../features/category/api/get-posts';
import { homepageQueryOptions } from '../features/home/api/get-homepage';
import { tagPostsQueryOptions } from '../features/tag/api/get-tag-posts';
import { languagesQueryOptions } from '../features/locale/api/get-languages';
import { sitePageQueryOptions } from '../features/static-pages/api/get-site-page';
import { categoryPath } from '../lib/categories';
import { siteLocales, siteQueryOptions } from '../lib/site';
import { loadLocale } from '../lib/i18n';
import type { Services } from '../lib/services';
import type { PageLinks } from './page-links';
import { canonicalPathOf } from './canonical-path';

const notFound = () => data(null, { status: 404 });

/** Data waits for itself on the server (the HTML carries the page); the browser shows skeletons instead. */
const awaitOnServer = async (work: Promise<unknown>) => {
  if (env.ssr) await work;
};


/** What `?page=` may say: 2, 3 ... (1 is the page without the parameter). */
const PAGE_NUMBER = /^[1-9]\d*$/;

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * Which category a URL segment means: today's slug in the language, a former one, the key, or
 * another language's slug (the caller sends every spelling but today's one with a 301).
 */
function categoryFromPathSegment(
  site: PublicSite | null | undefined,
  segment: string,
  locale: Locale,
): string | undefined {
  const value = safeDecode(segment);
  if (!site) return categoryFromSegment(value, locale) ?? categoryFromAnySegment(value);
  const list = site.category_details;
  return (
    list.find((category) => category.translations[locale]?.slug === value)?.key ??
    list.find((category) => category.old_slugs[locale]?.includes(value))?.key ??
    list.find((category) => category.key === value)?.key ??
    list.find((category) =>
      Object.values(category.translations).some((words) => words.slug === value),
    )?.key ??
    list.find((category) =>
      Object.values(category.old_slugs).some((slugs) => slugs.includes(value)),
    )?.key
  );
}

/** One URL per page: asked under another spelling (a former or foreign slug, `?page=1`), 301 to it. */
function requireOwnPath(url: URL, own: string, asked: string | null) {
  if (safeDecode(url.pathname) === own && asked !== '1') return;
  const search = new URLSearchParams(url.search);
  if (asked === '1') search.delete('page');
  const query = search.toString();
  throw redirect(encodeURI(own) + (query ? `?${query}` : ''), 301);
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
export function createLoaders(services: Services) {
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
  /**
   * The homepage lists: in the browser started without waiting (the hero shows at once and
   * same-sized skeleton cards hold the lists' place); on the server part of the HTML.
   */
  const home = async ({ request }: LoaderFunctionArgs) => {
    await awaitOnServer(queryClient.prefetchQuery(homepageQueryOptions(api, localeOf(request))));
    return null;
  };
  const loaders = {
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
    home,
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
      requireOwnPath(url, own, asked);
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
      requireOwnPath(url, own, asked);
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
      requireOwnPath(url, own, asked);
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
      // The page's code (its route module), fetched beside its data: the loader needs a little of it.
      const page = import('./routes/article');
      const result = await queryClient.ensureQueryData(postQueryOptions(api, slug, locale));
      const { preloadArticleCode, REQUESTED_PARAM } = await page;
      if (result.kind === 'not-found') return data<PageLinks>({}, { status: 404 });
      if (result.kind !== 'ok') {
        // The sample article (SPEC section 8) renders with the same parts.
        await preloadArticleCode(false);
        return {};
      }
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
      await preloadArticleCode(post.content_type === 'html');
      return { languageLinks: articleLanguageLinks(post, siteLocales(await site())) } satisfies PageLinks;
    },
    /** "/ES/..." (routes match any case) or "/en/...": one URL per page. */
    root: ({ request }: LoaderFunctionArgs) => {
      const canonical = canonicalPathOf(new URL(request.url));
      if (canonical) throw redirect(canonical, 301);
      return null;
    },
    /** A language's branch: its texts, and the language menu's list (part of the server's page). */
    locale: async (locale: Locale) => {
      const languages = awaitOnServer(queryClient.prefetchQuery(languagesQueryOptions(api, services.hostname)));
      // A language the site does not carry has no pages there (404, the not-found page in English).
      const carried = siteLocales(await site()).includes(locale);
      // English without its file still renders, every text showing its key (SPEC section 8).
      const loaded = carried && (await loadLocale(services, locale));
      await languages;
      if (loaded || locale === DEFAULT_LOCALE) return { locale };
      // The prefix is not accepted: show the not-found page, in English.
      await loadLocale(services, DEFAULT_LOCALE);
      throw notFound();
    },
    /**
     * "/" with a stored locale goes to that locale's homepage (SPEC 2.8), while the site still
     * carries it (a language switched off is no page to send to).
     */
    defaultHome: async (args: LoaderFunctionArgs) => {
      const stored = services.storedLocale();
      if (stored && stored !== DEFAULT_LOCALE && siteLocales(await site()).includes(stored)) return redirect(`/${stored}`);
      return home(args);
    },
    /** Error pages speak the stored language. */
    error: async () => {
      const locale = services.storedLocale() ?? DEFAULT_LOCALE;
      await awaitOnServer(queryClient.prefetchQuery(languagesQueryOptions(api, services.hostname)));
      const ok = await loadLocale(services, locale);
      if (!ok) await loadLocale(services, DEFAULT_LOCALE);
      return { locale: ok ? locale : DEFAULT_LOCALE, remember: false };
    },
    /**
     * An unknown two-letter prefix, or a language the site does not carry (it has no branch),
     * shows the not-found page in place (issue 4); any other unknown path goes to /error/404.
     */
    unknown: async ({ request }: LoaderFunctionArgs, locales: readonly Locale[]) => {
      const first = new URL(request.url).pathname.split('/').filter(Boolean)[0] ?? '';
      if (LOCALE_PREFIX_PATTERN.test(first) && !locales.includes(first)) {
        await loadLocale(services, DEFAULT_LOCALE);
        throw notFound();
      }
      return redirect('/error/404');
    },
  };
  return loaders;
}

export type Loaders = ReturnType<typeof createLoaders>;
