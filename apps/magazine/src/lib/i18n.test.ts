import { describe, expect, it } from 'vitest';
import es from '@sitenet/i18n/translations/es.json';
import { i18nWithTranslations } from '../test/render-in-locale';
import { createI18n, NAMESPACE, rememberPlainTexts } from './i18n';

const i18n = i18nWithTranslations();
const t = (locale: string, key: string, values: Record<string, unknown> = {}) =>
  i18n.t(key, { lng: locale, ...values });

describe('numbers in translated texts', () => {
  it('formats counts with each language’s separators', () => {
    expect(t('fr', 'article.views', { count: 4470 })).toBe('4\u202f470 vues');
    expect(t('en', 'article.views', { count: 4470 })).toBe('4,470 views');
    expect(t('es', 'article.views', { count: 28400 })).toBe('28.400 visitas');
    expect(t('zh', 'article.views', { count: 4470 })).toBe('4,470 次阅读');
  });

  it('formats ratings and page numbers', () => {
    expect(t('fr', 'article.ratingValue', { rating: 4.5, max: 5 })).toBe('4,5/5');
    expect(t('en', 'article.ratingValue', { rating: 4.5, max: 5 })).toBe('4.5/5');
    expect(t('es', 'article.rating', { rating: 4.5 })).toBe('Valoración: 4,5 de 5');
    expect(t('fr', 'category.pageOf', { page: 2, total: 12 })).toBe('Page 2 sur 12');
    expect(t('en', 'common.rank', { rank: 1 })).toBe('#1');
  });

  it('keeps Arabic plurals and writes Latin digits, like the Arabic articles', () => {
    // A natural phrase ("reading time: 8 minutes"), with Arabic's plural forms.
    expect(t('ar', 'common.minRead', { count: 8 })).toBe('مدة القراءة: 8 دقائق');
    expect(t('ar', 'common.minRead', { count: 5 })).toBe('مدة القراءة: 5 دقائق');
    expect(t('ar', 'common.minRead', { count: 1 })).toBe('مدة القراءة: دقيقة واحدة');
    expect(t('ar', 'common.minRead', { count: 2 })).toBe('مدة القراءة: دقيقتان');
    expect(t('ar', 'common.minRead', { count: 12 })).toBe('مدة القراءة: 12 دقيقة');
    expect(t('ar', 'article.views', { count: 4470 })).toBe('4,470 مشاهدة');
    expect(t('ar', 'article.ratingValue', { rating: 4.5, max: 5 })).toBe('4.5/5');
  });

  it('carries each language’s label punctuation', () => {
    expect(t('fr', 'article.price', { price: '5 €' })).toBe('Prix\u202f: 5 €');
    expect(t('zh', 'article.price', { price: '免费' })).toBe('价格：免费');
    expect(t('ar', 'article.price', { price: 'مجاني' })).toBe('السعر: مجاني');
    expect(t('fr', 'language.trigger', { language: 'Français' })).toBe('Langue\u202f: Français');
  });
});

describe('rememberPlainTexts (the server’s instance)', () => {
  it('answers as i18next does, with and without options, in each language', () => {
    const reference = i18nWithTranslations();
    const remembering = rememberPlainTexts(i18nWithTranslations());
    for (const locale of ['en', 'ar', 'fr']) {
      const expected = reference.getFixedT(locale, NAMESPACE);
      const actual = remembering.getFixedT(locale, NAMESPACE);
      for (let round = 0; round < 2; round += 1) {
        expect(actual('nav.home')).toBe(expected('nav.home'));
        expect(actual('common.minRead', { count: 5 })).toBe(expected('common.minRead', { count: 5 }));
        expect(actual('common.minRead', { count: 1 })).toBe(expected('common.minRead', { count: 1 }));
      }
    }
  });

  it('keeps no key in place of the text of a file not loaded yet', () => {
    const i18n = rememberPlainTexts(createI18n());
    expect(i18n.getFixedT('es', NAMESPACE)('nav.home')).toBe('nav.home');
    i18n.addResourceBundle('es', NAMESPACE, es, true, true);
    expect(i18n.getFixedT('es', NAMESPACE)('nav.home')).toBe(es.nav.home);
  });
});
