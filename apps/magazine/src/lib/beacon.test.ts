import { describe, expect, it, vi } from 'vitest';
import { pageViewEventSchema } from '@sitenet/api-client';
import { EVENTS_PATH, pageViewBody, sendPageView } from './beacon';

describe('page-view beacon', () => {
  it('sends the contract’s event: path without query or hash, post, locale, referrer', () => {
    const body = pageViewBody({
      path: '/es/mi-articulo?utm=x#tip-2',
      post_id: 12,
      locale: 'es',
      referrer: 'https://www.google.com/',
    });
    expect(JSON.parse(body)).toEqual({
      kind: 'pageview',
      path: '/es/mi-articulo',
      post_id: 12,
      locale: 'es',
      referrer: 'https://www.google.com/',
    });
    expect(pageViewEventSchema.safeParse(JSON.parse(body)).success).toBe(true);
  });

  it('leaves out an empty referrer and a missing post', () => {
    expect(JSON.parse(pageViewBody({ path: '/', locale: 'en', referrer: '' }))).toEqual({
      kind: 'pageview',
      path: '/',
      locale: 'en',
    });
  });

  it('uses navigator.sendBeacon and never throws', () => {
    const sendBeacon = vi.fn(() => true);
    expect(sendPageView({ path: '/', locale: 'en' }, { sendBeacon })).toBe(true);
    expect(sendBeacon).toHaveBeenCalledWith(EVENTS_PATH, expect.stringContaining('"kind":"pageview"'));
    const broken = {
      sendBeacon: () => {
        throw new TypeError('blocked');
      },
    };
    expect(sendPageView({ path: '/', locale: 'en' }, broken)).toBe(false);
  });
});
