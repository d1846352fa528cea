import { describe, expect, it } from 'vitest';
import { ctaHref } from './tip-item';

describe('ctaHref', () => {
  it('goes through the counting redirect when the tip has a stable id', () => {
    expect(ctaHref(42, { id: 't2', cta_link: 'https://shop.example/item' })).toBe('/go/42/t2');
  });

  it('keeps the direct link for a tip without id', () => {
    expect(ctaHref(42, { cta_link: 'https://shop.example/item' })).toBe('https://shop.example/item');
  });

  it('has no link for a missing or unsafe one', () => {
    expect(ctaHref(42, { id: 't1', cta_link: null })).toBeUndefined();
    expect(ctaHref(42, { id: 't1', cta_link: 'javascript:alert(1)' })).toBeUndefined();
  });
});
