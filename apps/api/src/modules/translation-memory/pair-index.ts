import { TM_FUZZY_THRESHOLD } from '../../contract';

/**
 * The rows of one language pair that can reach a similarity() of TM_FUZZY_THRESHOLD with a text,
 * by positional prefix filtering (PPJoin, Xiao et al. 2008) over the rows' trigram sets.
 *
 * Similarity is c / (|A| + |B| - c) for a query A, a row B and c trigrams in common, so B reaches
 * T when c >= cmin = T·(|A| + |B|) / (1 + T), which bounds |B| to [T·|A|, |A| / T]. Order every
 * trigram once for the pair, rarest first (by its count when the index was built), and let x be
 * the first trigram A and B share, at position i of A and j of B: no trigram of either before it
 * is in the other, so c <= |A| - i and c <= |B| - j. Hence
 * - a row is indexed only under the trigrams it can share first: positions j <= |B| - T·|B|
 *   (cmin >= T·|B|), about a quarter of them, rare ones;
 * - under each, the rows are sorted by length |B|, so a look-up reads only the lengths in range;
 * - a look-up reads, for its i-th trigram, only the lengths with |A| - i >= cmin (fewer as i
 *   grows, none past ~|A|/4), and skips the entries with j > |B| - cmin.
 * The work is the entries of the query's rarest trigrams at compatible lengths and positions,
 * which the benchmark's 200,000 rows make a few thousand. Each row found is then checked: first
 * by 128-bit signatures, then its trigrams counted, stopping at one miss too many.
 */

/** A little below the threshold: a float rounding must never drop a row (SQL decides exactly). */
const T = TM_FUZZY_THRESHOLD - 1e-6;
const minOverlap = (a: number, b: number) => Math.ceil((T * (a + b)) / (1 + T));

/**
 * A dense number per trigram code, shared by every pair of the process (the marks' index): an
 * open-addressing table of Int32Arrays, as a Map took most of a 200,000-row build.
 */
let keys = new Int32Array(1 << 14).fill(-1);
let values = new Int32Array(1 << 14);
let numbered = 0;
const slotOf = (code: number, table: Int32Array): number => {
  const mask = table.length - 1;
  // The product's high bits: its low ones depend only on the code's (its last character).
  let h = Math.imul(code, 0x9e3779b1) >>> (Math.clz32(table.length) + 1);
  while (table[h] !== -1 && table[h] !== code) h = (h + 1) & mask;
  return h;
};
/** The code's number, or -1 when no row of the process holds it. */
const knownNumber = (code: number): number => {
  const h = slotOf(code, keys);
  return keys[h] === code ? values[h]! : -1;
};
const numberOf = (code: number): number => {
  let h = slotOf(code, keys);
  if (keys[h] === code) return values[h]!;
  if (numbered * 2 >= keys.length) {
    const [oldKeys, oldValues] = [keys, values];
    keys = new Int32Array(oldKeys.length * 2).fill(-1);
    values = new Int32Array(oldKeys.length * 2);
    oldKeys.forEach((key, k) => {
      if (key === -1) return;
      const to = slotOf(key, keys);
      keys[to] = key;
      values[to] = oldValues[k]!;
    });
    h = slotOf(code, keys);
  }
  keys[h] = code;
  values[h] = numbered;
  return numbered++;
};

/** The query's trigrams marked by number, reused by every look-up (cleared after each). */
let marks = new Uint8Array(1024);

/**
 * Per row, RECORD words: a 128-bit signature (bit h(n) set for each of its trigram numbers n), its
 * trigram count and where its numbers start in `data`. A row's trigram whose bit is not in the
 * query's signature is not in the query, so its bits outside the query's are a lower bound of its
 * misses: most rows are dismissed from these 24 bytes, without reading their trigrams.
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

/** A typed array at least `needed` long (doubling), holding `array`'s values. */
function grown<A extends Int32Array | Uint32Array>(array: A, needed: number, make: (length: number) => A): A {
  if (needed <= array.length) return array;
  const bigger = make(Math.max(needed, array.length * 2));
  bigger.set(array);
  return bigger;
}

/**
 * Ranks: a trigram counted at the build ranks COUNTED + its place (rarest first); one first met
 * later ranks below all of them (it is rare). A row orders its trigrams by rank * NUMBERS + number
 * (exact in a double: ranks stay under 2^29, numbers under 2^24, as many as 3-byte codes).
 */
const COUNTED = 1 << 28;
const NUMBERS = 1 << 24;
/** The smallest keys of the row being placed, in order (reused by every row). */
let order = new Float64Array(256);

/** A build lets other requests run every YIELD_ROWS rows (a 200,000-row build takes seconds). */
const YIELD_ROWS = 10_000;
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/** How many of a row's first trigrams (in the pair's order) it is indexed under. */
const indexedOf = (length: number) => Math.min(length, length - Math.ceil(T * length) + 1);

export class PairIndex {
  segments = 0;
  maxId = 0;
  /** Per row, by slot (0, 1, 2 ... in load order): its id, its record, its trigram numbers. */
  private readonly ids: number[] = [];
  private records = new Uint32Array(RECORD * 1024);
  private data = new Int32Array(64 * 1024);
  private used = 0;
  /** Trigram number -> its rank in the pair's order (0: no row of the pair holds it). */
  private ranks = new Int32Array(1024);
  private unranked = 0;
  /**
   * The entries (slot, j, |B|) of the rows under each trigram number n: those of the build in flat
   * arrays, n's from start[n] to start[n + 1] sorted by length (a look-up finds its lengths by
   * binary search); those added since in `recent` (n -> [slot, j, |B|, ...]), read whole.
   */
  private start: Int32Array = new Int32Array(1);
  private entrySlot: Int32Array = new Int32Array(0);
  private entryJ: Int32Array = new Int32Array(0);
  private entryLength: Int32Array = new Int32Array(0);
  private readonly recent = new Map<number, number[]>();
  private recentEntries = 0;
  /** Per slot, the look-up that last met it (a look-up counter, so nothing is cleared). */
  private seen = new Uint32Array(1024);
  private lookups = 0;

  /**
   * An index of `rows` ([id, distinct trigram codes], overwritten by their numbers), its order
   * from their trigrams' counts, its entries grouped by trigram and length by two counting sorts.
   */
  static async build(rows: Array<[number, Int32Array]>): Promise<PairIndex> {
    const index = new PairIndex();
    let total = 0;
    let entries = 0;
    let longest = 0;
    for (let r = 0; r < rows.length; r += 1) {
      if (r % YIELD_ROWS === 0) await yieldToOthers();
      const codes = rows[r]![1];
      for (let k = 0; k < codes.length; k += 1) codes[k] = numberOf(codes[k]!);
      total += codes.length;
      entries += indexedOf(codes.length);
      longest = Math.max(longest, codes.length);
    }
    const counts = new Int32Array(numbered);
    for (const [, row] of rows) for (let k = 0; k < row.length; k += 1) counts[row[k]!]! += 1;
    const held: number[] = [];
    counts.forEach((count, n) => count > 0 && held.push(count * NUMBERS + n));
    const ordered = Float64Array.from(held).sort();
    index.ranks = new Int32Array(Math.max(1024, numbered * 2));
    ordered.forEach((key, k) => (index.ranks[key % NUMBERS] = COUNTED + k));
    index.records = new Uint32Array(RECORD * Math.max(1024, rows.length));
    index.data = new Int32Array(Math.max(1024, total));
    // The entries in row order, then stably by length, then stably by trigram number.
    const number = new Int32Array(entries);
    const slot = new Int32Array(entries);
    const j = new Int32Array(entries);
    const length = new Int32Array(entries);
    let e = 0;
    for (let r = 0; r < rows.length; r += 1) {
      if (r % YIELD_ROWS === 0) await yieldToOthers();
      const [id, row] = rows[r]!;
      const at = index.place(id, row);
      for (let k = 0; k < indexedOf(row.length); k += 1, e += 1) {
        number[e] = order[k]! % NUMBERS;
        slot[e] = at;
        j[e] = k;
        length[e] = row.length;
      }
    }
    const byNumber = countingSort(number, numbered, countingSort(length, longest + 1, null));
    index.start = starts(number, numbered);
    index.entrySlot = new Int32Array(entries);
    index.entryJ = new Int32Array(entries);
    index.entryLength = new Int32Array(entries);
    for (let k = 0; k < entries; k += 1) {
      const from = byNumber[k]!;
      index.entrySlot[k] = slot[from]!;
      index.entryJ[k] = j[from]!;
      index.entryLength[k] = length[from]!;
    }
    return index;
  }

  get size(): number {
    return this.ids.length;
  }

  /** Whether more rows came since the build than at it: a new build reads less per look-up. */
  get stale(): boolean {
    return this.recentEntries > this.entrySlot.length;
  }

  /** Adds a row ([id, distinct trigram codes]) in the order of the build. */
  add(id: number, codes: Int32Array): void {
    const row = codes.map(numberOf);
    const slot = this.place(id, row);
    for (let k = 0; k < indexedOf(row.length); k += 1) {
      const n = order[k]! % NUMBERS;
      const list = this.recent.get(n);
      if (list) list.push(slot, k, row.length);
      else this.recent.set(n, [slot, k, row.length]);
      this.recentEntries += 1;
    }
  }

  private rankOf(n: number): number {
    this.ranks = grown(this.ranks, n + 1, (length) => new Int32Array(length));
    return (this.ranks[n] ||= COUNTED - ++this.unranked);
  }

  /** Stores a row's id, record and numbers; leaves its first indexedOf() keys in `order`. */
  private place(id: number, row: Int32Array): number {
    const slot = this.ids.length;
    this.ids.push(id);
    const length = row.length;
    this.records = grown(this.records, (slot + 1) * RECORD, (n) => new Uint32Array(n));
    this.data = grown(this.data, this.used + length, (n) => new Int32Array(n));
    const { records, data } = this;
    const record = slot * RECORD;
    records[record + LENGTH] = length;
    records[record + OFFSET] = this.used;
    const indexed = indexedOf(length);
    if (order.length < indexed) order = new Float64Array(indexed * 2);
    let filled = 0;
    let used = this.used;
    for (let k = 0; k < length; k += 1) {
      const n = row[k]!;
      const bit = bitOf(n);
      records[record + (bit >>> 5)]! |= 1 << (bit & 31);
      data[used++] = n;
      // An insertion sort keeping the `indexed` smallest keys (a typed array's sort() cost ~6 µs a row).
      const key = ((n < this.ranks.length && this.ranks[n]) || this.rankOf(n)) * NUMBERS + n;
      if (filled === indexed && key >= order[indexed - 1]!) continue;
      let p = filled < indexed ? filled++ : indexed - 1;
      for (; p > 0 && order[p - 1]! > key; p -= 1) order[p] = order[p - 1]!;
      order[p] = key;
    }
    this.used = used;
    return slot;
  }

  /** The ids of the rows whose similarity with the trigram codes `wanted` (distinct) can reach T. */
  similar(wanted: Int32Array): number[] {
    const size = wanted.length;
    if (marks.length < numbered) marks = new Uint8Array(numbered * 2);
    if (this.seen.length < this.ids.length) this.seen = new Uint32Array(this.ids.length * 2);
    // A trigram no row of the pair holds counts in |A| and is first in A's order: it is in no B.
    const known: Array<[number, number]> = [];
    for (const code of wanted) {
      const n = knownNumber(code);
      const rank = n < 0 ? 0 : (this.ranks[n] ?? 0);
      if (rank) known.push([rank, n]);
    }
    known.sort((a, b) => a[0] - b[0]);
    const mark = marks;
    const query = new Uint32Array(4);
    for (const [, n] of known) {
      mark[n] = 1;
      const bit = bitOf(n);
      query[bit >>> 5]! |= 1 << (bit & 31);
    }
    const [out0, out1, out2, out3] = Array.from(query, (word) => ~word) as [number, number, number, number];
    const stamp = (this.lookups = (this.lookups + 1) >>> 0 || 1);
    const { seen, records, data, ids, start, entrySlot, entryJ, entryLength } = this;
    const found: number[] = [];
    const shortest = Math.max(1, Math.ceil(T * size));
    const longest = Math.floor(size / T);
    /** Whether the row in `slot`, of `length` trigrams, shares `least` of the query's (its misses counted with an early exit). */
    const reaches = (slot: number, length: number, least: number): boolean => {
      const record = slot * RECORD;
      const allowedMisses = length - least;
      const surelyMissing =
        bitCount(records[record]! & out0) +
        bitCount(records[record + 1]! & out1) +
        bitCount(records[record + 2]! & out2) +
        bitCount(records[record + 3]! & out3);
      if (surelyMissing > allowedMisses) return false;
      const from = records[record + OFFSET]!;
      const end = from + length;
      let misses = 0;
      for (let d = from; d < end && misses <= allowedMisses; d += 1) misses += 1 - mark[data[d]!]!;
      return misses <= allowedMisses;
    };
    /** Meets an entry: a row first met here is checked once (a later meeting skips it). */
    const meet = (slot: number, j: number, length: number, i: number): void => {
      const least = minOverlap(size, length);
      // x, the shared trigram, is the first: none before it in A (i) or in B (j) is shared.
      if (j > length - least || size - i < least || seen[slot] === stamp) return;
      seen[slot] = stamp;
      if (reaches(slot, length, least)) found.push(ids[slot]!);
    };
    for (let k = 0, i = size - known.length; k < known.length; k += 1, i += 1) {
      if (size - i < minOverlap(size, shortest)) break;
      const n = known[k]![1];
      if (n + 1 < start.length) {
        // The first entry of n at a length >= shortest, then on while a row of that length can reach T.
        let low = start[n]!;
        let high = start[n + 1]!;
        while (low < high) {
          const middle = (low + high) >>> 1;
          if (entryLength[middle]! < shortest) low = middle + 1;
          else high = middle;
        }
        for (let e = low; e < start[n + 1]!; e += 1) {
          const length = entryLength[e]!;
          if (length > longest || size - i < minOverlap(size, length)) break;
          meet(entrySlot[e]!, entryJ[e]!, length, i);
        }
      }
      const list = this.recent.get(n);
      if (list) {
        for (let e = 0; e < list.length; e += 3) {
          const length = list[e + 2]!;
          if (length >= shortest && length <= longest) meet(list[e]!, list[e + 1]!, length, i);
        }
      }
    }
    for (const [, n] of known) mark[n] = 0;
    return found;
  }
}

/** The indexes of `order` (all of keys' without) sorted stably by keys[index], keys below `range`. */
function countingSort(keys: Int32Array, range: number, order: Int32Array | null): Int32Array {
  const next = starts(keys, range);
  const sorted = new Int32Array(keys.length);
  for (let k = 0; k < keys.length; k += 1) {
    const index = order ? order[k]! : k;
    sorted[next[keys[index]!]!++] = index;
  }
  return sorted;
}

/** Where each key's run starts once sorted (and the end at [range]). */
function starts(keys: Int32Array, range: number): Int32Array {
  const start = new Int32Array(range + 1);
  for (let k = 0; k < keys.length; k += 1) start[keys[k]! + 1]! += 1;
  for (let k = 1; k <= range; k += 1) start[k]! += start[k - 1]!;
  return start;
}
