/** What a page tells its head's tags (seo.tsx, seo-tags.tsx). */
import type { Locale } from '@sitenet/i18n';
import type * as StructuredDataModule from '../lib/structured-data';
import type { JsonLd } from '../lib/structured-data';

/** Shared by link previews when a page has no picture of its own. */
export const DEFAULT_SHARE_IMAGE = '/og-image.jpg';

export type StructuredData = typeof StructuredDataModule;

export interface SeoProps {
  /** Page title without the site name; the template adds it. */
  title: string;
  description: string;
  /** Path of this page in each locale it exists in (hreflang alternates). */
  alternates?: Partial<Record<Locale, string>>;
  /** Keep error and not-found pages out of search results. */
  noindex?: boolean;
  /** The title already names the site (homepage): no template. */
  bare?: boolean;
  /** This page's own URL when it is more than its path (a category's `?page=2`). */
  canonicalPath?: string;
  /** The previous and next page of a paginated list (`rel="prev"` / `rel="next"`). */
  prevPath?: string;
  nextPath?: string;
  /** Picture for link previews (absolute or site path); the magazine's card otherwise. */
  image?: string | null;
  type?: 'website' | 'article';
  /**
   * Structured data for search engines (schema.org), built with lib/structured-data.ts, which it
   * is handed: that module comes with the tags' code, not with the page's.
   */
  jsonLd?: (build: StructuredData) => JsonLd[] | undefined;
  /**
   * A category's, tag's or author's page path (without `?page=`): the page announces its own
   * feed, at its path + /feed.xml, beside the language's feed every page links.
   */
  feedOf?: string;
}
