import { expect } from 'vitest';
import type { AdminPostDetail, OfferInput, PostTranslationInput } from '../../contract';
import { call, type TestContext } from '../../../test/helpers';

/** Tests only: offers and the articles whose tips point to them, made through the admin API. */

/** An active per-click offer of every site with a `{click_id}` template, with `over` applied. */
export const offerInput = (partnerId: number, over: Partial<OfferInput>): OfferInput => ({
  partner_id: partnerId,
  site_id: null,
  name: 'x',
  destination_url: 'https://shop.example/landing',
  destinations: {},
  template: 'sub={click_id}',
  starts_at: null,
  ends_at: null,
  commission: { model: 'per_click', rate: 0.5, currency: 'EUR' },
  status: 'active',
  on_inactive: 'fallback',
  ...over,
});

/** A tip's call to action: an offer (with the fallback link) or a link of its own, or none. */
export interface TipTarget {
  offer_id: number | null;
  cta_link: string | null;
}

const translation = (title: string, tips: TipTarget[]): PostTranslationInput => ({
  title,
  slug: '',
  excerpt: `${title}: an excerpt`,
  content_type: 'json',
  content: tips.map((tip, index) => ({
    id: `t${index + 1}`,
    title: `${title} tip ${index + 1}`,
    description: 'A description.',
    tip: null,
    rating: null,
    price_range: null,
    cta_text: tip.offer_id !== null || tip.cta_link ? 'Get the deal' : null,
    cta_link: tip.cta_link,
    offer_id: tip.offer_id,
    affiliate_note: null,
    company_name: null,
  })),
  content_html: null,
  status: 'published',
  publish_at: null,
});

/** A published article (en, and es as `{title} es`) of the site whose tips t1, t2 ... point as given. */
export async function articleWithTips(
  t: TestContext,
  admin: Record<string, string>,
  siteId: number,
  title: string,
  tips: TipTarget[],
): Promise<AdminPostDetail> {
  const res = await call<{ post: AdminPostDetail }>(t.app, {
    method: 'POST',
    url: '/api/admin/posts',
    headers: admin,
    payload: {
      site_id: siteId,
      category: 'money',
      author_id: null,
      trending: false,
      is_advertorial: false,
      read_time: 5,
      read_time_auto: false,
      featured_image_url: null,
      translations: { en: translation(title, tips), es: translation(`${title} es`, tips) },
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.post;
}
