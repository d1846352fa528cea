import type { Tip } from '@sitenet/api-client';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInLocale } from '../../../test/render-in-locale';
import { TipItem } from './tip-item';

const tip = (overrides: Partial<Tip> = {}): Tip => ({
  number: 3,
  title: 'Un titre',
  description: 'Une description.',
  tip: 'Un conseil.',
  rating: '4.5/5',
  price_range: '$5-$12/month',
  cta_link: null,
  cta_text: null,
  affiliate_note: null,
  company_name: null,
  ...overrides,
});

describe('TipItem', () => {
  it('writes the rating and the price label the French way', () => {
    renderInLocale(<TipItem tip={tip({ price_range: '5-12 € par mois' })} />, 'fr');
    expect(screen.getByRole('img', { name: 'Note\u202f: 4,5 sur 5' })).toHaveTextContent('4,5/5');
    expect(screen.getByTestId('tip-price').textContent).toBe('Prix\u202f: 5-12 € par mois');
  });

  it('puts the Chinese full-width colon right before the price', () => {
    renderInLocale(<TipItem tip={tip({ price_range: '免费' })} />, 'zh');
    expect(screen.getByTestId('tip-price').textContent).toBe('价格：免费');
  });

  it('isolates a Latin price inside Arabic text so it keeps its order', () => {
    renderInLocale(<TipItem tip={tip()} />, 'ar');
    const price = screen.getByTestId('tip-price');
    expect(price.textContent).toBe('السعر: $5-$12/month');
    expect(price.querySelector('bdi')).toHaveAttribute('dir', 'ltr');
  });

  it('lets an Arabic price read right to left', () => {
    renderInLocale(<TipItem tip={tip({ price_range: 'مجاني' })} />, 'ar');
    expect(screen.getByTestId('tip-price').querySelector('bdi')).toHaveAttribute('dir', 'rtl');
  });

  it('says a price level in words, in the reader’s language', () => {
    renderInLocale(<TipItem tip={tip({ price_range: '$' })} />, 'zh');
    expect(screen.getByTestId('tip-price').textContent).toBe('价格：低价');
  });

  it('writes a dollar amount the reader’s way', () => {
    renderInLocale(<TipItem tip={tip({ price_range: '$10-$25' })} />, 'zh');
    expect(screen.getByTestId('tip-price').textContent).toBe('价格：US$10-25');
  });
});
