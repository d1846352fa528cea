import type { AdminLanguage, PostTranslationRead, Site } from '@sitenet/api-client';
import { emptyPost, emptyTip, type PostDraft, type TipDraft } from './draft';
import { language } from '../../../test/fake-api';

/** A tip with every text filled, for tests. */
export function filledTip(id: string, title: string): TipDraft {
  return {
    ...emptyTip(id),
    title,
    description: `${title}: what to do and why it works.`,
    tip: 'Start small.',
    rating: '4.5/5',
    price_range: '$10-$20',
    cta_text: 'Try it',
    cta_link: 'https://example.com/try',
    affiliate_note: 'We may earn a commission.',
    company_name: 'Example Co',
  };
}

/** An English post with three tips, in the money category. */
export function postWithTips(): PostDraft {
  const post = emptyPost();
  post.meta.category = 'money';
  const en = post.translations.en!;
  post.translations.en = {
    ...en,
    title: 'Three ways to save on groceries',
    slug: 'three-ways-to-save-on-groceries',
    slugEdited: true,
    excerpt: 'Small habits that add up.',
    content: [
      filledTip('tip-a', 'Plan meals'),
      filledTip('tip-b', 'Buy in season'),
      filledTip('tip-c', 'Use a list'),
    ],
  };
  return post;
}

/** The site the editor tests write on. */
export const testSite: Site = {
  id: 1,
  name: 'Tips',
  domain: 'tips.localhost',
  active: true,
  maintenance_mode: false,
  posts_count: 1,
  launched_at: null,
};

/** An enabled language of the test site, English the default. */
export const testLanguage = (code: string, label: string): AdminLanguage =>
  language(code.length, code, label, { keyCount: 1 });

/** English and Spanish, the pair most editor tests use. */
export const testLanguages = [testLanguage('en', 'English'), testLanguage('es', 'Spanish')];

/**
 * A saved translation as the API reads it: `title` and what the test cares about, the rest
 * empty (published ones carry a publication date).
 */
export function testTranslation(fields: Partial<PostTranslationRead> & { title: string }): PostTranslationRead {
  return {
    slug: fields.title.toLowerCase().replace(/\s+/g, '-'),
    excerpt: '',
    content_type: 'html',
    content: [],
    content_html: null,
    status: 'draft',
    publish_at: null,
    published_at: fields.status === 'published' ? '2026-01-01T00:00:00.000Z' : null,
    stale: false,
    featured_image_alt: null,
    review_state: null,
    review_note: null,
    ...fields,
  };
}
