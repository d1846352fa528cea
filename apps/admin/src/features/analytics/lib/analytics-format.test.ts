import { describe, expect, it } from 'vitest';
import { change, formatChange, formatDay, readRange } from '../../../lib/period';
import { contentLocales, topContent } from './analytics-format';

describe('analytics formatting', () => {
  it('reads the range from the URL, defaulting to 30 days', () => {
    expect(readRange(new URLSearchParams('range=7d'))).toBe('7d');
    expect(readRange(new URLSearchParams('range=90d'))).toBe('90d');
    expect(readRange(new URLSearchParams('range=1y'))).toBe('30d');
    expect(readRange(new URLSearchParams())).toBe('30d');
  });

  it('compares against the previous period', () => {
    expect(change(150, 100)).toEqual({ ratio: 0.5, direction: 'up' });
    expect(change(50, 100)).toEqual({ ratio: -0.5, direction: 'down' });
    expect(change(100, 100)).toEqual({ ratio: 0, direction: 'flat' });
    expect(change(5, 0)).toEqual({ ratio: null, direction: 'up' });
    expect(change(0, 0)).toEqual({ ratio: null, direction: 'flat' });
    expect(formatChange(change(150, 100))).toBe('+50% vs previous period');
    expect(formatChange(change(5, 0))).toBe('New this period');
  });

  it('labels days on the axis', () => {
    expect(formatDay('2026-11-20')).toBe('20 Nov');
  });

  it('filters and orders the top articles per language', () => {
    const row = (post_id: number, locale: string, pageviews: number) => ({
      post_id,
      site_id: 1,
      title: `Post ${post_id}`,
      locale,
      pageviews,
      cta_clicks: 0,
      ctr: 0,
    });
    const posts = [row(1, 'en', 5), row(2, 'es', 9), row(3, 'en', 7)];
    expect(contentLocales(posts)).toEqual(['en', 'es']);
    expect(topContent(posts, null).map((p) => p.post_id)).toEqual([2, 3, 1]);
    expect(topContent(posts, 'en').map((p) => p.post_id)).toEqual([3, 1]);
  });
});
