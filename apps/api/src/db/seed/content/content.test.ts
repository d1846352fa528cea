import { describe, expect, it } from 'vitest';
import { authors } from './authors';
import { foodTravelCareerArticles } from './food-travel-career';
import { healthHomeTechArticles } from './health-home-tech';
import { lifestyleArticles } from './lifestyle';
import { moneyArticles } from './money';
import type { Locale, SeedArticle } from './types';

const articles: SeedArticle[] = [
  ...lifestyleArticles,
  ...moneyArticles,
  ...healthHomeTechArticles,
  ...foodTravelCareerArticles,
];
const LOCALES: Locale[] = ['en', 'es', 'ar', 'fr', 'zh'];

describe('demo content', () => {
  it('has at least 36 articles with the spec minimum per category', () => {
    expect(articles.length).toBeGreaterThanOrEqual(36);
    const count = (category: string) =>
      articles.filter((a) => a.category === category && a.published).length;
    expect(count('lifestyle')).toBeGreaterThanOrEqual(10);
    expect(count('money')).toBeGreaterThanOrEqual(10);
    for (const category of ['health', 'home', 'food', 'travel']) {
      expect(count(category)).toBeGreaterThanOrEqual(3);
    }
    expect(count('technology')).toBeGreaterThanOrEqual(1);
    expect(count('career')).toBeGreaterThanOrEqual(1);
  });

  it('has trending articles, advertorials, drafts and partly translated articles', () => {
    expect(articles.filter((a) => a.trending).length).toBeGreaterThanOrEqual(6);
    expect(articles.filter((a) => a.is_advertorial).length).toBeGreaterThanOrEqual(3);
    expect(articles.filter((a) => !a.published).length).toBeGreaterThanOrEqual(3);
    const full = articles.filter((a) => LOCALES.every((l) => a.translations[l]));
    expect(full.length).toBeGreaterThan(articles.length / 2);
    expect(full.length).toBeLessThan(articles.length);
  });

  it('keys equal the English slug and every slug is unique within its locale', () => {
    for (const article of articles) expect(article.key).toBe(article.translations.en.slug);
    for (const locale of LOCALES) {
      const slugs = articles.flatMap((a) => (a.translations[locale] ? [a.translations[locale]!.slug] : []));
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toMatch(/^[^\s/?#%]+$/);
    }
  });

  it('gives every article 5 to 8 tips, the same number in every translation', () => {
    for (const article of articles) {
      expect(article.tips.length).toBeGreaterThanOrEqual(5);
      expect(article.tips.length).toBeLessThanOrEqual(8);
      for (const text of Object.values(article.translations)) {
        expect(text!.tips).toHaveLength(article.tips.length);
      }
    }
  });

  it('rates tips out of 5 and pairs every call to action with its texts', () => {
    for (const article of articles) {
      article.tips.forEach((meta, index) => {
        expect(meta.rating).toMatch(/^[0-5](\.5)?\/5$/);
        for (const text of Object.values(article.translations)) {
          const tip = text!.tips[index]!;
          expect(Boolean(tip.cta_text)).toBe(Boolean(meta.cta));
          expect(Boolean(tip.affiliate_note)).toBe(Boolean(meta.cta));
        }
      });
    }
  });

  it('only names authors that exist, each with a role and bio in every locale', () => {
    const keys = new Set(authors.map((a) => a.key));
    for (const article of articles) expect(keys.has(article.author)).toBe(true);
    for (const author of authors) {
      for (const locale of LOCALES) {
        expect(author.role[locale]).toBeTruthy();
        expect(author.bio[locale]).toBeTruthy();
      }
    }
  });
});
