import { authorPathOf, categoryPathOf, tagPathOf, type FeedKind, type Locale } from '@sitenet/i18n';
import { and, eq, inArray } from 'drizzle-orm';
import type { SiteCategory } from '../../contract';
import type { Db } from '../../db/client';
import { authorSlugRedirects, authors, tagSlugRedirects, tagTranslations } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { FeedFilter } from './queries';

/** What a category, tag or author feed is about: its page's name and path, and which articles it lists. */
export interface FeedScope {
  name: string;
  /** The page's path in the feed's language (the feed's own URL is this + /feed.xml). */
  pagePath: string;
  filter: NonNullable<FeedFilter>;
}

/** A former slug of a category, tag or author: its feed moved with its page (301 to `pagePath` + /feed.xml). */
export interface FeedMoved {
  movedTo: string;
}

/**
 * The page behind a feed URL, read exactly as the page answers: a category the site carries on
 * its slug in the language (else its English one, else its key), a tag on its slug in the
 * language (else its English one when it has none there), an author on their slug. A former slug
 * of a category or tag in the language, or of an author, moved with its page (subscribers keep
 * their feed). 404 otherwise.
 */
export async function feedScope(
  db: Db,
  siteId: number,
  categories: readonly SiteCategory[],
  locale: Locale,
  kind: FeedKind,
  slug: string,
): Promise<FeedScope | FeedMoved> {
  if (kind === 'category') {
    const category = categories.find(
      (item) => (item.translations[locale]?.slug ?? item.translations.en?.slug ?? item.key) === slug,
    );
    if (!category) {
      const renamed = categories.find((item) => item.old_slugs[locale]?.includes(slug));
      const today = renamed && (renamed.translations[locale]?.slug ?? renamed.translations.en?.slug ?? renamed.key);
      if (today) return { movedTo: categoryPathOf(today, locale) };
      throw notFound('Category not found');
    }
    const words = category.translations[locale] ?? category.translations.en;
    return { name: words?.name ?? category.key, pagePath: categoryPathOf(slug, locale), filter: { category: category.key } };
  }
  if (kind === 'tag') {
    const rows = await db
      .select({ tagId: tagTranslations.tagId, locale: tagTranslations.locale, name: tagTranslations.name })
      .from(tagTranslations)
      .where(and(eq(tagTranslations.siteId, siteId), eq(tagTranslations.slug, slug), inArray(tagTranslations.locale, [locale, 'en'])));
    const own = rows.find((row) => row.locale === locale);
    const english = rows.find((row) => row.locale === 'en');
    // The English slug stands in only for a tag without words in the language.
    const tag = own ?? (english && !(await hasWordsIn(db, english.tagId, locale)) ? english : undefined);
    if (!tag) {
      const today = await slugOfRenamedTag(db, siteId, locale, slug);
      if (today) return { movedTo: tagPathOf(today, locale) };
      throw notFound('Tag not found');
    }
    return { name: tag.name, pagePath: tagPathOf(slug, locale), filter: { tagId: tag.tagId } };
  }
  const [author] = await db
    .select({ id: authors.id, name: authors.name })
    .from(authors)
    .where(and(eq(authors.siteId, siteId), eq(authors.slug, slug)))
    .limit(1);
  if (!author) {
    const [renamed] = await db
      .select({ slug: authors.slug })
      .from(authorSlugRedirects)
      .innerJoin(authors, eq(authors.id, authorSlugRedirects.authorId))
      .where(and(eq(authorSlugRedirects.siteId, siteId), eq(authorSlugRedirects.slug, slug)))
      .limit(1);
    if (renamed) return { movedTo: authorPathOf(renamed.slug, locale) };
    throw notFound('Author not found');
  }
  return { name: author.name, pagePath: authorPathOf(slug, locale), filter: { authorId: author.id } };
}

async function hasWordsIn(db: Db, tagId: number, locale: string): Promise<boolean> {
  const rows = await db
    .select({ tagId: tagTranslations.tagId })
    .from(tagTranslations)
    .where(and(eq(tagTranslations.tagId, tagId), eq(tagTranslations.locale, locale)))
    .limit(1);
  return rows.length > 0;
}

/** Today's slug in the language (else English) of the tag that `slug` was a slug of there. */
async function slugOfRenamedTag(db: Db, siteId: number, locale: string, slug: string): Promise<string | undefined> {
  const [moved] = await db
    .select({ tagId: tagSlugRedirects.tagId })
    .from(tagSlugRedirects)
    .where(and(eq(tagSlugRedirects.siteId, siteId), eq(tagSlugRedirects.locale, locale), eq(tagSlugRedirects.slug, slug)))
    .limit(1);
  if (!moved) return undefined;
  const words = await db
    .select({ locale: tagTranslations.locale, slug: tagTranslations.slug })
    .from(tagTranslations)
    .where(and(eq(tagTranslations.tagId, moved.tagId), inArray(tagTranslations.locale, [locale, 'en'])));
  return (words.find((word) => word.locale === locale) ?? words.find((word) => word.locale === 'en'))?.slug;
}
