import { buildPath, type Locale, type PublicRoute } from '@sitenet/i18n';
import type { PublishedTranslation } from './queries';

export interface PageVersion {
  path: string;
  lastmod?: Date;
  /** Images on the page worth listing (an article's featured image): the image sitemap's entries. */
  images?: string[];
}

/** One page of the magazine in each language it exists in. */
export type Page = Map<Locale, PageVersion>;

const STATIC_PAGES: PublicRoute[] = [{ name: 'about' }, { name: 'contact' }, { name: 'privacy' }, { name: 'terms' }];

const newer = (a: Date | undefined, b: Date) => (a && a > b ? a : b);

/**
 * Every page worth listing, with its language versions: the home and static pages in each of the
 * site's languages, a category page where the language has published articles in it (and the site
 * carries the category: the others answer 404), each published translation of each article, and
 * an author's page where the language has published articles of theirs.
 */
/** A carried category's path in a language (its slug there is the site's data); undefined: not carried. */
export type CategoryPaths = (key: string, locale: Locale) => string | undefined;

export function listPages(
  locales: readonly Locale[],
  translations: readonly PublishedTranslation[],
  categoryPath: CategoryPaths,
): Page[] {
  const enabled = new Set<string>(locales);
  const homeLastmod = new Map<Locale, Date>();
  const categories = new Map<string, Page>();
  const articles = new Map<number, Page>();
  const authorPages = new Map<string, Page>();

  for (const translation of translations) {
    if (!enabled.has(translation.locale)) continue;
    const locale = translation.locale;
    const date = translation.lastModified;
    homeLastmod.set(locale, newer(homeLastmod.get(locale), date));

    const article = articles.get(translation.postId) ?? new Map<Locale, PageVersion>();
    article.set(locale, {
      path: buildPath({ name: 'article', slug: translation.slug }, locale),
      lastmod: date,
      images: translation.image ? [translation.image] : undefined,
    });
    articles.set(translation.postId, article);

    const { category } = translation;
    const categoryPage = category ? categoryPath(category, locale) : undefined;
    if (category && categoryPage) {
      const page = categories.get(category) ?? new Map<Locale, PageVersion>();
      const current = page.get(locale);
      page.set(locale, {
        path: current?.path ?? categoryPage,
        lastmod: newer(current?.lastmod, date),
      });
      categories.set(category, page);
    }

    // An author's page in each language they have a published article in (issue 17).
    if (translation.authorSlug) {
      const page = authorPages.get(translation.authorSlug) ?? new Map<Locale, PageVersion>();
      page.set(locale, {
        path: buildPath({ name: 'author', slug: translation.authorSlug }, locale),
        lastmod: newer(page.get(locale)?.lastmod, date),
      });
      authorPages.set(translation.authorSlug, page);
    }
  }

  const everywhere = (route: PublicRoute, lastmod?: (locale: Locale) => Date | undefined): Page =>
    new Map(locales.map((locale) => [locale, { path: buildPath(route, locale), lastmod: lastmod?.(locale) }]));

  return [
    everywhere({ name: 'home' }, (locale) => homeLastmod.get(locale)),
    ...categories.values(),
    ...articles.values(),
    ...authorPages.values(),
    ...STATIC_PAGES.map((route) => everywhere(route)),
  ];
}
