import { and, eq, gt, sql } from 'drizzle-orm';
import { TM_FUZZY_THRESHOLD } from '../../contract';
import type { Db } from '../../db/client';
import { translationMemory, translationMemoryPairs } from '../../db/schema';
import type { MemoryPair } from './store';

/**
 * The fuzzy half of a translation memory look-up: which stored segments of a pair have a pg_trgm
 * similarity() of at least TM_FUZZY_THRESHOLD with a text, found in an index kept in this process.
 *
 * Why not in the database: similarity is |A∩B| / |A∪B| over distinct trigrams, and natural text
 * shares trigrams widely (the 200,000 synthetic segments of the benchmark have 3,854 distinct ones;
 * each segment's rarest trigrams still occur in 1 to 2 % of the rows). pg_trgm's GIN index reads
 * the posting lists of all the query's trigrams (look-up p95 175 ms at 200,000 rows, PGlite);
 * prefix filtering on the rarest ones in SQL (a GIN index on show_trgm() and `&&`) still fetched
 * ~17 % of the rows to compute similarity() (p95 665 ms at 20,000). Here the same prefix filter
 * runs over arrays in memory, and each candidate is dismissed by a signature or its overlap counted
 * with an early exit (look-up p95 26 ms at 200,000 rows, 13 ms at 20,000, on a loaded machine).
 *
 * Exactness: the trigrams are PostgreSQL's own (show_trgm(), the sets similarity() compares), the
 * filter keeps every row that can reach the threshold, and the caller computes similarity() in SQL
 * on the rows it returns. Freshness: translation_memory_pairs (kept by triggers, whatever writes)
 * holds each pair's row count and highest id; a look-up first compares them with the index and
 * loads what it lacks, so every process sees every committed write, also after a restart.
 */

/** A little below the threshold: a float rounding must never drop a row (SQL decides exactly). */
const T = TM_FUZZY_THRESHOLD - 1e-6;

/** A number per distinct trigram string, shared by every pair of the process. */
const trigramNumbers = new Map<string, number>();
const numberOf = (trigram: string): number => {
  let n = trigramNumbers.get(trigram);
  if (n === undefined) {
    n = trigramNumbers.size;
    trigramNumbers.set(trigram, n);
  }
  return n;
};

/** show_trgm()'s elements are ASCII letters, digits and spaces, or a hex code: never a `|`. */
const SEPARATOR = '|';
const parseTrigrams = (joined: string): string[] => (joined ? joined.split(SEPARATOR) : []);

/** The query's trigrams marked by number, reused by every look-up (cleared after each). */
let marks = new Uint8Array(1024);

/**
 * Per row, RECORD words: a 128-bit signature (bit h(n) set for each of its trigram numbers n),
 * its trigram count and where its numbers start in `data`. A row's trigram whose bit is not in
 * the query's signature is not in the query, so the bits of the row outside the query's are a
 * lower bound of its misses: most rows are dismissed from these 24 bytes, without reading their
 * trigrams (which, spread over megabytes, cost a cache miss each).
 */
const RECORD = 6;
const LENGTH = 4;
const OFFSET = 5;
const bitOf = (n: number) => Math.imul(n, 0x9e3779b1) >>> 25;
const bitCount = (word: number): number => {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
};

/** A typed array twice as long as needed, holding `array`'s values. */
function grown<A extends Int32Array | Uint32Array>(array: A, needed: number, make: (length: number) => A): A {
  if (needed <= array.length) return array;
  const bigger = make(Math.max(needed, array.length * 2));
  bigger.set(array);
  return bigger;
}

class PairIndex {
  segments = 0;
  maxId = 0;
  /** Per row, by slot (0, 1, 2 ... in load order): its id, its record, its trigram numbers. */
  private readonly ids: number[] = [];
  private records = new Uint32Array(RECORD * 1024);
  private data = new Int32Array(64 * 1024);
  private used = 0;
  /** Trigram number -> the slots of the rows holding it. */
  private readonly postings = new Map<number, number[]>();
  private readonly slots = new Map<number, number>();
  /** Per slot, the look-up that last met it (a look-up counter, so nothing is cleared). */
  private seen = new Uint32Array(1024);
  private lookups = 0;

  get size(): number {
    return this.ids.length;
  }

  add(id: number, trigrams: string[]): void {
    if (this.slots.has(id)) return;
    const slot = this.ids.length;
    this.slots.set(id, slot);
    this.ids.push(id);
    this.records = grown(this.records, (slot + 1) * RECORD, (n) => new Uint32Array(n));
    this.data = grown(this.data, this.used + trigrams.length, (n) => new Int32Array(n));
    const record = slot * RECORD;
    this.records[record + LENGTH] = trigrams.length;
    this.records[record + OFFSET] = this.used;
    for (const trigram of trigrams) {
      const n = numberOf(trigram);
      const bit = bitOf(n);
      this.records[record + (bit >>> 5)]! |= 1 << (bit & 31);
      this.data[this.used++] = n;
      const list = this.postings.get(n);
      if (list) list.push(slot);
      else this.postings.set(n, [slot]);
    }
  }

  /**
   * The ids of the rows whose similarity with the trigrams `wanted` can reach T. A row B reaching
   * it shares c >= T·|A| of the query A's trigrams, so it holds at least one of any
   * |A| - ceil(T·|A|) + 1 of them: the rarest ones, whose lists are the shortest. Each such row is
   * then checked: c / (|A| + |B| - c) >= T  <=>  c >= T·(|A| + |B|) / (1 + T), so at most
   * |B| - that many of its trigrams miss the query: first against the signatures' lower bound,
   * then counted, stopping at one miss more.
   */
  similar(wanted: string[]): number[] {
    const size = wanted.length;
    if (marks.length < trigramNumbers.size) marks = new Uint8Array(trigramNumbers.size * 2);
    if (this.seen.length < this.ids.length) this.seen = new Uint32Array(this.ids.length * 2);
    // A trigram the process never saw has no number: it is in no row, yet counts in |A|.
    const numbers = wanted.map((trigram) => trigramNumbers.get(trigram) ?? -1).filter((n) => n >= 0);
    const mark = marks;
    const query = new Uint32Array(4);
    for (const n of numbers) {
      mark[n] = 1;
      const bit = bitOf(n);
      query[bit >>> 5]! |= 1 << (bit & 31);
    }
    const [out0, out1, out2, out3] = Array.from(query, (word) => ~word) as [number, number, number, number];
    const lists = numbers.map((n) => this.postings.get(n) ?? []).sort((a, b) => a.length - b.length);
    const stamp = (this.lookups = (this.lookups + 1) >>> 0 || 1);
    const { seen, records, data, ids } = this;
    const found: number[] = [];
    // The prefix's unknown trigrams hold no row: the rest of it comes from the shortest lists.
    const prefix = size - Math.ceil(T * size) + 1 - (size - numbers.length);
    const shortest = T * size;
    const longest = size / T;
    for (let l = 0; l < prefix && l < lists.length; l += 1) {
      const list = lists[l]!;
      for (let k = 0; k < list.length; k += 1) {
        const slot = list[k]!;
        if (seen[slot] === stamp) continue;
        seen[slot] = stamp;
        const record = slot * RECORD;
        const length = records[record + LENGTH]!;
        if (length < shortest || length > longest) continue;
        const allowedMisses = length - (T * (size + length)) / (1 + T);
        const surelyMissing =
          bitCount(records[record]! & out0) +
          bitCount(records[record + 1]! & out1) +
          bitCount(records[record + 2]! & out2) +
          bitCount(records[record + 3]! & out3);
        if (surelyMissing > allowedMisses) continue;
        const start = records[record + OFFSET]!;
        const end = start + length;
        let misses = 0;
        for (let i = start; i < end && misses <= allowedMisses; i += 1) misses += 1 - mark[data[i]!]!;
        if (misses <= allowedMisses) found.push(ids[slot]!);
      }
    }
    for (const n of numbers) mark[n] = 0;
    return found;
  }
}

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

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

/** Loads the pair's rows above `afterId` (all of them without) into the index. */
async function loadRows(tx: Db, pair: MemoryPair, index: PairIndex, afterId?: number): Promise<void> {
  const rows = await tx
    .select({ id: translationMemory.id, trigrams: sql<string>`array_to_string(show_trgm(${translationMemory.sourceText}), ${SEPARATOR})` })
    .from(translationMemory)
    .where(and(inPair(pair), afterId === undefined ? undefined : gt(translationMemory.id, afterId)));
  for (const row of rows) index.add(row.id, parseTrigrams(row.trigrams));
}

/**
 * Brings the index up to the pair's committed rows, in one snapshot (repeatable read): the new
 * rows above the last id seen, and all of them again when a row committed out of id order (a
 * concurrent save) is still missing.
 */
async function refresh(db: Db, pair: MemoryPair, index: PairIndex): Promise<PairIndex> {
  return db.transaction(
    async (tx) => {
      const state = toState(rowsOf<{ segments: unknown; max_id: unknown }>(await tx.execute(sql`select ${stateOf(pair)}`))[0]);
      let current = index;
      await loadRows(tx, pair, current, current.maxId);
      if (current.size < state.segments) {
        current = new PairIndex();
        await loadRows(tx, pair, current);
      }
      current.segments = state.segments;
      current.maxId = state.maxId;
      return current;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
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
