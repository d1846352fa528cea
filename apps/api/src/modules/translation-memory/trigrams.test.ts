import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSeededDatabase } from '../../../test/helpers';
import { random } from '../../../bench/lib/random';
import type { Database } from '../../db/client';
import { asciiTrigrams, parseTrigrams, SEPARATOR } from './trigrams';
import { rowsOf } from '../../db/rows';

let database: Database;

beforeAll(async () => {
  database = await openSeededDatabase();
});
afterAll(() => database.close());


/** show_trgm() of each text, by the database, as sorted codes. */
async function showTrgm(texts: string[]): Promise<number[][]> {
  const codes: number[][] = [];
  for (const text of texts) {
    const [row] = rowsOf<{ trigrams: string }>(await database.db.execute(sql`select array_to_string(show_trgm(${text}), ${SEPARATOR}) as trigrams`));
    codes.push([...parseTrigrams(row!.trigrams)].sort((a, b) => a - b));
  }
  return codes;
}

/** Every printable ASCII character and a few controls, letters most often, as in prose. */
function asciiText(next: () => number): string {
  const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  const others = ` !"#$%&'()*+,-./:;<=>?@[\\]^_\`{|}~\t\n`;
  return Array.from({ length: Math.floor(next() * 40) }, () =>
    next() < 0.75 ? letters[Math.floor(next() * letters.length)] : others[Math.floor(next() * others.length)],
  ).join('');
}

describe('trigrams computed here', () => {
  it('are show_trgm() of the database for ASCII texts', async () => {
    const next = random(5);
    const texts = ['', ' ', 'a', 'A b', 'x-ray 42', "l'art", 'Fix the TAP, then   bleed...', ...Array.from({ length: 400 }, () => asciiText(next))];
    const expected = await showTrgm(texts);
    texts.forEach((text, k) => expect([...asciiTrigrams(text)!].sort((a, b) => a - b), JSON.stringify(text)).toEqual(expected[k]));
  });

  it('are left to the database for any other text, whose codes parse from show_trgm()', async () => {
    const texts = ['café crème', 'straße', 'дом', '花园', 'l’art'];
    for (const text of texts) expect(asciiTrigrams(text)).toBeNull();
    const codes = await showTrgm(texts);
    // The hex-printed trigrams are 24-bit codes like the printable ones.
    for (const row of codes) for (const code of row) expect(code).toBeLessThan(1 << 24);
    expect(codes[0]!.length).toBeGreaterThan(0);
  });
});
