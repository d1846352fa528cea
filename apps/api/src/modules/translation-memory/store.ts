import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { TM_FUZZY_THRESHOLD, TM_MAX_MATCHES, TM_MAX_TEXT, type TranslationMemoryMatch } from '../../contract';
import type { Db } from '../../db/client';
import { translationMemory } from '../../db/schema';

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
 * trigram similarity of at least 0.75, at most five in all. `%` is what the trigram index answers;
 * its threshold is set for this transaction only, so the index returns just the candidates above
 * 0.75 (with the default 0.3 it would return, and rank, far more rows). Sequential scans are off
 * for the transaction too: the planner prices `%` like a cheap comparison and prefers reading the
 * whole table, which computes similarity() on every row (measured on PGlite: ~1 s at 20,000 rows
 * against ~20 ms through the index).
 */
export async function findMatches(db: Db, { text, ...pair }: MemoryPair & { text: string }): Promise<TranslationMemoryMatch[]> {
  const wanted = text.trim();
  const hash = sourceHash(wanted);
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.similarity_threshold', ${String(TM_FUZZY_THRESHOLD)}, true), set_config('enable_seqscan', 'off', true)`,
    );
    const score = sql<number>`case when ${translationMemory.sourceHash} = ${hash} then 1 else similarity(${translationMemory.sourceText}, ${wanted}) end`;
    const rows = await tx
      .select({ source: translationMemory.sourceText, target: translationMemory.targetText, score })
      .from(translationMemory)
      .where(and(inPair(pair), sql`(${translationMemory.sourceHash} = ${hash} or ${translationMemory.sourceText} % ${wanted})`))
      .orderBy(sql`3 desc`, sql`${translationMemory.updatedAt} desc`)
      .limit(TM_MAX_MATCHES);
    // A rounding of similarity() to 1 is not an exact match (a case or spacing difference).
    return rows.map((row) => ({ ...row, score: row.source === wanted ? 1 : Math.min(0.99, Math.round(Number(row.score) * 100) / 100) }));
  });
}
