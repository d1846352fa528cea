import type { PublicApi, PublicSite } from '@sitenet/api-client';
import { addRouteNames, buildPath, CATEGORIES, DEFAULT_LOCALE, LOCALES, SHIPPED_LOCALES, type Locale, type PublicRoute } from '@sitenet/i18n';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { queryKeys } from './query-keys';
import { useServices } from './services';

/**
 * The site this page belongs to, as GET /api/site describes it: its name (in titles, og:site_name,
 * JSON-LD, the logo) and the origin its URLs are canonical on. The server puts it in the page's
 * query cache before rendering (entry-server.tsx), so the browser hydrates with the same facts;
 * a page rendered in the browser alone fetches it.
 */
export const siteQueryOptions = (api: PublicApi, domain: string) =>
  queryOptions({
    queryKey: queryKeys.site(domain),
    queryFn: async ({ signal }) => (await api.getSite(signal)).site,
    staleTime: 10 * 60_000,
  });

export function useSiteQuery() {
  const { api, hostname } = useServices();
  return useQuery(siteQueryOptions(api, hostname));
}

/** What the components read: the site's facts, or null while unknown (the fallbacks apply). */
export const SiteContext = createContext<PublicSite | null>(null);

/** Where canonical, hreflang, Open Graph and JSON-LD URLs point: the site's own origin (the page's until known). */
export function useCanonicalOrigin(): string {
  const site = useContext(SiteContext);
  const { origin } = useServices();
  return site?.canonical_origin ?? origin;
}

/** The site's facts and reader-visible settings, or null while unknown (every default applies). */
export function useSite(): PublicSite | null {
  return useContext(SiteContext);
}

/**
 * The languages the site carries (issue 17: any catalogue language it enabled), in the
 * catalogue's order (the five shipped first); the five shipped while the site is unknown. The one place the magazine
 * decides which languages a site has: routes, switcher, hreflang and palette all ask it.
 */
export function siteLocales(site: Pick<PublicSite, 'languages'> | null | undefined): Locale[] {
  if (!site) return [...SHIPPED_LOCALES];
  return LOCALES.filter((code) => code === DEFAULT_LOCALE || site.languages.includes(code));
}

/**
 * Makes the URL segments of the site's languages known (@sitenet/i18n routeMapOf) before its
 * routes are built: a browser bundles only the five shipped languages' and learns the others
 * from the facts (the server knows every catalogue language's).
 */
export function learnRouteNames(site: Pick<PublicSite, 'route_names'> | null | undefined): void {
  if (site) addRouteNames(site.route_names);
}

/** The keys of the categories the site carries, in its order (the eight defaults while the site is unknown). */
export function siteCategories(site: PublicSite | null | undefined): string[] {
  return site ? site.categories : [...CATEGORIES];
}

/** A page every language has (home, about, contact ...): its path in each language the site carries (hreflang). */
export function useAlternates(route: PublicRoute): Record<Locale, string> {
  const site = useSite();
  return Object.fromEntries(siteLocales(site).map((code) => [code, buildPath(route, code)]));
}
