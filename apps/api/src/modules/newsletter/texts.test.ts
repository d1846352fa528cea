import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { textsFor } from './texts';

const folder = new URL('./texts/', import.meta.url);
const files = readdirSync(folder).filter((name) => name.endsWith('.json'));
const read = (name: string) =>
  JSON.parse(readFileSync(new URL(name, folder), 'utf8')) as Record<string, Record<string, string>>;
const english = read('en.json');

describe('what a subscriber reads, per language', () => {
  it.each(files)(
    '%s has every English text, with its placeholders, and is the one served for its language',
    (name) => {
      const texts = read(name);
      for (const [group, entries] of Object.entries(english)) {
        expect(Object.keys(texts[group] ?? {}).sort()).toEqual(Object.keys(entries).sort());
        for (const [key, source] of Object.entries(entries)) {
          const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
          expect(placeholders(texts[group]![key]!), `${group}.${key}`).toEqual(
            placeholders(source),
          );
        }
      }
      expect(textsFor(name.replace('.json', ''))).toEqual(texts);
    },
  );

  it('falls back to English for a language without a file', () => {
    expect(textsFor('th')).toEqual(english);
  });
});
