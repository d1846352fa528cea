import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it('joins English words with single hyphens, dropping punctuation', () => {
    expect(slugify('10 Budgeting Apps — Compared!', 'en')).toBe('10-budgeting-apps-compared');
    expect(slugify('  Salt & Pepper:  a guide ', 'en')).toBe('salt-and-pepper-a-guide');
  });

  it('transliterates Spanish and French accents into readable Latin', () => {
    expect(slugify('¿Cómo ahorrar en la compra del año?', 'es')).toBe('como-ahorrar-en-la-compra-del-ano');
    expect(slugify('Les meilleures idées pour l’été à Noël', 'fr')).toBe('les-meilleures-idees-pour-l-ete-a-noel');
  });

  it('keeps Arabic in its script, without diacritics', () => {
    expect(slugify('نَصَائِح لتوفير المال: دليلٌ عملي', 'ar')).toBe('نصائح-لتوفير-المال-دليل-عملي');
  });

  it('keeps Chinese in its script, punctuation becoming hyphens', () => {
    expect(slugify('如何省钱：10个实用技巧！', 'zh')).toBe('如何省钱-10个实用技巧');
  });

  it('transliterates Cyrillic and German with their own rules', () => {
    expect(slugify('Как сэкономить деньги', 'ru')).toBe('kak-sekonomit-dengi');
    expect(slugify('Fußgängerübergänge für Anfänger', 'de')).toBe('fussgaengeruebergaenge-fuer-anfaenger');
  });

  it('is empty for a title without letters and cut at a word at 200 characters', () => {
    expect(slugify('!!! ???', 'en')).toBe('');
    const long = slugify('word '.repeat(100), 'en');
    expect(long.length).toBeLessThanOrEqual(200);
    expect(long.endsWith('-')).toBe(false);
  });
});
