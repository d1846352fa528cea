import { DEFAULT_LOCALE, LOCALES, buildPath, feedPath, feedPathOf, isCategory, type Locale } from '@sitenet/i18n';
import type en from '@sitenet/i18n/translations/en.json';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { SiteCategory } from '../../contract';
import { rssXml } from './feed';
import type { FeedScope } from './feed-scope';
import { fullTextHtml } from './full-text';
import { listPages, type CategoryPaths, type Page } from './pages';
import { enabledLanguageCodes, latestInLocale, publishedTranslations } from './queries';
import { sitemapIndexXml, urlSetXml, type Alternate, type SitemapUrl } from './sitemap';
import { tagPages } from '../tags/sitemap-pages';
import { generatedDictionary } from '../strings/service';

export const FEED_SIZE = 20;

/** What a feed says of its site: its name, and its categories' names for the items. */
export interface FeedSite {
  name: string;
  categoryDetails: readonly SiteCategory[];
}

/** The sitemap protocol's limit of URLs in one file. */
export const SITEMAP_URL_LIMIT = 50_000;

/** A language's sitemap: `/sitemap-es.xml`, then `/sitemap-es-2.xml` ... when it is split. */
export const sitemapPath = (locale: Locale, part = 1) =>
  part === 1 ? `/sitemap-${locale}.xml` : `/sitemap-${locale}-${part}.xml`;
export { feedPath };

/** robots.txt of the admin host and of a site that is not open to readers: nothing to crawl. */
export const DISALLOW_ALL = 'User-agent: *\nDisallow: /\n';

/**
 * robots.txt of an open site: crawl the magazine and find it through the sitemap on the site's
 * own origin. `/go/` (affiliate links) is kept out so a crawler never counts as a click. The JSON
 * API is not blocked: crawlers that run the page's scripts must be able to load what the page loads.
 */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /go/\n\nSitemap: ${origin}/sitemap.xml\n`;
}

/** `{{siteName}}` in the dictionaries' texts (the magazine's i18next fills the same placeholders). */
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);

const newest = (dates: Array<Date | undefined>): Date | undefined =>
  dates.reduce<Date | undefined>((latest, date) => (date && (!latest || date > latest) ? date : latest), undefined);

/** The pages of one language, split into sitemap files of at most `limit` URLs. */
function splitIntoFiles(pages: Page[], locale: Locale, limit: number): Page[][] {
  const own = pages.filter((page) => page.has(locale));
  const files: Page[][] = [];
  for (let start = 0; start < own.length; start += limit) files.push(own.slice(start, start + limit));
  return files;
}

/**
 * Sitemaps and feeds of one open site (the routes apply site-rules.ts first), with absolute URLs
 * on the site's own origin.
 */
export class DiscoveryService {
  /** @param urlsPerSitemap at most SITEMAP_URL_LIMIT; a language with more pages gets several files. */
  constructor(
    private readonly db: Db,
    private readonly urlsPerSitemap = SITEMAP_URL_LIMIT,
  ) {}

  /** @param categoryPath the site's categories (SiteFacts): only their pages are listed, on their slugs. */
  async sitemapIndex(siteId: number, origin: string, categoryPath: CategoryPaths): Promise<string> {
    const { locales, pages } = await this.pages(siteId, categoryPath);
    return sitemapIndexXml(
      locales.flatMap((locale) =>
        splitIntoFiles(pages, locale, this.urlsPerSitemap).map((file, index) => ({
          loc: `${origin}${sitemapPath(locale, index + 1)}`,
          lastmod: newest(file.map((page) => page.get(locale)?.lastmod)),
        })),
      ),
    );
  }

  /** One file of a language's sitemap (1-based); 404 past its last file. */
  async sitemap(siteId: number, origin: string, locale: Locale, categoryPath: CategoryPaths, part = 1): Promise<string> {
    const { locales, pages } = await this.pages(siteId, categoryPath);
    if (!locales.includes(locale)) throw notFound('This site has no such language');
    const file = splitIntoFiles(pages, locale, this.urlsPerSitemap)[part - 1];
    if (!file) throw notFound('This sitemap has no such file');
    const absolute = (path: string) => new URL(path, origin).href;
    const urls: SitemapUrl[] = file.map((page) => {
      const own = page.get(locale)!;
      const alternates: Alternate[] =
        page.size < 2
          ? []
          : LOCALES.flatMap((code) => {
              const version = page.get(code);
              return version ? [{ hreflang: code, href: absolute(version.path) }] : [];
            });
      const fallback = page.get(DEFAULT_LOCALE);
      if (alternates.length > 0 && fallback) alternates.push({ hreflang: 'x-default', href: absolute(fallback.path) });
      return { loc: absolute(own.path), lastmod: own.lastmod, alternates, images: own.images?.map(absolute) };
    });
    return urlSetXml(urls);
  }

  /**
   * A language's feed, or with `scope` a category's, tag's or author's in it (feed-scope.ts): the
   * newest FEED_SIZE articles published in the language, each with its full text. 404 for a
   * language the site does not carry.
   */
  async feed(siteId: number, origin: string, site: FeedSite, locale: Locale, scope?: FeedScope): Promise<string> {
    if (!(await this.locales(siteId)).includes(locale)) throw notFound('This site has no such language');
    // The magazine's own words for the language, as its pages read them: the site's interface
    // strings (English for a key not yet translated).
    const words = (await generatedDictionary(this.db, siteId, locale))!.dictionary as typeof en;
    const absolute = (path: string) => new URL(path, origin).href;
    const categoryName = (key: string | null) => {
      const category = site.categoryDetails.find((item) => item.key === key);
      return (category?.translations[locale] ?? category?.translations.en)?.name ?? (isCategory(key) ? words.categories[key] : undefined);
    };
    const rows = await latestInLocale(this.db, siteId, locale, FEED_SIZE, scope?.filter ?? null);
    const homePath = buildPath({ name: 'home' }, locale);
    return rssXml({
      title: scope ? `${scope.name} | ${site.name}` : fill(words.home.metaTitle, { siteName: site.name }),
      description: scope ? scope.name : words.meta.homeDescription,
      link: absolute(scope?.pagePath ?? homePath),
      self: absolute(feedPathOf(scope?.pagePath ?? homePath)),
      language: locale,
      items: rows.map((row) => ({
        title: row.title,
        link: absolute(buildPath({ name: 'article', slug: row.slug }, locale)),
        description: row.excerpt,
        content: fullTextHtml(row, origin),
        category: categoryName(row.category),
        author: row.authorName ?? undefined,
        published: row.publishedAt ?? row.lastModified,
      })),
    });
  }

  private async pages(siteId: number, categoryPath: CategoryPaths): Promise<{ locales: Locale[]; pages: Page[] }> {
    const [locales, translations] = await Promise.all([this.locales(siteId), publishedTranslations(this.db, siteId)]);
    return { locales, pages: [...listPages(locales, translations, categoryPath), ...(await tagPages(this.db, siteId, locales))] };
  }

  /** The magazine's languages that the site has enabled. */
  private async locales(siteId: number): Promise<Locale[]> {
    const enabled = new Set(await enabledLanguageCodes(this.db, siteId));
    return LOCALES.filter((locale) => enabled.has(locale));
  }
}
