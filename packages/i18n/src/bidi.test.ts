import { describe, expect, it } from 'vitest';
import { textDirection } from './bidi';

describe('textDirection', () => {
  it('reads prices and symbols left to right', () => {
    for (const value of ['$5-$12/month', '$$', 'Free', '20-40 €', '¥30-¥80', '免费', '5-12 $']) {
      expect(textDirection(value), value).toBe('ltr');
    }
  });

  it('reads Arabic and Hebrew right to left', () => {
    for (const value of ['مجاني', '5-12 دولارًا شهريًا', 'חינם']) {
      expect(textDirection(value), value).toBe('rtl');
    }
  });
});
