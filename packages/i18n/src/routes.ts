import { categoryRoutes as arCategories, routes as arRoutes } from '../translations/ar.json';
import { categoryRoutes as enCategories, routes as enRoutes } from '../translations/en.json';
import { categoryRoutes as esCategories, routes as esRoutes } from '../translations/es.json';
import { categoryRoutes as frCategories, routes as frRoutes } from '../translations/fr.json';
import { categoryRoutes as zhCategories, routes as zhRoutes } from '../translations/zh.json';
import { CATEGORIES, type Category } from './categories';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';
import { CATALOGUE_ROUTE_NAMES } from '#route-names';

/**
 * Localized URL segments. Each language's route names have one home: the shipped translation
 * files' `routes` for the five the magazine started with (only `routes` and `categoryRoutes` are
 * imported, so bundlers drop the texts), route-names.json for every other catalogue language
 * (real words; Latin-script slugs transliterated, the scripts slug.ts keeps kept). The API and the
 * magazine both read them through routeMapOf: on the server all of them (route-names.ts), in a
 * browser those of the site's languages, which its facts carry (route-names.browser.ts,
 * addRouteNames).
 */
export const ROUTE_NAMES = ['about', 'contact', 'privacy', 'terms', 'category', 'tag', 'author'] as const;
export type RouteName = (typeof ROUTE_NAMES)[number];
export type RouteNames = Record<RouteName, string>;

export interface RouteMap {
  routes: RouteNames;
  categoryRoutes: Record<Category, string>;
}

const SHIPPED_ROUTE_MAPS: Readonly<Record<string, RouteMap>> = {
  en: { routes: enRoutes, categoryRoutes: enCategories },
  es: { routes: esRoutes, categoryRoutes: esCategories },
  ar: { routes: arRoutes, categoryRoutes: arCategories },
  fr: { routes: frRoutes, categoryRoutes: frCategories },
  zh: { routes: zhRoutes, categoryRoutes: zhCategories },
};

/** Each known language's map, built once: a lookup per call, never a map per unknown code. */
const routeMaps = new Map<string, RouteMap>(Object.entries(SHIPPED_ROUTE_MAPS));

/**
 * Makes route names of catalogue languages known (the five shipped keep their files'): on the
 * server the whole catalogue at load, in a browser those its site's facts carry. English's for a
 * name a language lacks; a code outside the catalogue is ignored, so the map stays bounded.
 */
export function addRouteNames(names: Readonly<Record<string, Partial<RouteNames>>>): void {
  for (const [code, routes] of Object.entries(names)) {
    if (!isLocale(code) || SHIPPED_ROUTE_MAPS[code]) continue;
    routeMaps.set(code, { routes: { ...enRoutes, ...routes }, categoryRoutes: enCategories });
  }
}

addRouteNames(CATALOGUE_ROUTE_NAMES);

/**
 * A language's route names and default category segments: its own where it has them, English's
 * otherwise (a route name per missing language; category slugs are the site's data, so a new
 * language's default ones are the English keys until the site names them). A code outside the
 * catalogue, or one whose names a browser was not given, gets English's.
 */
export function routeMapOf(locale: Locale): RouteMap {
  return routeMaps.get(locale) ?? SHIPPED_ROUTE_MAPS.en!;
}

export function isCategory(value: unknown): value is Category {
  return typeof value === 'string' && (CATEGORIES as readonly string[]).includes(value);
}

/** Route name to the locale's segment, e.g. ('about', 'es') -> 'sobre-nosotros'. */
export function localizeRouteName(name: RouteName, locale: Locale): string {
  return routeMapOf(locale).routes[name];
}

/** The locale's segment back to the route name; the English name is accepted in every locale. */
export function routeNameFromSegment(segment: string, locale: Locale): RouteName | undefined {
  const value = safeDecode(segment);
  const { routes } = routeMapOf(locale);
  return (
    ROUTE_NAMES.find((name) => routes[name] === value) ??
    ROUTE_NAMES.find((name) => enRoutes[name] === value)
  );
}

/** English category to the locale's segment, e.g. ('health', 'fr') -> 'sante'. */
export function localizeCategory(category: Category, locale: Locale): string {
  return routeMapOf(locale).categoryRoutes[category];
}

/** A category segment (localized, or the English name) back to the English category. */
export function categoryFromSegment(segment: string, locale: Locale): Category | undefined {
  const value = safeDecode(segment);
  const { categoryRoutes } = routeMapOf(locale);
  return (
    CATEGORIES.find((category) => categoryRoutes[category] === value) ??
    CATEGORIES.find((category) => category === value)
  );
}

/**
 * A category segment of any language (or the English name) back to the English category: what
 * `/es/categoria/argent` meant, so it can be sent to the Spanish page's one URL.
 */
export function categoryFromAnySegment(segment: string): Category | undefined {
  const value = safeDecode(segment);
  for (const map of Object.values(SHIPPED_ROUTE_MAPS)) {
    const found = CATEGORIES.find((category) => map.categoryRoutes[category] === value);
    if (found) return found;
  }
  return CATEGORIES.find((category) => category === value);
}

/**
 * A category page's path from its slug in the language (a site's categories are data: the slug
 * comes from the site, the route name from the language), e.g. ('salud', 'es') -> /es/categoria/salud.
 */
export function categoryPathOf(slug: string, locale: Locale): string {
  return `${localePrefix(locale)}/${localizeRouteName('category', locale)}/${slug}`;
}

/** A tag page's path from the tag's slug in the language (issue 17), e.g. ('albahaca', 'es') -> /es/etiqueta/albahaca. */
export function tagPathOf(slug: string, locale: Locale): string {
  return `${localePrefix(locale)}/${localizeRouteName('tag', locale)}/${slug}`;
}

/** An author page's path: the same slug in every language, e.g. ('maya-chen', 'es') -> /es/autor/maya-chen. */
export function authorPathOf(slug: string, locale: Locale): string {
  return `${localePrefix(locale)}/${localizeRouteName('author', locale)}/${slug}`;
}

export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/**
 * A page's RSS feed: the page's own path + `/feed.xml` (the one scheme for every feed), e.g.
 * `/` -> `/feed.xml`, `/es/categoria/salud` -> `/es/categoria/salud/feed.xml`.
 */
export const feedPathOf = (pagePath: string) => `${pagePath === '/' ? '' : pagePath}/feed.xml`;

/** A language's RSS feed: `/feed.xml`, `/es/feed.xml` ... (served by the API, linked from every page). */
export const feedPath = (locale: Locale) => feedPathOf(buildPath({ name: 'home' }, locale));

/** The pages that have a feed of their own besides the language's home (issue 17). */
export type FeedKind = 'category' | 'tag' | 'author';

const FEED_KINDS: readonly FeedKind[] = ['category', 'tag', 'author'];

/**
 * Reads a feed path of a category, tag or author page back into its language, kind and slug
 * (decoded); undefined for any other path. Only the language's own route name is read: a feed has
 * one URL, the one its page links.
 */
export function parseFeedPath(pathname: string): { locale: Locale; kind: FeedKind; slug: string } | undefined {
  if (!pathname.endsWith('/feed.xml')) return undefined;
  const segments = pathname.slice(0, -'/feed.xml'.length).split('/').filter(Boolean).map(safeDecode);
  let locale: Locale = DEFAULT_LOCALE;
  if (segments.length === 3) {
    const first = segments.shift()!;
    if (!LOCALE_PREFIX_PATTERN.test(first) || !isLocale(first) || first === DEFAULT_LOCALE) return undefined;
    locale = first;
  }
  if (segments.length !== 2) return undefined;
  const [segment, slug] = segments as [string, string];
  const kind = FEED_KINDS.find((name) => localizeRouteName(name, locale) === segment);
  return kind && slug ? { locale, kind, slug } : undefined;
}

/** Two lowercase letters: what the URL's first segment must be to be read as a locale prefix. */
export const LOCALE_PREFIX_PATTERN = /^[a-z]{2}$/;

/** The locale of a path: its first segment when that is a known locale, else English. */
export function detectLocale(pathname: string): Locale {
  const first = pathname.split('/').filter(Boolean)[0] ?? '';
  return LOCALE_PREFIX_PATTERN.test(first) && isLocale(first) ? first : DEFAULT_LOCALE;
}

/** A page of the magazine, independent of language. */
export type PublicRoute =
  | { name: 'home' }
  | { name: 'about' | 'contact' | 'privacy' | 'terms' }
  | { name: 'category'; category: Category }
  | { name: 'author'; slug: string }
  | { name: 'article'; slug: string };

/** Builds the locale's path of a page, e.g. category health in es -> /es/categoria/salud. */
export function buildPath(route: PublicRoute, locale: Locale): string {
  const prefix = localePrefix(locale);
  switch (route.name) {
    case 'home':
      return prefix || '/';
    case 'category':
      return `${prefix}/${localizeRouteName('category', locale)}/${localizeCategory(route.category, locale)}`;
    case 'author':
      return authorPathOf(route.slug, locale);
    case 'article':
      return `${prefix}/${route.slug}`;
    default:
      return `${prefix}/${localizeRouteName(route.name, locale)}`;
  }
}

/**
 * Reads a path back into its locale and page; undefined when the path is no page of the magazine
 * (an unknown prefix, a deeper path, an unknown category ...). `/{slug}` is read as an article.
 */
export function parsePath(pathname: string): { locale: Locale; route: PublicRoute } | undefined {
  const segments = pathname.split('/').filter(Boolean).map(safeDecode);
  let locale: Locale = DEFAULT_LOCALE;
  if (segments[0] && LOCALE_PREFIX_PATTERN.test(segments[0])) {
    if (!isLocale(segments[0]) || segments[0] === DEFAULT_LOCALE) return undefined;
    locale = segments[0];
    segments.shift();
  }
  const [first, second, ...rest] = segments;
  if (rest.length > 0) return undefined;
  if (first === undefined) return { locale, route: { name: 'home' } };
  const name = routeNameFromSegment(first, locale);
  if (second !== undefined) {
    // A tag's slug is the site's data: only the page itself knows it in other languages.
    if (name === 'author') return { locale, route: { name: 'author', slug: second } };
    if (name !== 'category') return undefined;
    const category = categoryFromSegment(second, locale);
    return category ? { locale, route: { name: 'category', category } } : undefined;
  }
  // A route with a second segment (category, tag, author) is no page on its own.
  if (name === 'category' || name === 'tag' || name === 'author') return undefined;
  if (name) return { locale, route: { name } };
  return { locale, route: { name: 'article', slug: first } };
}

/**
 * Maps a path to another locale through the route names (an article keeps its slug, which the
 * caller replaces with the translated one when the API knows it). Unknown paths go home.
 */
export function translatePath(pathname: string, target: Locale): string {
  const parsed = parsePath(pathname);
  return buildPath(parsed?.route ?? { name: 'home' }, target);
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
