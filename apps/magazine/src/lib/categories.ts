import type { PublicSite, SiteCategory } from '@sitenet/api-client';
import {
  DEFAULT_CATEGORY_STYLES,
  FALLBACK_CATEGORY_STYLE,
  isCategory,
  categoryPathOf,
  localizeCategory,
  CATEGORIES,
  NAV_CATEGORIES,
  type Locale,
} from '@sitenet/i18n';
import { useCallback } from 'react';
import { useLocale, useT } from './locale-context';
import { useSite } from './site';

/**
 * A site's categories as data (issue 17, GET /api/site's `category_details`): names, slugs and
 * look per language, the header's entries (in_nav), and the slugs they once had (301 to today's).
 * While the site is unknown (its facts could not be had) the eight defaults apply, as the
 * interface's own words.
 */

/** The most categories the header links; the rest are in the footer (the spec's six entries). */
export const HEADER_CATEGORY_LIMIT = 6;

/** Text colour of a card's category label: the defaults' own, a neutral one for the others. */
const ACCENTS: Record<string, string> = {
  lifestyle: '#9d4edd',
  health: '#0f766e',
  money: '#b45309',
  home: '#c2410c',
  food: '#be123c',
  travel: '#4338ca',
  technology: '#4338ca',
  career: '#0e7490',
};
const FALLBACK_ACCENT = '#4c6ef5';

/** The site's categories in its order; the defaults while the site is unknown. */
export function siteCategoryList(site: PublicSite | null | undefined): SiteCategory[] {
  if (site) return site.category_details;
  return CATEGORIES.map((key) => ({
    key,
    ...DEFAULT_CATEGORY_STYLES[key],
    in_nav: NAV_CATEGORIES.includes(key),
    translations: {},
    old_slugs: {},
  }));
}

function find(site: PublicSite | null | undefined, key: string): SiteCategory | undefined {
  return siteCategoryList(site).find((category) => category.key === key);
}

/** The category's URL segment in a language: its slug there, else its English one, else the key. */
export function categorySlug(
  site: PublicSite | null | undefined,
  key: string,
  locale: Locale,
): string {
  const words = find(site, key)?.translations;
  return (
    words?.[locale]?.slug ??
    (isCategory(key) && !site ? localizeCategory(key, locale) : undefined) ??
    words?.en?.slug ??
    key
  );
}

/** e.g. ('health', 'es') -> /es/categoria/salud. */
export function categoryPath(
  site: PublicSite | null | undefined,
  key: string,
  locale: Locale,
): string {
  return categoryPathOf(categorySlug(site, key, locale), locale);
}

export interface CategoryView {
  key: string;
  emoji: string;
  gradient: string;
  accent: string;
  name: string;
  description: string;
  seoTitle: string;
  path: string;
  /** Known to the site: a page to link (a post's unknown key is shown, not linked). */
  known: boolean;
}

/** One category as the components draw it, in the page's language. */
export function useCategoryView(): (key: string) => CategoryView {
  const site = useSite();
  const locale = useLocale();
  const t = useT();
  return useCallback(
    (key: string): CategoryView => {
      const category = find(site, key);
      const words = category?.translations[locale] ?? category?.translations.en;
      const fallbackName = isCategory(key) ? t(`categories.${key}`) : key;
      const fallbackDescription = isCategory(key) ? t(`categoryDescriptions.${key}`) : '';
      const style =
        category ?? (isCategory(key) ? DEFAULT_CATEGORY_STYLES[key] : FALLBACK_CATEGORY_STYLE);
      return {
        key,
        emoji: style.emoji,
        gradient: style.gradient,
        accent: ACCENTS[key] ?? FALLBACK_ACCENT,
        name: words?.name ?? fallbackName,
        description: words?.description || (words ? '' : fallbackDescription),
        seoTitle: words?.seo_title ?? '',
        path: categoryPath(site, key, locale),
        known: Boolean(category),
      };
    },
    [site, locale, t],
  );
}
