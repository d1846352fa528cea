import { DEFAULT_LOCALE, LOCALES, buildPath, isCategory, localePrefix, type Locale } from '@sitenet/i18n';
import ar from '@sitenet/i18n/translations/ar.json';
import en from '@sitenet/i18n/translations/en.json';
import es from '@sitenet/i18n/translations/es.json';
import fr from '@sitenet/i18n/translations/fr.json';
import zh from '@sitenet/i18n/translations/zh.json';
import type { Db } from '../../db/client';
import { HttpError, notFound } from '../../lib/errors';
import { rssXml } from './feed';
import { listPages, type Page } from './pages';
import { enabledLanguageCodes, findSite, latestInLocale, publishedTranslations } from './queries';
import { sitemapIndexXml, urlSetXml, type Alternate, type SitemapUrl } from './sitemap';

/** The magazine's own words for its home page and categories, per language (one source: the UI dictionaries). */
const DICTIONARIES: Record<Locale, typeof en> = { en, es, ar, fr, zh };

export const FEED_SIZE = 20;
/** Seconds a crawler should wait while a site is in maintenance. */
const MAINTENANCE_RETRY_AFTER = '300';

export const sitemapPath = (locale: Locale) => `/sitemap-${locale}.xml`;
export const feedPath = (locale: Locale) => `${localePrefix(locale)}/feed.xml`;

/**
 * robots.txt: crawl the magazine and find it through the sitemap. The JSON API is not blocked:
 * crawlers that run the page's scripts must be able to load what the page loads.
 */
export function robotsTxt(origin: string, admin: boolean): string {
  if (admin) return 'User-agent: *\nDisallow: /\n';
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}

const newest = (dates: Array<Date | undefined>): Date | undefined =>
  dates.reduce<Date | undefined>((latest, date) => (date && (!latest || date > latest) ? date : latest), undefined);

/** Sitemaps and feeds of one site, with absolute URLs on the request's origin. */
export class DiscoveryService {
  constructor(private readonly db: Db) {}

  async sitemapIndex(siteId: number, origin: string): Promise<string> {
    const { locales, pages } = await this.pages(siteId);
    return sitemapIndexXml(
      locales.map((locale) => ({
        loc: `${origin}${sitemapPath(locale)}`,
        lastmod: newest(pages.map((page) => page.get(locale)?.lastmod)),
      })),
    );
  }

  async sitemap(siteId: number, origin: string, locale: Locale): Promise<string> {
    const { locales, pages } = await this.pages(siteId);
    if (!locales.includes(locale)) throw notFound('This site has no such language');
    const absolute = (path: string) => new URL(path, origin).href;
    const urls: SitemapUrl[] = pages.flatMap((page) => {
      const own = page.get(locale);
      if (!own) return [];
      const alternates: Alternate[] =
        page.size < 2
          ? []
          : LOCALES.flatMap((code) => {
              const version = page.get(code);
              return version ? [{ hreflang: code, href: absolute(version.path) }] : [];
            });
      const fallback = page.get(DEFAULT_LOCALE);
      if (alternates.length > 0 && fallback) alternates.push({ hreflang: 'x-default', href: absolute(fallback.path) });
      return [{ loc: absolute(own.path), lastmod: own.lastmod, alternates }];
    });
    return urlSetXml(urls);
  }

  async feed(siteId: number, origin: string, locale: Locale): Promise<string> {
    await this.requireShownSite(siteId);
    if (!(await this.locales(siteId)).includes(locale)) throw notFound('This site has no such language');
    const words = DICTIONARIES[locale];
    const absolute = (path: string) => new URL(path, origin).href;
    const rows = await latestInLocale(this.db, siteId, locale, FEED_SIZE);
    return rssXml({
      title: words.home.metaTitle,
      description: words.meta.homeDescription,
      link: absolute(buildPath({ name: 'home' }, locale)),
      self: absolute(feedPath(locale)),
      language: locale,
      items: rows.map((row) => ({
        title: row.title,
        link: absolute(buildPath({ name: 'article', slug: row.slug }, locale)),
        description: row.excerpt,
        category: isCategory(row.category) ? words.categories[row.category] : undefined,
        author: row.authorName ?? undefined,
        published: row.publishedAt ?? row.lastModified,
      })),
    });
  }

  private async pages(siteId: number): Promise<{ locales: Locale[]; pages: Page[] }> {
    await this.requireShownSite(siteId);
    const [locales, translations] = await Promise.all([this.locales(siteId), publishedTranslations(this.db, siteId)]);
    return { locales, pages: listPages(locales, translations) };
  }

  /** The magazine's languages that the site has enabled. */
  private async locales(siteId: number): Promise<Locale[]> {
    const enabled = new Set(await enabledLanguageCodes(this.db, siteId));
    return LOCALES.filter((locale) => enabled.has(locale));
  }

  /** An inactive site has nothing to list; one in maintenance asks crawlers to come back. */
  private async requireShownSite(siteId: number): Promise<void> {
    const site = await findSite(this.db, siteId);
    if (!site || !site.active) throw notFound('This site is not available');
    if (site.maintenanceMode) {
      throw new HttpError(503, 'This site is under maintenance', {}, { 'retry-after': MAINTENANCE_RETRY_AFTER });
    }
  }
}
