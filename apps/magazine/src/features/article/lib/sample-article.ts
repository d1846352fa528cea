import type { PublicPostDetail, Tip } from '@sitenet/api-client';
import type { Locale } from '@sitenet/i18n';
import type { TFunction } from 'i18next';

/** The built-in sample article shown when the article cannot be fetched (SPEC section 8). */
export function sampleArticle(t: TFunction, locale: Locale, slug: string): PublicPostDetail {
  const tip = (n: 1 | 2 | 3, rating: string, price: string): Tip => ({
    number: n,
    title: t(`article.sample.tip${n}Title`),
    description: t(`article.sample.tip${n}Text`),
    tip: t(`article.sample.tip${n}Tip`),
    rating,
    price_range: price,
    cta_text: null,
    cta_link: null,
    affiliate_note: null,
    company_name: null,
  });
  return {
    id: 0,
    title: t('article.sample.title'),
    slug,
    excerpt: t('article.sample.excerpt'),
    content_html: null,
    content_type: 'json',
    content_data: null,
    content: [tip(1, '5/5', 'Free'), tip(2, '4.5/5', 'Free'), tip(3, '4/5', 'Free')],
    author_id: null,
    author_name: t('article.sample.author'),
    author_avatar: null,
    author_data: { role: t('article.sample.role'), bio: t('article.sample.bio') },
    category: 'lifestyle',
    featured_image: null,
    featured_image_url: null,
    read_time: 4,
    views: 0,
    is_advertorial: false,
    published_at: '2026-01-05T08:00:00Z',
    locale,
    translations: [],
  };
}
