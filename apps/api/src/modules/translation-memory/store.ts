import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { TM_FUZZY_THRESHOLD, TM_MAX_MATCHES, TM_MAX_TEXT, type TranslationMemoryMatch } from '../../contract';
import type { Db } from '../../db/client';
import { translationMemory } from '../../db/schema';
import { fuzzyCandidates } from './trigram-index';

/** Where segments are stored: one site, one language pair. */
export interface MemoryPair {
  siteId: number;
  sourceLang: string;
  targetLang: string;
}

/** The dedup and exact-look-up key of a source text. */
export const sourceHash = (text: string) => createHash('sha256').update(text).digest('hex');

/** Rows per INSERT: far under PostgreSQL's 65,535 bound parameters (7 a row). */
const BATCH = 1000;

/**
 * Stores source -> target pairs (a later target for the same source replaces the earlier one).
 * A pair whose target is its source is no translation (an untranslated field still holding the
 * original's text, as pre-translation leaves it) and is not stored; nor are empty or oversized texts.
 */
export async function recordSegments(
  db: Db,
  { siteId, sourceLang, targetLang, pairs }: MemoryPair & { pairs: Array<{ source: string; target: string }> },
): Promise<number> {
  if (sourceLang === targetLang) return 0;
  const rows = new Map<string, { source: string; target: string }>();
  for (const pair of pairs) {
    const source = pair.source.trim();
    const target = pair.target.trim();
    if (!source || !target || source === target || source.length > TM_MAX_TEXT || target.length > TM_MAX_TEXT) continue;
    rows.set(sourceHash(source), { source, target });
  }
  const values = [...rows].map(([hash, { source, target }]) => ({
    siteId,
    sourceLang,
    targetLang,
    sourceHash: hash,
    sourceText: source,
    targetText: target,
    updatedAt: new Date(),
  }));
  for (let start = 0; start < values.length; start += BATCH) {
    await db
      .insert(translationMemory)
      .values(values.slice(start, start + BATCH))
      .onConflictDoUpdate({
        target: [translationMemory.siteId, translationMemory.sourceLang, translationMemory.targetLang, translationMemory.sourceHash],
        set: { targetText: sql`excluded.target_text`, updatedAt: sql`excluded.updated_at` },
        // A save mostly records what the memory already holds: no new row version for those.
        setWhere: sql`${translationMemory.targetText} is distinct from excluded.target_text`,
      });
  }
  return values.length;
}

const inPair = ({ siteId, sourceLang, targetLang }: MemoryPair) =>
  and(eq(translationMemory.siteId, siteId), eq(translationMemory.sourceLang, sourceLang), eq(translationMemory.targetLang, targetLang));

/** The stored target of each text that is in the memory exactly (source text -> target). */
export async function exactMatches(db: Db, { texts, ...pair }: MemoryPair & { texts: string[] }): Promise<Map<string, string>> {
  const wanted = [...new Set(texts.map((text) => text.trim()).filter(Boolean))];
  const found = new Map<string, string>();
  for (let start = 0; start < wanted.length; start += BATCH) {
    const hashes = wanted.slice(start, start + BATCH).map(sourceHash);
    const rows = await db
      .select({ source: translationMemory.sourceText, target: translationMemory.targetText })
      .from(translationMemory)
      .where(and(inPair(pair), inArray(translationMemory.sourceHash, hashes)));
    rows.forEach((row) => found.set(row.source, row.target));
  }
  return found;
}

/**
 * The matches of one segment: the exact one (score 1) first, then the most similar others with a
 * pg_trgm similarity() of at least 0.75 (the latest first among equals), at most five in all. The
 * trigram index (trigram-index.ts) names the rows that can reach 0.75; similarity() decides here.
 */
export async function findMatches(db: Db, { text, ...pair }: MemoryPair & { text: string }): Promise<TranslationMemoryMatch[]> {
  const wanted = text.trim();
  const hash = sourceHash(wanted);
  const candidates = await fuzzyCandidates(db, pair, wanted);
  const columns = { source: translationMemory.sourceText, target: translationMemory.targetText, updatedAt: translationMemory.updatedAt };
  const similar = sql<number>`similarity(${translationMemory.sourceText}, ${wanted})`;
  // Two branches, each with one way to its rows (PGlite has no autovacuum, hence often no
  // statistics, and an OR or a pair filter on the candidates made the planner read the whole pair):
  // the exact row by the unique key, the candidates by primary key (they are the pair's by origin).
  const exact = db
    .select({ ...columns, exact: sql<boolean>`true`.as('exact'), score: sql<number>`1::real`.as('score') })
    .from(translationMemory)
    .where(and(inPair(pair), eq(translationMemory.sourceHash, hash)));
  const fuzzy = db
    .select({ ...columns, exact: sql<boolean>`false`.as('exact'), score: similar.as('score') })
    .from(translationMemory)
    .where(
      and(
        sql`${translationMemory.id} = any(${`{${candidates.join(',')}}`}::int[])`,
        sql`${translationMemory.sourceHash} <> ${hash}`,
        sql`${similar} >= ${TM_FUZZY_THRESHOLD}`,
      ),
    );
  // The exact match first, also before another text of similarity 1 (one differing in case only).
  const rows = await (candidates.length ? unionAll(exact, fuzzy) : exact)
    .orderBy(sql`exact desc`, sql`score desc`, sql`updated_at desc`)
    .limit(TM_MAX_MATCHES);
  // A rounding of similarity() to 1 is not an exact match (a case or spacing difference).
  return rows.map(({ source, target, score }) => ({ source, target, score: source === wanted ? 1 : Math.min(0.99, Math.round(Number(score) * 100) / 100) }));
}
