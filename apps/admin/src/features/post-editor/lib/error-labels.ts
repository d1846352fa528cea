import { languageLabel } from '@sitenet/i18n/languages';
import type { PostDraft } from './draft';
import { errorLanguage } from './field-errors';

const FIELD_LABELS: Record<string, string> = {
  title: 'Title',
  slug: 'Slug',
  excerpt: 'Excerpt',
  content: 'Body',
  content_html: 'Body',
  status: 'State',
  publish_at: 'Publish date',
  featured_image_alt: 'Image alt text',

  category: 'Category',
  author_id: 'Author',
  read_time: 'Read time',
  featured_image_url: 'Featured image',
};

const SEO_FIELD_LABELS: Record<string, string> = {
  title: 'SEO meta title',
  description: 'SEO meta description',
  image_url: 'SEO social image',
  noindex: 'SEO noindex',
};

const TIP_FIELD_LABELS: Record<string, string> = {
  title: 'title',
  description: 'description',
  tip: 'expert tip',
  rating: 'rating',
  price_range: 'price range',
  cta_text: 'button text',
  cta_link: 'button link',
  offer_id: 'offer',
  affiliate_note: 'affiliate note',
  company_name: 'company',
};

/**
 * Where an error is, in words: "Spanish: Tip 2 title", "English: Body", "Category". A tip is
 * named by its place in the working copy (error keys name it by id, see field-errors.ts).
 */
export function errorPlace(key: string, draft: PostDraft): string {
  const lang = errorLanguage(key);
  if (lang === null) return FIELD_LABELS[key] ?? key;
  const [, , field = '', tipId, tipField] = key.split('.');
  let where = FIELD_LABELS[field] ?? field;
  if (field === 'seo') where = SEO_FIELD_LABELS[tipId ?? ''] ?? 'SEO';
  if (field === 'content' && tipId !== undefined) {
    const index = draft.translations[lang]?.content.findIndex((tip) => tip.id === tipId) ?? -1;
    const number = index >= 0 ? index + 1 : /^\d+$/.test(tipId) ? Number(tipId) + 1 : null;
    const tip = number === null ? 'A tip' : `Tip ${number}`;
    where = tipField && TIP_FIELD_LABELS[tipField] ? `${tip} ${TIP_FIELD_LABELS[tipField]}` : tip;
  }
  return where ? `${languageLabel(lang)}: ${where}` : languageLabel(lang);
}
