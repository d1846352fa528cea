import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, formatPrice, intlLocale, ordinalSuffix, priceLevel } from './format';
import { LANGUAGE_CATALOGUE } from './languages';
import type { Locale } from './locales';

describe('ordinal suffixes', () => {
  it.each([
    [1, 'st'],
    [2, 'nd'],
    [3, 'rd'],
    [4, 'th'],
    [11, 'th'],
    [12, 'th'],
    [13, 'th'],
    [21, 'st'],
    [22, 'nd'],
    [23, 'rd'],
    [24, 'th'],
    [30, 'th'],
    [31, 'st'],
  ])('%i -> %s', (day, suffix) => {
    expect(ordinalSuffix(day)).toBe(suffix);
  });
});

describe('formatDate', () => {
  it('writes English dates with ordinal days', () => {
    expect(formatDate('2026-03-01T10:00:00Z', 'en')).toBe('March 1st, 2026');
    expect(formatDate('2026-03-02', 'en')).toBe('March 2nd, 2026');
    expect(formatDate('2026-03-03', 'en')).toBe('March 3rd, 2026');
    expect(formatDate('2026-03-04', 'en')).toBe('March 4th, 2026');
    expect(formatDate('2026-03-11', 'en')).toBe('March 11th, 2026');
    expect(formatDate('2026-03-12', 'en')).toBe('March 12th, 2026');
    expect(formatDate('2026-03-13', 'en')).toBe('March 13th, 2026');
    expect(formatDate('2026-03-21', 'en')).toBe('March 21st, 2026');
    expect(formatDate('2026-03-22', 'en')).toBe('March 22nd, 2026');
    expect(formatDate('2026-03-23', 'en')).toBe('March 23rd, 2026');
  });

  it('uses each locale', () => {
    expect(formatDate('2026-03-01', 'es')).toBe('1 de marzo de 2026');
    expect(formatDate('2026-03-01', 'fr')).toBe('1 mars 2026');
    expect(formatDate('2026-03-01', 'zh')).toBe('2026年3月1日');
    // Gregorian, with the Latin digits the Arabic articles are written in.
    expect(formatDate('2026-03-01', 'ar')).toBe('1 مارس 2026');
  });

  it('returns nothing for a missing or bad date', () => {
    expect(formatDate(null, 'en')).toBe('');
    expect(formatDate('not a date', 'en')).toBe('');
    expect(formatDate('', 'fr')).toBe('');
  });
});

describe('formatNumber', () => {
  it('groups thousands the way each language does', () => {
    expect(formatNumber(4470, 'en')).toBe('4,470');
    expect(formatNumber(4470, 'fr')).toBe('4\u202f470');
    expect(formatNumber(4470, 'es')).toBe('4470');
    expect(formatNumber(28400, 'es')).toBe('28.400');
    expect(formatNumber(4470, 'zh')).toBe('4,470');
  });

  it('writes small whole numbers exactly as Intl does, in every language of the catalogue', () => {
    for (const { code } of LANGUAGE_CATALOGUE) {
      const intl = new Intl.NumberFormat(intlLocale(code as Locale), { maximumFractionDigits: 1 });
      for (let value = 0; value < 1000; value += 1) expect(formatNumber(value, code as Locale), code).toBe(intl.format(value));
    }
    expect(formatNumber(12, 'fa')).toBe('۱۲');
  });

  it('writes decimals with the local separator, at most one digit', () => {
    expect(formatNumber(4.5, 'en')).toBe('4.5');
    expect(formatNumber(4.5, 'fr')).toBe('4,5');
    expect(formatNumber(4.5, 'es')).toBe('4,5');
    expect(formatNumber(4, 'fr')).toBe('4');
    expect(formatNumber(4.25, 'en')).toBe('4.3');
  });

  it('keeps one digit system on Arabic pages: Latin, like the articles', () => {
    expect(intlLocale('ar')).toBe('ar-SA-u-nu-latn');
    expect(formatNumber(4470, 'ar')).toBe('4,470');
    expect(formatNumber(4.5, 'ar')).toBe('4.5');
    for (const value of [formatNumber(1234567.5, 'ar'), formatDate('2026-12-31', 'ar')]) {
      expect(value).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/);
    }
  });
});

describe('prices in the reader’s locale', () => {
  it('writes a dollar amount or range the way each language does', () => {
    expect(formatPrice('$10-$25', 'zh')).toBe('US$10-25');
    expect(formatPrice('$10-$25', 'es')).toBe('10-25\u00a0US$');
    expect(formatPrice('$5', 'fr')).toBe('5\u00a0$US');
    expect(formatPrice('$10-$25', 'en')).toBe('$10 – $25');
  });

  it('keeps any other text as the writer wrote it', () => {
    for (const text of ['Free', '10-25 美元', '$5-$12/month', '每月 0-5 美元', '$$']) expect(formatPrice(text, 'zh')).toBe(text);
  });

  it('reads "$" to "$$$$" as a price level', () => {
    expect(priceLevel('$')).toBe(1);
    expect(priceLevel('$$$$')).toBe(4);
    expect(priceLevel('$10')).toBeUndefined();
    expect(priceLevel('$$$$$')).toBeUndefined();
  });
});
