import { describe, expect, it } from 'vitest';
import { findLanguage, LANGUAGE_CATALOGUE, languageLabel } from './languages';
import { dateLocaleOf, directionOf, isLocale, LOCALES, SHIPPED_LOCALES } from './locales';
import { formatDate, formatNumber, intlLocale } from './format';

describe('language catalogue', () => {
  it('has unique codes and every field filled', () => {
    expect(new Set(LANGUAGE_CATALOGUE.map((language) => language.code)).size).toBe(LANGUAGE_CATALOGUE.length);
    for (const language of LANGUAGE_CATALOGUE) {
      expect(language.label && language.nativeName && language.flag && language.intl).toBeTruthy();
      expect(language.code).toMatch(/^[a-z]{2}$/);
      // A tag Intl accepts as it is (no silent fallback to another locale's rules).
      expect(Intl.getCanonicalLocales(language.intl)).toEqual([language.intl]);
    }
  });

  it('knows every shipped locale, and every catalogue code is a locale', () => {
    for (const locale of SHIPPED_LOCALES) expect(findLanguage(locale), locale).toBeDefined();
    expect(LOCALES).toEqual(LANGUAGE_CATALOGUE.map((language) => language.code));
    expect(isLocale('de')).toBe(true);
    expect(isLocale('fa')).toBe(true);
    expect(isLocale('xx')).toBe(false);
    expect(isLocale('DE')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });

  it('names languages in English and falls back to the code', () => {
    expect(languageLabel('ar')).toBe('Arabic');
    expect(findLanguage('zh')?.nativeName).toBe('中文');
    expect(languageLabel('ur')).toBe('Urdu');
    expect(languageLabel('xx')).toBe('xx');
  });

  it('reads Arabic, Hebrew, Persian and Urdu right to left, the others left to right', () => {
    const rtl = LANGUAGE_CATALOGUE.filter((language) => directionOf(language.code) === 'rtl').map((language) => language.code);
    expect(rtl.sort()).toEqual(['ar', 'fa', 'he', 'ur']);
    expect(directionOf('de')).toBe('ltr');
    expect(directionOf('xx')).toBe('ltr');
  });

  it('keeps the SPEC Intl locales of the five and gives each other language its own', () => {
    expect(SHIPPED_LOCALES.map(dateLocaleOf)).toEqual(['en-US', 'es-ES', 'ar-SA', 'fr-FR', 'zh-CN']);
    expect(intlLocale('ar')).toBe('ar-SA-u-nu-latn');
    expect(dateLocaleOf('de')).toBe('de-DE');
    expect(formatDate('2026-03-01T12:00:00Z', 'de')).toBe('1. März 2026');
    expect(formatNumber(4470.5, 'de')).toBe('4.470,5');
    expect(formatDate('2026-03-01T12:00:00Z', 'he')).toBe('1 במרץ 2026');
  });
});
