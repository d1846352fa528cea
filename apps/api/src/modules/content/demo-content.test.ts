import { describe, expect, it } from 'vitest';
import { DEMO_CONTENT_DIR } from '../../env';
import { readContentFolder, readContentSites } from './content-folder';
import { serializeArticle, type ContentArticle } from './file-format';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

// readContentFolder validates every file against the format's zod schema: a file that does not
// parse fails here with its name and the field.
const { articles, authors } = await readContentFolder(DEMO_CONTENT_DIR);
const sites = await readContentSites(DEMO_CONTENT_DIR);
const LOCALES = ['en', 'es', 'ar', 'fr', 'zh'] as const;
const isPublished = (article: ContentArticle) => article.translations.en!.status === 'published';

/** Text with letters in it: not empty, not a placeholder of punctuation or digits. */
const PROSE = /\p{L}{2,}/u;

describe('demo content files', () => {
  it('are in their canonical form (what content:export writes)', async () => {
    for (const article of articles) {
      const text = await readFile(
        path.join(DEMO_CONTENT_DIR, 'articles', `${article.key}.json`),
        'utf8',
      );
      expect(text, article.key).toBe(serializeArticle(article));
    }
  });

  it('have at least 36 articles with the spec minimum per category', () => {
    expect(articles.length).toBeGreaterThanOrEqual(36);
    const count = (category: string) =>
      articles.filter((a) => a.category === category && isPublished(a)).length;
    expect(count('lifestyle')).toBeGreaterThanOrEqual(10);
    expect(count('money')).toBeGreaterThanOrEqual(10);
    for (const category of ['health', 'home', 'food', 'travel'])
      expect(count(category)).toBeGreaterThanOrEqual(3);
    expect(count('technology')).toBeGreaterThanOrEqual(1);
    expect(count('career')).toBeGreaterThanOrEqual(1);
  });

  it('have trending articles, advertorials, drafts and partly translated articles', () => {
    expect(articles.filter((a) => a.trending).length).toBeGreaterThanOrEqual(6);
    expect(articles.filter((a) => a.is_advertorial).length).toBeGreaterThanOrEqual(3);
    expect(articles.filter((a) => !isPublished(a)).length).toBeGreaterThanOrEqual(3);
    const full = articles.filter((a) => LOCALES.every((l) => a.translations[l]));
    expect(full.length).toBeGreaterThan(articles.length / 2);
    expect(full.length).toBeLessThan(articles.length);
  });

  it('give every article 5 to 8 tips, with the same tip ids in every language', () => {
    for (const article of articles) {
      const ids = article.translations.en!.content.map((tip) => tip.id);
      expect(ids.length, article.key).toBeGreaterThanOrEqual(5);
      expect(ids.length, article.key).toBeLessThanOrEqual(8);
      expect(new Set(ids).size, article.key).toBe(ids.length);
      for (const [code, translation] of Object.entries(article.translations)) {
        expect(
          translation.content.map((tip) => tip.id),
          `${article.key} ${code}`,
        ).toEqual(ids);
      }
    }
  });

  it('write real prose in every language: no empty titles, excerpts or tip texts', () => {
    for (const article of articles) {
      for (const [code, translation] of Object.entries(article.translations)) {
        const where = `${article.key} ${code}`;
        for (const text of [translation.title, translation.excerpt])
          expect(text, where).toMatch(PROSE);
        for (const tip of translation.content) {
          for (const text of [tip.title, tip.description, tip.tip])
            expect(text, `${where} ${tip.id}`).toMatch(PROSE);
          expect(tip.price_range, `${where} ${tip.id}`).toBeTruthy();
          // A call to action is whole in every language: link, company, button text and note.
          const cta = [tip.cta_link, tip.company_name, tip.cta_text, tip.affiliate_note].map(
            Boolean,
          );
          expect(new Set(cta).size, `${where} ${tip.id}`).toBe(1);
        }
        if (code !== 'en') {
          // Translated, not copied: the title differs from the original.
          expect(translation.title, where).not.toBe(article.translations.en!.title);
        }
      }
    }
  });

  it('keep language-neutral facts equal across languages and translate price ranges', () => {
    for (const article of articles) {
      const original = article.translations.en!.content;
      for (const [code, translation] of Object.entries(article.translations)) {
        translation.content.forEach((tip, index) => {
          const en = original[index]!;
          expect([tip.rating, tip.cta_link, tip.company_name], `${article.key} ${code}`).toEqual([
            en.rating,
            en.cta_link,
            en.company_name,
          ]);
          if (code !== 'en' && en.price_range === 'Free') expect(tip.price_range).not.toBe('Free');
        });
      }
    }
  });

  it('use the English slug as the key, and each slug once per language', () => {
    for (const article of articles) expect(article.key).toBe(article.translations.en!.slug);
    for (const locale of LOCALES) {
      const slugs = articles.flatMap((a) =>
        a.translations[locale] ? [a.translations[locale].slug] : [],
      );
      expect(new Set(slugs).size, locale).toBe(slugs.length);
    }
  });

  it('name only authors that exist, each with a role and bio in every language', () => {
    const keys = new Set(authors.map((a) => a.key));
    for (const article of articles) expect(keys.has(article.author!), article.key).toBe(true);
    for (const author of authors) {
      for (const locale of LOCALES) {
        expect(author.role[locale], author.key).toMatch(PROSE);
        expect(author.bio[locale], author.key).toMatch(PROSE);
      }
    }
  });

  it('describe a network where every site carries articles and English is never listed twice', () => {
    for (const site of sites) {
      const carried = articles.filter(
        (a) => !site.categories || site.categories.includes(a.category),
      );
      expect(carried.length, site.domain).toBeGreaterThanOrEqual(3);
      expect(site.languages, site.domain).not.toHaveProperty('en');
    }
    expect(new Set(sites.map((s) => s.domain)).size).toBe(sites.length);
  });
});
