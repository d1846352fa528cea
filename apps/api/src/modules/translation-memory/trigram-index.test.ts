import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOwnSite, createTestContext, type TestContext } from '../../../test/helpers';
import { buildRoleFixture } from '../people/fixture';
import { findMatches, recordSegments, sourceHash, type MemoryPair } from './store';
import { forgetEmptyPairs, warmTranslationMemory } from './trigram-index';
import { random } from '../../../bench/lib/random';
import { rowsOf } from '../../db/rows';
import { sites } from '../../db/schema';

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

async function ownPair(): Promise<MemoryPair> {
  const domain = `tmi-${randomBytes(5).toString('hex')}.test`;
  await createOwnSite(t, { domain, name: 'Index Site', languages: ['es'] });
  const fx = await buildRoleFixture(t.database.db, domain);
  return { siteId: fx.siteId, sourceLang: 'en', targetLang: 'es' };
}

/** Few words, accents and other scripts among them, so many rows are near one another. */
const WORDS = [
  'fix', 'the', 'tap', 'washer', 'drip', 'radiator', 'bleed', 'evening', 'cold', 'garden', 'water', 'early',
  'café', 'crème', 'brûlée', 'niño', 'straße', 'дом', 'тепло', '花园', '浇水', 'إصلاح', 'a', 'I', '42', 'x-ray',
];

function sentence(next: () => number): string {
  const words = Array.from({ length: 2 + Math.floor(next() * 7) }, () => WORDS[Math.floor(next() * WORDS.length)]!);
  return words.join(next() < 0.2 ? ', ' : ' ') + (next() < 0.5 ? '.' : '');
}

/** A stored text with one word changed, dropped or added. */
function variant(text: string, next: () => number): string {
  const words = text.split(' ');
  const i = Math.floor(next() * words.length);
  const kind = next();
  if (kind < 0.4) words[i] = WORDS[Math.floor(next() * WORDS.length)]!;
  else if (kind < 0.7 && words.length > 1) words.splice(i, 1);
  else words.splice(i, 0, WORDS[Math.floor(next() * WORDS.length)]!);
  return words.join(' ');
}


const rounded = (source: string, wanted: string, score: number) =>
  source === wanted ? 1 : Math.min(0.99, Math.round(score * 100) / 100);

/** Every match by plain similarity() over the pair's rows, best first (no index, no limit). */
async function reference(pair: MemoryPair, text: string) {
  const wanted = text.trim();
  const result = await t.database.db.execute(sql`
    select source_text as source, target_text as target,
      case when source_hash = ${sourceHash(wanted)} then 1 else similarity(source_text, ${wanted}) end as score
    from translation_memory
    where site_id = ${pair.siteId} and source_lang = ${pair.sourceLang} and target_lang = ${pair.targetLang}
      and (source_hash = ${sourceHash(wanted)} or similarity(source_text, ${wanted}) >= 0.75)
    order by source_hash = ${sourceHash(wanted)} desc, 3 desc`);
  return rowsOf<{ source: string; target: string; score: unknown }>(result).map((row) => ({ source: row.source, target: row.target, score: rounded(row.source, wanted, Number(row.score)) }));
}

/** The look-up's answer is the reference's first five (rows of equal score in either order). */
async function expectSameAsReference(pair: MemoryPair, text: string): Promise<Array<{ score: number }>> {
  const all = await reference(pair, text);
  const found = await findMatches(t.database.db, { ...pair, text });
  expect(found.map((m) => m.score), text).toEqual(all.slice(0, 5).map((m) => m.score));
  for (const match of found) expect(all, text).toContainEqual(match);
  const cut = found.at(-1)?.score ?? 0;
  for (const better of all.filter((m) => m.score > cut)) expect(found, text).toContainEqual(better);
  return found;
}

describe('the trigram index of fuzzy matches', () => {
  it('answers exactly what plain similarity() answers over a few hundred rows', async () => {
    const pair = await ownPair();
    const next = random(17);
    const stored = [...new Set(Array.from({ length: 400 }, () => sentence(next)))];
    // In a few saves, as translators make them (the index catches up between look-ups).
    for (let start = 0; start < stored.length; start += 100) {
      const pairs = stored.slice(start, start + 100).map((source) => ({ source, target: `[es] ${source}` }));
      await recordSegments(t.database.db, { ...pair, pairs });
      await findMatches(t.database.db, { ...pair, text: stored[start]! });
    }
    let fuzzy = 0;
    for (let i = 0; i < 150; i += 1) {
      const base = stored[Math.floor(next() * stored.length)]!;
      const text = i % 3 === 0 ? base : i % 3 === 1 ? variant(base, next) : sentence(next);
      fuzzy += (await expectSameAsReference(pair, text)).filter((m) => m.score < 1).length;
    }
    // The data does exercise fuzzy matches, not just exact ones and misses.
    expect(fuzzy).toBeGreaterThan(20);
  });

  it('sees rows written by any statement, also ones committed out of id order', async () => {
    const pair = await ownPair();
    const first = 'Bleed the radiators before the first cold evening';
    await recordSegments(t.database.db, { ...pair, pairs: [{ source: first, target: 'Purga los radiadores' }] });
    expect((await findMatches(t.database.db, { ...pair, text: first })).map((m) => m.source)).toEqual([first]);

    // Another process's writes, bypassing this one's code: plain SQL, the second with an id below
    // the highest one already seen, as a concurrent save that commits late leaves it.
    const late = 'Bleed the radiators before the first cold evenings';
    const insert = (source: string, id: ReturnType<typeof sql>) =>
      t.database.db.execute(sql`
        insert into translation_memory (id, site_id, source_lang, target_lang, source_hash, source_text, target_text)
        values (${id}, ${pair.siteId}, 'en', 'es', ${sourceHash(source)}, ${source}, 'Purga los radiadores por la tarde')`);
    const reserved = rowsOf<{ id: unknown }>(await t.database.db.execute(sql`select nextval('translation_memory_id_seq') as id`))[0]!.id;
    await insert('Bleed every radiator before the first cold evening', sql`default`);
    expect(await findMatches(t.database.db, { ...pair, text: late })).not.toContainEqual(expect.objectContaining({ source: late }));
    await insert(late, sql`${Number(reserved)}`);
    const found = await findMatches(t.database.db, { ...pair, text: first });
    expect(found[0]).toMatchObject({ source: first, score: 1 });
    expect(found.map((m) => m.source)).toContain(late);
    await expectSameAsReference(pair, first);
  });

  it('loads every pair of the database at a start, and answers from it as from a lazy load', async () => {
    const pair = await ownPair();
    const stored = 'Water the garden early, before the heat of the day';
    await recordSegments(t.database.db, { ...pair, pairs: [{ source: stored, target: 'Riega el jardín temprano' }] });
    // The pairs of the other tests and this one, at least.
    expect(await warmTranslationMemory(t.database.db)).toBeGreaterThanOrEqual(3);
    await expectSameAsReference(pair, 'Water the garden early, before the heat of the days');
    expect((await findMatches(t.database.db, { ...pair, text: stored }))[0]).toMatchObject({ source: stored, score: 1 });
  });

  it('lets the indexes of a purged site go, and keeps every other pair', async () => {
    const [gone, kept] = [await ownPair(), await ownPair()];
    for (const pair of [gone, kept]) {
      await recordSegments(t.database.db, { ...pair, pairs: [{ source: 'Bleed the radiators in autumn', target: 'Purga los radiadores en otoño' }] });
      expect(await findMatches(t.database.db, { ...pair, text: 'Bleed the radiators in the autumn' })).toHaveLength(1);
    }
    // Whatever earlier tests of this file emptied goes first.
    await forgetEmptyPairs(t.database.db);
    await t.database.db.delete(sites).where(eq(sites.id, gone.siteId));
    expect(await forgetEmptyPairs(t.database.db)).toBe(1);
    expect(await forgetEmptyPairs(t.database.db)).toBe(0);
    expect(await findMatches(t.database.db, { ...kept, text: 'Bleed the radiators in the autumn' })).toHaveLength(1);
  });
});
