import type { PublicCategory, SiteCategory } from '../../contract';

/** The site's categories in one language; a language without its own words reads the English ones. */
export function publicCategories(list: SiteCategory[], locale: string): PublicCategory[] {
  return list.map((category, position) => {
    const words =
      category.translations[locale] ??
      category.translations.en ??
      Object.values(category.translations)[0];
    return {
      key: category.key,
      emoji: category.emoji,
      gradient: category.gradient,
      position,
      in_nav: category.in_nav,
      name: words?.name ?? category.key,
      slug: words?.slug ?? category.key,
      description: words?.description ?? '',
      seo_title: words?.seo_title ?? '',
    };
  });
}
