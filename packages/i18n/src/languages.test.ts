import { describe, expect, it } from 'vitest';
import { findLanguage, LANGUAGE_CATALOGUE, languageLabel } from './languages';
import { LOCALES } from './locales';

describe('language catalogue', () => {
  it('has unique codes and every field filled', () => {
    expect(new Set(LANGUAGE_CATALOGUE.map((language) => language.code)).size).toBe(LANGUAGE_CATALOGUE.length);
    for (const language of LANGUAGE_CATALOGUE) expect(language.label && language.nativeName && language.flag).toBeTruthy();
  });

  it('knows every magazine locale', () => {
    for (const locale of LOCALES) expect(findLanguage(locale), locale).toBeDefined();
  });

  it('names languages in English and falls back to the code', () => {
    expect(languageLabel('ar')).toBe('Arabic');
    expect(findLanguage('zh')?.nativeName).toBe('中文');
    expect(languageLabel('xx')).toBe('xx');
  });
});
