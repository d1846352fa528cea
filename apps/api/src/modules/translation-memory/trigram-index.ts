import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { translationMemory, translationMemoryPairs } from '../../db/schema';
import { PairIndex } from './pair-index';
import type { MemoryPair } from './store';
import { parseTrigrams, SEPARATOR, trigramsOfRows } from './trigrams';
import { rowsOf } from '../../db/rows';

/**
 * The fuzzy half of a translation memory look-up: which stored segments of a pair have a pg_trgm
 * similarity() of at least TM_FUZZY_THRESHOLD with a text, found in an index kept in this process
 * (pair-index.ts: positional prefix filtering over the rows' trigram sets).
 *
 * Why not in the database: similarity is |A∩B| / |A∪B| over distinct trigrams, and natural text
 * shares trigrams widely (the 200,000 synthetic segments of the benchmark have 3,854 distinct ones;
 * each segment's rarest trigrams still occur in 1 to 2 % of the rows). pg_trgm's GIN index reads
 * the posting lists of all the query's trigrams (look-up p95 175 ms at 200,000 rows, PGlite), and a
 * plain similarity() over them takes 8 s.
 *
 * Exactness: the trigrams are PostgreSQL's own (show_trgm(), or the same computed here for ASCII
 * texts, trigrams.ts), the filter keeps every row that can reach the threshold, and the caller
 * computes similarity() in SQL on the rows it returns. Freshness: translation_memory_pairs (kept by
 * triggers, whatever writes) holds each pair's row count and highest id; a look-up first compares
 * them with the index and loads what it lacks, so every process sees every committed write, also
 * after a restart. The server loads every pair at its start, in the background
 * (warmTranslationMemory), so that a translator's first look-up finds its pair loaded.
 */

const keyOf = ({ siteId, sourceLang, targetLang }: MemoryPair) => `${siteId}:${sourceLang}:${targetLang}`;

const inPair = ({ siteId, sourceLang, targetLang }: MemoryPair) =>
  and(eq(translationMemory.siteId, siteId), eq(translationMemory.sourceLang, sourceLang), eq(translationMemory.targetLang, targetLang));

const stateOf = ({ siteId, sourceLang, targetLang }: MemoryPair) => sql`
  (select ${translationMemoryPairs.segments} from ${translationMemoryPairs} where ${translationMemoryPairs.siteId} = ${siteId}
    and ${translationMemoryPairs.sourceLang} = ${sourceLang} and ${translationMemoryPairs.targetLang} = ${targetLang}) as segments,
  (select ${translationMemoryPairs.maxId} from ${translationMemoryPairs} where ${translationMemoryPairs.siteId} = ${siteId}
    and ${translationMemoryPairs.sourceLang} = ${sourceLang} and ${translationMemoryPairs.targetLang} = ${targetLang}) as max_id`;

interface State {
  segments: number;
  maxId: number;
}
const toState = (row: { segments: unknown; max_id: unknown } | undefined): State => ({
  segments: Number(row?.segments ?? 0),
  maxId: Number(row?.max_id ?? 0),
});


/** Ids per statement of a pair's full load: between two, the server answers other requests. */
const WINDOW = 20_000;

/**
 * A new index of all the pair's rows (its trigram order counted afresh), read in windows of ids.
 * Not in one transaction: PGlite runs one statement at a time and would hold every other request
 * for the whole load (seconds at 200,000 rows). The state is read first, so the rows read include
 * every row it counts (and perhaps later ones, which the index may hold too).
 */
async function load(db: Db, pair: MemoryPair): Promise<PairIndex> {
  const state = toState(rowsOf<{ segments: unknown; max_id: unknown }>(await db.execute(sql`select ${stateOf(pair)}`))[0]);
  const rows: Array<[number, Int32Array]> = [];
  for (let from = 0; from < state.maxId; from += WINDOW) {
    const window = and(inPair(pair), gt(translationMemory.id, from), lte(translationMemory.id, from + WINDOW))!;
    for (const row of await trigramsOfRows(db, window)) rows.push(row);
  }
  const index = await PairIndex.build(rows);
  index.segments = state.segments;
  index.maxId = state.maxId;
  return index;
}

/**
 * Brings the index up to the pair's committed rows: the new rows above the last id seen, in one
 * snapshot (repeatable read); all of them again (load) when the index is empty, a row committed
 * out of id order (a concurrent save) is still missing, or more rows came since the build than
 * at it (PairIndex.stale).
 */
async function refresh(db: Db, pair: MemoryPair, index: PairIndex): Promise<PairIndex> {
  if (index.size === 0 || index.stale) return load(db, pair);
  const current = await db.transaction(
    async (tx) => {
      const state = toState(rowsOf<{ segments: unknown; max_id: unknown }>(await tx.execute(sql`select ${stateOf(pair)}`))[0]);
      for (const [id, codes] of await trigramsOfRows(tx, and(inPair(pair), gt(translationMemory.id, index.maxId))!)) index.add(id, codes);
      if (index.size < state.segments || index.stale) return null;
      index.segments = state.segments;
      index.maxId = state.maxId;
      return index;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  return current ?? load(db, pair);
}

interface Entry {
  index: PairIndex;
  /** The refresh under way: concurrent look-ups of the pair wait for the same one. */
  loading: Promise<PairIndex> | null;
}

/** One entry per database (tests open many) and pair. */
const entries = new WeakMap<Db, Map<string, Entry>>();

/**
 * Whether the index was loaded from a snapshot at least as new as `state`'s: rows are only added
 * (a site's deletion empties the pair), so the count and the highest id only grow.
 */
const covers = (index: PairIndex, state: State) => index.maxId >= state.maxId && index.segments >= state.segments;

async function currentIndex(db: Db, pair: MemoryPair, state: State): Promise<PairIndex | null> {
  let byPair = entries.get(db);
  if (!byPair) entries.set(db, (byPair = new Map()));
  const key = keyOf(pair);
  if (state.segments === 0) {
    byPair.delete(key);
    return null;
  }
  let entry = byPair.get(key);
  if (!entry) byPair.set(key, (entry = { index: new PairIndex(), loading: null }));
  // A refresh already under way may have read an older snapshot than `state`: then one more (a
  // pair whose rows were deleted never covers a count read before; it is not waited for forever).
  for (let round = 0; round < 2 && !covers(entry.index, state); round += 1) {
    const current = entry;
    current.loading ??= refresh(db, pair, current.index)
      .then((fresh) => (current.index = fresh))
      .finally(() => {
        current.loading = null;
      });
    await current.loading;
  }
  return entry.index;
}

/**
 * The ids of the pair's rows whose trigram similarity with `text` can reach the threshold (a
 * superset of the rows that do, in practice exactly them). One query reads the text's trigrams and
 * the pair's state.
 */
export async function fuzzyCandidates(db: Db, pair: MemoryPair, text: string): Promise<number[]> {
  const [row] = rowsOf<{ trigrams: string; segments: unknown; max_id: unknown }>(
    await db.execute(sql`select array_to_string(show_trgm(${text}), ${SEPARATOR}) as trigrams, ${stateOf(pair)}`),
  );
  const index = await currentIndex(db, pair, toState(row));
  const wanted = parseTrigrams(row?.trigrams ?? '');
  if (!index || wanted.length === 0) return [];
  return index.similar(wanted);
}

/** Every pair that holds at least one row, with its state. */
const pairsWithRows = (db: Db) => db.select().from(translationMemoryPairs).where(gt(translationMemoryPairs.segments, 0));

/**
 * Loads every pair's index, one after the other: run in the background of a start, so that a
 * translator's first look-up finds its pair loaded (or waits only for the load under way) instead
 * of loading it. Answers how many pairs it loaded.
 */
export async function warmTranslationMemory(db: Db): Promise<number> {
  const pairs = await pairsWithRows(db);
  for (const { segments, maxId, ...pair } of pairs) await currentIndex(db, pair, { segments, maxId });
  return pairs.length;
}

/**
 * Drops the indexes of pairs that hold no row any more: a purged site's (its rows went with it),
 * which no look-up asks for again and which would otherwise stay in memory until a restart.
 * Answers how many it dropped.
 */
export async function forgetEmptyPairs(db: Db): Promise<number> {
  const byPair = entries.get(db);
  if (!byPair || byPair.size === 0) return 0;
  const kept = new Set((await pairsWithRows(db)).map(keyOf));
  let dropped = 0;
  for (const key of byPair.keys()) {
    if (kept.has(key)) continue;
    byPair.delete(key);
    dropped += 1;
  }
  return dropped;
}
