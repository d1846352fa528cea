import type { Locale } from '@sitenet/i18n';

/** Every query key of the magazine, from one factory. */
export const queryKeys = {
  languages: (domain: string) => ['languages', domain] as const,
  site: (domain: string) => ['site', domain] as const,
  sitePage: (page: string, locale: Locale) => ['site-page', page, locale] as const,
  homepage: (locale: Locale) => ['homepage', locale] as const,
  posts: (locale: Locale, category: string, page: number) => ['posts', locale, category, page] as const,
  authorPosts: (locale: Locale, slug: string, page: number) => ['author-posts', locale, slug, page] as const,
  post: (locale: Locale, slug: string) => ['post', locale, slug] as const,
  tagPosts: (locale: Locale, slug: string, page: number) => ['tag-posts', locale, slug, page] as const,
  search: (locale: Locale, q: string) => ['search', locale, q] as const,
};
