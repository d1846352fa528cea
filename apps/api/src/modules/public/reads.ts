import type { publicRoutes as publicRouteTable } from '@sitenet/api-client/routes';
import { DEFAULT_LOCALE, isLocale } from '@sitenet/i18n/locales';
import type { Locale, PublicLanguage } from '../../contract';
import type { AppContext } from '../../lib/context';
import { badRequest, notFound } from '../../lib/errors';
import { cacheKey, type CachedReply } from '../../lib/public-cache';
import type { RouteInput } from '../../lib/route';
import { hostnameOf } from './site-directory';
import { siteFactsOf, toPublicSite } from './site-facts';
import { requireOpenSite } from './site-rules';
import type { PublicService } from './service';

/** X-Locale: a catalogue language (any a site may enable), unknown or missing -> en. */
export function localeFromHeader(value: string | string[] | undefined | null): Locale {
  const locale = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return isLocale(locale) ? locale : 'en';
}

/** The public JSON reads, by their name in the route table. */
export type PublicReadName = 'homepage' | 'listPosts' | 'tagPosts' | 'translateSlug' | 'getPost' | 'languages' | 'site' | 'sitePage';

/** A read's parsed params and query, the request's Host and its X-Locale. */
export type PublicReadInput<N extends PublicReadName> = Pick<RouteInput<(typeof publicRouteTable)[N]>, 'params' | 'query'> & {
  host: string | undefined;
  locale: Locale;
};

export type PublicReads = { [N in PublicReadName]: (input: PublicReadInput<N>) => Promise<CachedReply> };

/** The site's languages as GET /api/languages lists them, through the per-site memo every write clears. */
export function siteLanguagesOf(ctx: Pick<AppContext, 'siteLanguages'>, service: PublicService, siteId: number): Promise<PublicLanguage[]> {
  return ctx.siteLanguages.get(String(siteId), () => service.languages(siteId));
}

/**
 * What each public JSON read answers, from the reply cache: one definition for the HTTP routes
 * (routes.ts) and for the pages rendered in this process (pages/in-process-fetch.ts).
 */
export function createPublicReads(ctx: AppContext, service: PublicService): PublicReads {
  /** The site a read is for; a closed one answers as its pages do (site-rules.ts). */
  async function siteOf(host: string | undefined, domain?: string): Promise<number> {
    return requireOpenSite(await ctx.sitesByHost.describe(hostnameOf(domain || host))).id;
  }

  /**
   * The languages a site carries (English, the original, always) and the read's language among
   * them: a language the site has not enabled, or switched off, is read as English, as an unknown
   * one is (its pages answer 404 on the magazine before asking).
   */
  async function languagesOf(siteId: number, locale: Locale): Promise<{ languages: string[]; locale: Locale }> {
    const facts = await siteFactsOf(ctx, siteId);
    const languages = [...new Set([DEFAULT_LOCALE, ...(facts?.languages ?? [])])];
    return { languages, locale: languages.includes(locale) ? locale : DEFAULT_LOCALE };
  }

  return {
    // The language is resolved inside each cached read (keyed by the one asked for), so a cached
    // page is still served while the database is away.
    homepage: async ({ host, locale: asked }) => {
      const siteId = await siteOf(host);
      return ctx.cache.get(cacheKey(siteId, asked, 'homepage'), async () => service.homepage(siteId, (await languagesOf(siteId, asked)).locale));
    },
    listPosts: async ({ query: { category, page }, host, locale: asked }) => {
      const siteId = await siteOf(host);
      return ctx.cache.get(cacheKey(siteId, asked, 'posts', category, page), async () => {
        // A key the site has no category for is bad input, as any other value outside the list.
        const facts = await siteFactsOf(ctx, siteId);
        if (facts && !facts.categories.includes(category)) {
          throw badRequest('Invalid query', { category: [`The site has no category “${category}”`] });
        }
        return service.categoryPage(siteId, (await languagesOf(siteId, asked)).locale, category, page);
      });
    },
    /** A tag's page (issue 17): cached like a category page, dropped by the same writes. */
    tagPosts: async ({ params: { slug }, query: { page }, host, locale: asked }) => {
      const siteId = await siteOf(host);
      return ctx.cache.get(cacheKey(siteId, asked, 'tag', slug, page), async () =>
        service.tagPage(siteId, (await languagesOf(siteId, asked)).locale, slug, page),
      );
    },
    translateSlug: async ({ params: { slug, locale: target }, host }) => {
      const siteId = await siteOf(host);
      return ctx.cache.get(cacheKey(siteId, '-', 'translate', target, slug), async () => {
        // A language the site does not carry has no article to go to.
        if (!(await languagesOf(siteId, target)).languages.includes(target)) throw notFound(`No published ${target} translation of this article`);
        return service.translateSlug(siteId, slug, target);
      });
    },
    getPost: async ({ params: { slug }, host, locale: asked }) => {
      const siteId = await siteOf(host);
      return ctx.cache.get(cacheKey(siteId, asked, 'post', slug), async () => {
        const { locale, languages } = await languagesOf(siteId, asked);
        return { post: await service.article(siteId, locale, slug, languages) };
      });
    },
    /** `?domain=` names the site (the magazine sends its host name); without it, the Host header. */
    languages: async ({ query: { domain }, host }) => {
      const siteId = await siteOf(host, domain);
      return ctx.cache.get(cacheKey(siteId, '-', 'languages'), async () => ({
        languages: await siteLanguagesOf(ctx, service, siteId),
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
