import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { translationMemory } from '../../db/schema';
import { rowsOf } from '../../db/rows';

/**
 * pg_trgm's trigrams as numbers. pg_trgm stores a trigram in 3 bytes (the 3 lowercased ASCII
 * characters, or a CRC of a trigram with other characters) and compares those bytes; show_trgm()
 * prints printable ones as their characters and the others as `0x` and 6 hex digits of the same
 * 24-bit value. So a trigram's code here is that value, read from either form: equal codes are
 * exactly the trigrams similarity() counts as equal.
 */

/** show_trgm()'s elements are letters, digits and spaces, or a hex code: never a `|`. */
export const SEPARATOR = '|';

/** The codes of show_trgm()'s elements joined by SEPARATOR (array_to_string). */
export function parseTrigrams(joined: string): Int32Array {
  if (!joined) return new Int32Array(0);
  return Int32Array.from(joined.split(SEPARATOR), (trigram) =>
    trigram.length === 3 ? (trigram.charCodeAt(0) << 16) | (trigram.charCodeAt(1) << 8) | trigram.charCodeAt(2) : parseInt(trigram.slice(2), 16),
  );
}

const SPACE = 32;
/** A text's trigrams before sorting, reused by every call. */
let scratch = new Int32Array(1024);
/** The set of a text's trigrams: a slot is in it when stamped with the call's stamp. */
let setCodes = new Int32Array(1024);
let setStamps = new Uint32Array(1024);
let setStamp = 0;

/**
 * show_trgm(text) computed here for an ASCII text, null for any other (whose word characters,
 * case and CRCs depend on the database's locale: PostgreSQL computes those). pg_trgm's rule for
 * ASCII: each run of letters and digits is lowercased, padded with two spaces before and one after,
 * and every 3 consecutive characters of it are a trigram; the set holds each once.
 * trigrams.test.ts compares it with show_trgm() on both databases.
 */
export function asciiTrigrams(text: string): Int32Array | null {
  // At most one trigram per character and one more per word: twice the length bounds them.
  if (scratch.length < 2 * text.length) scratch = new Int32Array(4 * text.length);
  const codes = scratch;
  let count = 0;
  let before = SPACE;
  let last = SPACE;
  let inWord = false;
  for (let k = 0; k < text.length; k += 1) {
    let c = text.charCodeAt(k);
    if (c > 127) return null;
    const upper = c >= 65 && c <= 90;
    if (upper || (c >= 97 && c <= 122) || (c >= 48 && c <= 57)) {
      if (upper) c += 32;
      if (!inWord) {
        before = SPACE;
        last = SPACE;
        inWord = true;
      }
      codes[count++] = (before << 16) | (last << 8) | c;
      before = last;
      last = c;
    } else if (inWord) {
      codes[count++] = (before << 16) | (last << 8) | SPACE;
      inWord = false;
    }
  }
  if (inWord) codes[count++] = (before << 16) | (last << 8) | SPACE;
  // The repeats dropped through a small hash set, stamped per call so nothing is cleared.
  const bits = Math.max(10, Math.ceil(Math.log2(2 * count + 2)));
  if (setCodes.length < 1 << bits) [setCodes, setStamps] = [new Int32Array(1 << bits), new Uint32Array(1 << bits)];
  const mask = (1 << bits) - 1;
  const stamp = (setStamp = (setStamp + 1) >>> 0 || 1);
  let distinct = 0;
  for (let k = 0; k < count; k += 1) {
    const code = codes[k]!;
    let h = Math.imul(code, 0x9e3779b1) >>> (32 - bits);
    while (setStamps[h] === stamp && setCodes[h] !== code) h = (h + 1) & mask;
    if (setStamps[h] === stamp) continue;
    setStamps[h] = stamp;
    setCodes[h] = code;
    codes[distinct++] = code;
  }
  return codes.slice(0, distinct);
}


/** Rows whose show_trgm() PostgreSQL computes per statement (bound parameters stay few). */
const BATCH = 5000;

/**
 * The trigram codes of the rows a `where` selects, as [id, codes] pairs. The source texts come in
 * one aggregated value (PGlite spends ~9 µs per result row, and show_trgm() ~50 µs per text: the
 * 200,000 rows of the benchmark took 13.5 s that way, ~1 s this way); only the non-ASCII ones go
 * through show_trgm(), by id.
 */
export async function trigramsOfRows(tx: Db, where: SQL): Promise<Array<[number, Int32Array]>> {
  const [row] = rowsOf<{ rows: unknown }>(
    await tx.execute(sql`select coalesce(json_agg(json_build_array(${translationMemory.id}, ${translationMemory.sourceText})), '[]')::text as rows
      from ${translationMemory} where ${where}`),
  );
  const texts = JSON.parse(String(row?.rows ?? '[]')) as Array<[number, string]>;
  const found: Array<[number, Int32Array]> = [];
  const others: number[] = [];
  for (const [id, text] of texts) {
    const codes = asciiTrigrams(text);
    if (codes) found.push([id, codes]);
    else others.push(id);
  }
  for (let start = 0; start < others.length; start += BATCH) {
    const rows = await tx
      .select({ id: translationMemory.id, trigrams: sql<string>`array_to_string(show_trgm(${translationMemory.sourceText}), ${SEPARATOR})` })
      .from(translationMemory)
      .where(inArray(translationMemory.id, others.slice(start, start + BATCH)));
    for (const { id, trigrams } of rows) found.push([id, parseTrigrams(trigrams)]);
  }
  return found;
}
