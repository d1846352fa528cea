import { describe, expect, it } from 'vitest';
import { clickDestination, offerDestination } from './resolve';
import { CLICK_ID_PATTERN, newClickId } from './service';

const values = { site: 'example.com', lang: 'es', post: '12', tip: '3' };

type Offer = Parameters<typeof offerDestination>[0];

describe('clickDestination', () => {
  const offers: Offer[] = [
    {
      destination_url: 'https://shop.example/landing',
      destinations: { es: 'https://shop.example/es/{lang}/{click_id}' },
      template: 'utm_source={site}&lang={lang}&post={post}&tip={tip}&sub={click_id}',
    },
    { destination_url: 'https://shop.example/a?x=1', destinations: {}, template: '' },
    { destination_url: 'https://{click_id}.shop.example/', destinations: {}, template: 'id={click_id}&again={click_id}' },
    { destination_url: 'https://shop.example/', destinations: {}, template: 'q=a b&c={click_id}#frag' },
  ];

  it('builds the same URL as offerDestination for every click id', () => {
    for (const offer of offers) {
      const destination = clickDestination(offer, 'es', values);
      for (const clickId of [newClickId(), newClickId(), '', '-_AZaz09']) {
        expect(destination(clickId)).toBe(offerDestination(offer, 'es', { ...values, click_id: clickId }));
      }
    }
  });

  it('click ids are unique, base64url, and later ids sort after earlier ones', async () => {
    const ids = new Set(Array.from({ length: 3000 }, () => newClickId()));
    expect(ids.size).toBe(3000);
    for (const id of ids) expect(id).toMatch(CLICK_ID_PATTERN);
    const first = newClickId();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(newClickId() > first).toBe(true);
  });
});
