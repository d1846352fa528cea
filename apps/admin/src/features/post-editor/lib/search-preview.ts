import { ORIGINAL_LANGUAGE, SEO_DESCRIPTION_ADVISED, SEO_TITLE_ADVISED } from '@sitenet/api-client';

/*
 * The search result a translation makes, as the magazine renders its head: the meta title as the
 * whole page title (else "<title> | <site>"), the meta description (else the excerpt), cut where
 * search engines cut.
 */

export interface SearchPreviewInput {
  seoTitle: string;
  seoDescription: string;
  title: string;
  excerpt: string;
  slug: string;
  lang: string;
  siteName: string;
  siteDomain: string;
}

export interface SearchPreview {
  title: string;
  url: string;
  description: string;
}

/** `text` cut to `max` characters with an ellipsis, at a word when one ends near the cut. */
export function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max - 1);
  const space = head.lastIndexOf(' ');
  return `${(space > max * 0.7 ? head.slice(0, space) : head).trimEnd()}…`;
}

/** The address readers see: English has no language prefix. */
export function articleAddress(siteDomain: string, lang: string, slug: string): string {
  return `${siteDomain}${lang === ORIGINAL_LANGUAGE ? '' : `/${lang}`}/${slug || '…'}`;
}

export function searchPreview(input: SearchPreviewInput): SearchPreview {
  const ownTitle = input.seoTitle.trim();
  const pageTitle = ownTitle || (input.title.trim() ? `${input.title.trim()} | ${input.siteName}` : input.siteName);
  const description = input.seoDescription.trim() || input.excerpt.trim();
  return {
    title: cut(pageTitle, SEO_TITLE_ADVISED),
    url: articleAddress(input.siteDomain, input.lang, input.slug),
    description: cut(description, SEO_DESCRIPTION_ADVISED),
  };
}

/** Length guidance under a meta field: the count, and a warning past what search engines show. */
export function lengthGuidance(length: number, advised: number): { text: string; over: boolean } {
  const over = length > advised;
  return {
    text: over
      ? `${length} characters: longer than about ${advised}, search results may cut it`
      : `${length} of about ${advised} characters`,
    over,
  };
}
