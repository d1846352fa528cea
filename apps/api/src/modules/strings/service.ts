import { and, eq, inArray, sql } from 'drizzle-orm';
import type { InterfaceString, ListStringsResponse, StringState } from '../../contract';
import type { Db } from '../../db/client';
import { interfaceStrings, languages } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { badRequest, notFound } from '../../lib/errors';
import { requireMachineTranslator } from '../machine-translation/translator';
import { exactMatches, recordSegments } from '../translation-memory/store';
import { interfaceKeys, nestDictionary } from './keys';
import { placeholderProblems } from './placeholders';
import { routeSections, SHIPPED } from './shipped';

export type StoredState = 'machine' | 'reviewed';

export interface StringRow {
  key: string;
  /** Empty: the stored text is removed. */
  target: string;
  state?: StoredState;
}

interface Stored {
  target: string;
  state: StoredState;
}

/** The language's stored texts by key (keys English no longer has are left out). */
async function storedTexts(db: Db, siteId: number, code: string): Promise<Map<string, Stored>> {
  const rows = await db
    .select({ key: interfaceStrings.key, target: interfaceStrings.target, state: interfaceStrings.state })
    .from(interfaceStrings)
    .where(and(eq(interfaceStrings.siteId, siteId), eq(interfaceStrings.locale, code)));
  const known = new Set(interfaceKeys(code).map((k) => k.key));
  return new Map(rows.filter((row) => known.has(row.key)).map((row) => [row.key, { target: row.target, state: row.state }]));
}

/**
 * The interface language of a request: English is the source (its texts are the code's en.json),
 * any other must be one of the site's languages.
 */
export async function requireStringsLanguage(db: Db, siteId: number, code: string): Promise<void> {
  if (code === 'en') throw badRequest('English is the source language: its texts are defined in the code (packages/i18n/translations/en.json)');
  const [row] = await db
    .select({ id: languages.id })
    .from(languages)
    .where(and(eq(languages.siteId, siteId), eq(languages.code, code)))
    .limit(1);
  if (!row) throw notFound(`Language ${code} is not added to this site`);
}

/** Every key of the language with its source, stored text and state, in the English file's order. */
export async function allStrings(db: Db, siteId: number, code: string): Promise<InterfaceString[]> {
  const stored = await storedTexts(db, siteId, code);
  return interfaceKeys(code).map(({ key, source }) => {
    const text = stored.get(key);
    return { key, source, target: text?.target ?? null, state: text?.state ?? 'missing' };
  });
}

export async function listStrings(db: Db, siteId: number, code: string, filter: { state?: StringState; q?: string } = {}): Promise<ListStringsResponse> {
  const all = await allStrings(db, siteId, code);
  const q = filter.q?.toLocaleLowerCase();
  const strings = all.filter(
    (row) =>
      (!filter.state || row.state === filter.state) &&
      (!q || row.key.toLocaleLowerCase().includes(q) || row.source.toLocaleLowerCase().includes(q) || (row.target?.toLocaleLowerCase().includes(q) ?? false)),
  );
  return { strings, key_count: all.length, translated_count: all.filter((row) => row.state !== 'missing').length };
}

/**
 * Each row's problems by key (unknown key, placeholders the English source has and the text
 * lacks or the other way round); empty when all may be saved.
 */
export function checkStrings(code: string, rows: readonly StringRow[]): Record<string, string[]> {
  const sources = new Map(interfaceKeys(code).map((k) => [k.key, k.source]));
  const errors: Record<string, string[]> = {};
  const add = (key: string, problem: string) => (errors[key] ??= []).push(problem);
  const seen = new Set<string>();
  for (const row of rows) {
    const source = sources.get(row.key);
    if (source === undefined) add(row.key, 'Unknown key: the English texts have no such key');
    else if (row.target.trim() !== '') for (const problem of placeholderProblems(source, row.target)) add(row.key, problem);
    if (seen.has(row.key)) add(row.key, 'The key is given twice');
    seen.add(row.key);
  }
  return errors;
}

/** `common.by: The placeholder {{name}} is missing` (the first problem), for the error message. */
export function firstProblem(errors: Record<string, string[]>): string {
  const [key, problems] = Object.entries(errors)[0]!;
  const more = Object.values(errors).reduce((sum, list) => sum + list.length, 0) - 1;
  return `${key}: ${problems[0]}${more > 0 ? ` (and ${more} more)` : ''}`;
}

/**
 * Saves a batch of one language's strings, all or none: 400 listing every problem (nothing is
 * written), else each changed text is stored (an empty one removed: the key is missing again).
 * `options.state` overrides each row's state (an import's); a person's save is `reviewed`.
 * The one write path of interface strings, so what must happen on every save (a translation
 * memory recording the pairs, say) belongs here. Returns the number of keys changed.
 */
export async function saveStrings(
  ctx: { db: Db },
  siteId: number,
  code: string,
  rows: readonly StringRow[],
  options: { state?: StoredState; userId?: number | null } = {},
): Promise<number> {
  const errors = checkStrings(code, rows);
  if (Object.keys(errors).length > 0) throw badRequest(firstProblem(errors), errors);
  const stored = await storedTexts(ctx.db, siteId, code);
  const removed: string[] = [];
  const written: Array<typeof interfaceStrings.$inferInsert> = [];
  for (const row of rows) {
    const state = options.state ?? row.state ?? 'reviewed';
    const before = stored.get(row.key);
    if (row.target.trim() === '') {
      if (before) removed.push(row.key);
    } else if (!before || before.target !== row.target || before.state !== state) {
      written.push({ siteId, locale: code, key: row.key, target: row.target, state, updatedBy: options.userId ?? null, updatedAt: new Date() });
    }
  }
  if (removed.length === 0 && written.length === 0) return 0;
  await ctx.db.transaction(async (tx) => {
    if (removed.length > 0) {
      await tx
        .delete(interfaceStrings)
        .where(and(eq(interfaceStrings.siteId, siteId), eq(interfaceStrings.locale, code), inArray(interfaceStrings.key, removed)));
    }
    for (let start = 0; start < written.length; start += 500) {
      await tx
        .insert(interfaceStrings)
        .values(written.slice(start, start + 500))
        .onConflictDoUpdate({
          target: [interfaceStrings.siteId, interfaceStrings.locale, interfaceStrings.key],
          set: { target: sql`excluded.target`, state: sql`excluded.state`, updatedBy: sql`excluded.updated_by`, updatedAt: sql`excluded.updated_at` },
        });
    }
  });
  await rememberReviewed(ctx.db, siteId, code, written);
  return removed.length + written.length;
}

/**
 * A person's texts (reviewed) go to the translation memory as English source -> text, like the
 * segments of posts; a failure there never fails the save (the memory is a help, the strings are
 * the record).
 */
async function rememberReviewed(db: Db, siteId: number, code: string, written: ReadonlyArray<typeof interfaceStrings.$inferInsert>): Promise<void> {
  const sources = new Map(interfaceKeys(code).map((k) => [k.key, k.source]));
  const pairs = written
    .filter((row) => row.state === 'reviewed' && sources.has(row.key))
    .map((row) => ({ source: sources.get(row.key)!, target: row.target }));
  if (pairs.length === 0) return;
  try {
    await recordSegments(db, { siteId, sourceLang: 'en', targetLang: code, pairs });
  } catch (error) {
    console.warn('interface strings not recorded in the translation memory', error);
  }
}

/**
 * Fills a language's missing strings: the translation memory's exact matches first (a person's
 * translation of the same English text: stored as reviewed), then with `useMachine` the network's
 * provider for the rest (stored as machine, for a person to review). The machine is asked before
 * anything is written, so a provider that fails leaves the strings as they were.
 */
export async function pretranslateStrings(
  ctx: { db: Db; clock: Clock },
  siteId: number,
  code: string,
  { useMachine, userId }: { useMachine: boolean; userId: number },
): Promise<{ fromMemory: number; byMachine: number }> {
  const translator = useMachine ? await requireMachineTranslator(ctx) : undefined;
  const missing = (await allStrings(ctx.db, siteId, code)).filter((row) => row.state === 'missing');
  const memory = await exactMatches(ctx.db, { siteId, sourceLang: 'en', targetLang: code, texts: missing.map((row) => row.source) });
  const rows: StringRow[] = [];
  const rest: typeof missing = [];
  for (const row of missing) {
    const target = memory.get(row.source);
    if (target === undefined) rest.push(row);
    else rows.push({ key: row.key, target, state: 'reviewed' });
  }
  const fromMemory = rows.length;
  if (translator && rest.length > 0) {
    const answers = await translator(rest.map((row) => row.source), 'en', code, { html: false });
    rest.forEach((row, index) => {
      const target = answers[index]?.trim();
      if (target) rows.push({ key: row.key, target, state: 'machine' });
    });
  }
  await saveStrings(ctx, siteId, code, rows, { userId });
  return { fromMemory, byMachine: rows.length - fromMemory };
}

/** Translated keys per language of a site (the languages screen's keyCount). */
export async function translatedCounts(db: Db, siteId: number): Promise<Map<string, number>> {
  const rows = await db
    .select({ locale: interfaceStrings.locale, key: interfaceStrings.key })
    .from(interfaceStrings)
    .where(eq(interfaceStrings.siteId, siteId));
  const counts = new Map<string, number>();
  const keySets = new Map<string, Set<string>>();
  for (const { locale, key } of rows) {
    let known = keySets.get(locale);
    if (!known) keySets.set(locale, (known = new Set(interfaceKeys(locale).map((k) => k.key))));
    if (known.has(key)) counts.set(locale, (counts.get(locale) ?? 0) + 1);
  }
  return counts;
}

export interface GeneratedDictionary {
  dictionary: Record<string, unknown>;
  /** Keys that show English because the language has no text for them. */
  fallbacks: number;
}

/**
 * The magazine's dictionary of one language on a site: every key, the stored text or else the
 * language's own `x_other` (a plural form it lacks) or else English; plus the URL segments.
 * Null for a language the site does not have and the magazine ships no file for.
 */
export async function generatedDictionary(db: Db, siteId: number, code: string): Promise<GeneratedDictionary | null> {
  if (code !== 'en' && !SHIPPED[code]) {
    const [row] = await db.select({ id: languages.id }).from(languages).where(and(eq(languages.siteId, siteId), eq(languages.code, code))).limit(1);
    if (!row) return null;
  }
  const stored = code === 'en' ? new Map<string, Stored>() : await storedTexts(db, siteId, code);
  let fallbacks = 0;
  const entries = interfaceKeys(code).map(({ key, source }): [string, string] => {
    const text = stored.get(key)?.target ?? stored.get(key.replace(/_(zero|one|two|few|many)$/, '_other'))?.target;
    if (text === undefined && code !== 'en') fallbacks += 1;
    return [key, text ?? source];
  });
  return { dictionary: { ...routeSections(code), ...nestDictionary(entries) }, fallbacks };
}
