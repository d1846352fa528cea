import ar from '../translations/ar.json';
import en from '../translations/en.json';
import es from '../translations/es.json';
import fr from '../translations/fr.json';
import zh from '../translations/zh.json';
import { CATEGORIES, NAV_CATEGORIES, type Category } from './categories';
import { DEFAULT_CATEGORY_STYLES } from './category-styles';
import type { Locale } from './locales';

export interface DefaultCategoryTranslation {
  name: string;
  slug: string;
  description: string;
}

export interface DefaultCategory {
  key: Category;
  emoji: string;
  gradient: string;
  in_nav: boolean;
  translations: Record<Locale, DefaultCategoryTranslation>;
}

const DICTIONARIES: Record<Locale, typeof en> = { en, es, ar, fr, zh };

/**
 * The eight categories every site starts with (migration 0018 seeded them for the sites that
 * existed then; a new site gets them from here). Names, slugs and descriptions are the shipped
 * translation files' own words, so the URLs that existed before categories became data answer
 * unchanged. Server-side only: it imports the whole translation files.
 */
export const DEFAULT_CATEGORIES: readonly DefaultCategory[] = CATEGORIES.map((key) => ({
  key,
  ...DEFAULT_CATEGORY_STYLES[key],
  in_nav: NAV_CATEGORIES.includes(key),
  translations: Object.fromEntries(
    Object.entries(DICTIONARIES).map(([code, dictionary]) => [
      code,
      {
        name: dictionary.categories[key],
        slug: dictionary.categoryRoutes[key],
        description: dictionary.categoryDescriptions[key],
      },
    ]),
  ) as Record<Locale, DefaultCategoryTranslation>,
}));
