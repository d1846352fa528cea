import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { flattenKeys } from './keys';
import { SHIPPED_LOCALES } from './locales';
import { CATEGORIES } from './categories';
import { ROUTE_NAMES } from './routes';

const load = (locale: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../translations', `${locale}.json`), 'utf8')) as Record<
    string,
    unknown
  >;

const english = load('en');
const englishKeys = flattenKeys(english);
const read = (dictionary: Record<string, unknown>, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], dictionary);
// {{name}} or {{name, format}}: a translation may format a value differently, never drop it.
const PLACEHOLDER = /\{\{\s*(\w+)\s*(?:,[^}]*)?\}\}/g;

/** Each language's own label punctuation (checked on the texts, placeholders removed). */
const PUNCTUATION: Partial<Record<string, { rule: RegExp; why: string }>> = {
  // French: a narrow no-break space before : ; ! ? ("Prix : ").
  fr: { rule: /[^\u202f\u00a0][:;!?]/, why: 'a narrow no-break space before : ; ! ?' },
  // Chinese: full-width punctuation after Chinese text ("价格：").
  zh: { rule: /[\u4e00-\u9fff][:;!?,]/, why: 'full-width punctuation' },
  // Arabic: the Arabic comma, semicolon and question mark (، ؛ ؟).
  ar: { rule: /[\u0600-\u06ff] ?[,;?]/, why: 'Arabic punctuation' },
};

describe('translation files', () => {
  it('English has texts', () => {
    expect(englishKeys.length).toBeGreaterThan(150);
  });

  for (const locale of SHIPPED_LOCALES) {
    describe(locale, () => {
      const dictionary = load(locale);
      const keys = new Set(flattenKeys(dictionary));

      it('has every key English has', () => {
        expect(englishKeys.filter((key) => !keys.has(key))).toEqual([]);
      });

      it('keeps the placeholders of every English text', () => {
        for (const key of englishKeys) {
          const wanted = [...String(read(english, key)).matchAll(PLACEHOLDER)].map((m) => m[1]).sort();
          const found = [...String(read(dictionary, key)).matchAll(PLACEHOLDER)].map((m) => m[1]).sort();
          // A singular or dual form may spell the number out ("مقال واحد").
          if (/_(zero|one|two)$/.test(key)) expect(wanted, key).toEqual(expect.arrayContaining(found));
          else expect(found, key).toEqual(wanted);
        }
      });

      it('formats every count, page number and rating as a number (Intl, per locale)', () => {
        for (const key of flattenKeys(dictionary)) {
          const value = String(read(dictionary, key));
          for (const name of ['count', 'page', 'total', 'rating', 'rank', 'max']) {
            expect(value, key).not.toContain(`{{${name}}}`);
          }
        }
      });

      if (locale === 'fr') {
        it('writes the typographic apostrophe (l’art, not l\'art)', () => {
          for (const key of flattenKeys(dictionary)) {
            const value = String(read(dictionary, key)).replace(PLACEHOLDER, '');
            expect(value, key).not.toContain("'");
          }
        });
      }

      const punctuation = PUNCTUATION[locale];
      if (punctuation) {
        it(`uses ${punctuation.why}`, () => {
          for (const key of flattenKeys(dictionary)) {
            const value = String(read(dictionary, key)).replace(PLACEHOLDER, '');
            expect(value, key).not.toMatch(punctuation.rule);
          }
        });
      }

      it('has every route name and category segment', () => {
        const { routes, categoryRoutes } = dictionary as {
          routes: Record<string, string>;
          categoryRoutes: Record<string, string>;
        };
        for (const name of ROUTE_NAMES) expect(routes[name], name).toMatch(/^[^\s/?#]+$/);
        for (const category of CATEGORIES) expect(categoryRoutes[category], category).toMatch(/^[^\s/?#]+$/);
      });
    });
  }
});
