import type { publicRoutes as publicRouteTable } from '@sitenet/api-client/routes';
import { LOCALES, type Locale } from '../../contract';
import type { AppContext } from '../../lib/context';
import { badRequest, notFound } from '../../lib/errors';
import { cacheKey, type CachedReply } from '../../lib/public-cache';
import type { RouteInput } from '../../lib/route';
import { hostnameOf } from './site-directory';
import { siteFactsOf, toPublicSite } from './site-facts';
import { requireOpenSite } from './site-rules';
import type { PublicService } from './service';

const LOCALE_SET = new Set<string>(LOCALES);

/** X-Locale, unknown or missing -> en. */
export function localeFromHeader(value: string | string[] | undefined | null): Locale {
  const locale = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return LOCALE_SET.has(locale) ? (locale as Locale) : 'en';
}

/** The public JSON reads, by their name in the route table. */
export type PublicReadName = 'homepage' | 'listPosts' | 'tagPosts' | 'translateSlug' | 'getPost' | 'languages' | 'site' | 'sitePage';

/** A read's parsed params and query, the request's Host and its X-Locale. */
export type PublicReadInput<N extends PublicReadName> = Pick<RouteInput<(typeof publicRouteTable)[N]>, 'params' | 'query'> & {
  host: string | undefined;
  locale: Locale;
};

export type PublicReads = { [N in PublicReadName]: (input: PublicReadInput<N>) => Promise<CachedReply> };

/**
 * What each public JSON read answers, from the reply cache: one definition for the HTTP routes
 * (routes.ts) and for the pages rendered in this process (pages/in-process-fetch.ts).
 */
export function createPublicReads(ctx: AppContext, service: PublicService): PublicReads {
  /** The site a read is for; a closed one answers as its pages do (site-rules.ts). */
  async function siteOf(host: string | undefined, domain?: string): Promise<number> {
    return requireOpenSite(await ctx.sitesByHost.describe(hostnameOf(domain || host))).id;
  }

  return {
    homepage: async ({ host, locale }) => {
      const siteId = await siteOf(host);
      return ctx.cache.get(cacheKey(siteId, locale, 'homepage'), () => service.homepage(siteId, locale));
    },
    listPosts: async ({ query: { category, page }, host, locale }) => {
      const siteId = await siteOf(host);
      // Checked inside the cached read, so a cached page is still served while the database is away.
      return ctx.cache.get(cacheKey(siteId, locale, 'posts', category, page), async () => {
        // A key the site has no category for is bad input, as any other value outside the list.
        const facts = await siteFactsOf(ctx, siteId);
        if (facts && !facts.categories.includes(category)) {
          throw badRequest('Invalid query', { category: [`The site has no category “${category}”`] });
        }
        return service.categoryPage(siteId, locale, category, page);
      });
    },
    /** A tag's page (issue 17): cached like a category page, dropped by the same writes. */
    tagPosts: async ({ params: { slug }, query: { page }, host, locale }) => {
      const siteId = await siteOf(host);
      return ctx.cache.get(cacheKey(siteId, locale, 'tag', slug, page), () => service.tagPage(siteId, locale, slug, page));
    },
    translateSlug: async ({ params: { slug, locale: target }, host }) => {
      const siteId = await siteOf(host);
      return ctx.cache.get(cacheKey(siteId, '-', 'translate', target, slug), () =>
        service.translateSlug(siteId, slug, target),
      );
    },
    getPost: async ({ params: { slug }, host, locale }) => {
      const siteId = await siteOf(host);
      return ctx.cache.get(cacheKey(siteId, locale, 'post', slug), async () => ({
        post: await service.article(siteId, locale, slug),
      }));
    },
    /** `?domain=` names the site (the magazine sends its host name); without it, the Host header. */
    languages: async ({ query: { domain }, host }) => {
      const siteId = await siteOf(host, domain);
      return ctx.cache.get(cacheKey(siteId, '-', 'languages'), async () => ({
        languages: await ctx.siteLanguages.get(String(siteId), () => service.languages(siteId)),
      }));
    },
    site: async ({ host }) => {
      const siteId = await siteOf(host);
      return ctx.cache.get(cacheKey(siteId, '-', 'site'), async () => {
        const facts = await siteFactsOf(ctx, siteId);
        if (!facts) throw notFound('No site is configured');
        return { site: toPublicSite(facts, ctx.env) };
      });
    },
    /** The site's own about / privacy / terms text in one language (sanitized when saved). */
    sitePage: async ({ params: { page, locale }, host }) => {
      const siteId = await siteOf(host);
      return ctx.cache.get(cacheKey(siteId, '-', 'site-page', page, locale), async () => {
        const facts = await siteFactsOf(ctx, siteId);
        if (!facts) throw notFound('No site is configured');
        return { page: facts.settings.pages[page][locale] ?? null };
      });
    },
  };
}
