/**
 * Translation memory: the match look-up (GET /api/admin/translation-memory/matches) with 20,000
 * and then 200,000 synthetic segments stored for one site and language pair, and pre-translating
 * a 12-tip post into 5 languages from memory (POST /api/admin/posts/{id}/pretranslate), sequential
 * like one translator, on PGlite, with GET /api/health measured beside each as the reference.
 * Targets: look-up p95 <= 30 ms at 200,000 segments, growing <= 1.3x from 20,000; pre-translation
 * <= 1 s.
 *
 * The synthetic segments are sentences of 6 to 16 words drawn (Zipf-like: a few words very
 * common, most rare) from the ~9,000 words of the demo articles (all their languages), so the
 * trigrams repeat across rows as in real text.
 * Look-ups are a third exact texts, a third texts with one word changed (fuzzy), a third new ones.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { and, eq } from 'drizzle-orm';
import type { CreatePostRequest, PostTranslation } from '../../src/contract';
import { openDatabase } from '../../src/db/client';
import { languages, sites } from '../../src/db/schema';
import { prepareDatabase } from '../../src/db/setup';
import { pairSegments } from '../../src/modules/translation-memory/segments';
import { recordSegments } from '../../src/modules/translation-memory/store';
import { signInAsDemoAdmin } from '../lib/admin';
import { API_ROOT, HOST, startServer, stop, waitForPort } from '../lib/processes';
import { median, percentile, writeResults } from '../lib/results';
import { random } from '../lib/random';

const SMALL = 20_000;
const LARGE = 200_000;
const LOOKUPS = 300;
const WARMUP = 30;
const PRETRANSLATIONS = 10;
const TIPS = 12;
const TARGET_LANGUAGES = ['es', 'fr', 'ar', 'zh', 'de'];
const LOOKUP_TARGET_MS = 30;
const GROWTH_TARGET = 1.3;
const PRETRANSLATE_TARGET_MS = 1000;

/** The words of the demo articles, most frequent first. */
async function vocabulary(): Promise<string[]> {
  const dir = path.join(API_ROOT, 'content/demo/articles');
  const counts = new Map<string, number>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') for (const word of value.toLowerCase().match(/[a-z']{2,}/g) ?? []) counts.set(word, (counts.get(word) ?? 0) + 1);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  for (const file of await readdir(dir)) walk(JSON.parse(await readFile(path.join(dir, file), 'utf8')));
  return [...counts].sort((a, b) => b[1] - a[1]).map(([word]) => word);
}

function sentences(words: string[], count: number, seed: number): string[] {
  const next = random(seed);
  // Zipf-like: the index is the square of a uniform draw, so low indexes come up far more often.
  const word = () => words[Math.floor(next() ** 2 * words.length)]!;
  return Array.from({ length: count }, () => {
    const text = Array.from({ length: 6 + Math.floor(next() * 11) }, word).join(' ');
    return text[0]!.toUpperCase() + text.slice(1) + '.';
  });
}

const targetOf = (source: string) => `[es] ${source.split(' ').reverse().join(' ')}`;

function tipPost(lang: string): PostTranslation {
  return {
    title: `Twelve ways to keep a home warm (${lang})`,
    slug: '',
    excerpt: `A benchmark post with twelve tips (${lang}).`,
    content_type: 'json',
    content: Array.from({ length: TIPS }, (_, i) => ({
      id: `tip-${i + 1}`,
      title: `Warm home tip ${i + 1} (${lang})`,
      description: `What to do about draughts and heating, in a few ordinary sentences, number ${i + 1} (${lang}).`,
      tip: `An expert tip ${i + 1} (${lang}).`,
      rating: '4/5',
      price_range: `$$ (${lang})`,
      cta_text: `Visit (${lang})`,
      cta_link: 'https://shop.example/',
      offer_id: null,
      affiliate_note: null,
      company_name: 'Shop',
    })),
    content_html: null,
    status: 'draft',
    publish_at: null,
  };
}

/**
 * Stores segments `from`..`to` of the synthetic list for localhost en -> es, through the product's
 * recordSegments (the triggers of migration 0036 count them per pair), timed: the load time of
 * the writes. The server started afterwards loads them into its trigram index in the background.
 */
async function storeSegments(dataDir: string, all: string[], from: number, to: number): Promise<void> {
  const database = await openDatabase({ dataDir });
  try {
    const [site] = await database.db.select({ id: sites.id }).from(sites).where(eq(sites.domain, 'localhost'));
    const pairs = all.slice(from, to).map((source) => ({ source, target: targetOf(source) }));
    const started = performance.now();
    await recordSegments(database.db, { siteId: site!.id, sourceLang: 'en', targetLang: 'es', pairs });
    console.log(`  stored segments ${from}..${to} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
}

/** The demo, with German enabled on localhost (5 languages) and the 12-tip post's segments in memory. */
async function prepare(dataDir: string): Promise<void> {
  const { database } = await prepareDatabase({ dataDir, demo: true, demoTraffic: false });
  try {
    const db = database.db;
    const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.domain, 'localhost'));
    const siteId = site!.id;
    for (const code of TARGET_LANGUAGES) {
      const [row] = await db.select().from(languages).where(and(eq(languages.siteId, siteId), eq(languages.code, code)));
      if (!row) await db.insert(languages).values({ siteId, code, enabled: true, isDefault: false });
      else if (!row.enabled) await db.update(languages).set({ enabled: true }).where(eq(languages.id, row.id));
    }
    const original = tipPost('en');
    for (const code of TARGET_LANGUAGES) {
      const pairs = pairSegments({ ...original, seo: null }, { ...tipPost(code), seo: null });
      await recordSegments(db, { siteId, sourceLang: 'en', targetLang: code, pairs });
    }
  } finally {
    await database.close();
  }
}

const round = (n: number) => Math.round(n * 100) / 100;
const timings = (name: string, ms: number[]) => ({ name, p50Ms: round(median(ms)), p95Ms: round(percentile(ms, 95)), maxMs: round(Math.max(...ms)) });
type Timing = ReturnType<typeof timings>;

/** The server on `dataDir`, with a session (signed in now, or one of an earlier start, kept in the database). */
async function withServer<T>(
  dataDir: string,
  port: number,
  run: (base: string, auth: Record<string, string>) => Promise<T>,
  session?: Record<string, string>,
): Promise<T> {
  const child: ChildProcess = startServer(dataDir, port);
  try {
    await waitForPort(port);
    const base = `http://${HOST}:${port}`;
    return await run(base, session ?? (await signInAsDemoAdmin(base)));
  } finally {
    await stop(child);
  }
}

async function timedFetch(url: string, init: RequestInit): Promise<{ ms: number; body: string }> {
  const started = performance.now();
  const res = await fetch(url, init);
  const body = await res.text();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${body.slice(0, 300)}`);
  return { ms, body };
}

/** Sequential look-ups (exact, fuzzy, unknown in turn), each followed by GET /api/health. */
async function measureLookups(base: string, auth: Record<string, string>, siteId: number, stored: string[], unknown: string[], label: string): Promise<Timing[]> {
  const next = random(7);
  const text = (i: number) => {
    const source = stored[Math.floor(next() * stored.length)]!;
    if (i % 3 === 0) return source;
    if (i % 3 === 1) return source.replace(/\s\S+\.$/, ' window.');
    return unknown[i]!;
  };
  const url = (t: string) =>
    `${base}/api/admin/translation-memory/matches?${new URLSearchParams({ site_id: String(siteId), source_lang: 'en', target_lang: 'es', text: t })}`;
  // The first look-up after a start: the server loads every pair's trigram index in the background
  // as it starts; this look-up waits for the load still under way, if any. Reported.
  const first = await timedFetch(url(text(0)), { headers: auth });
  console.log(`  first look-up (${label} segments): ${Math.round(first.ms)} ms`);
  for (let i = 1; i < WARMUP; i += 1) await timedFetch(url(text(i)), { headers: auth });
  const lookupMs: number[] = [];
  const healthMs: number[] = [];
  let exact = 0;
  for (let i = 0; i < LOOKUPS; i += 1) {
    const { ms, body } = await timedFetch(url(text(i)), { headers: auth });
    lookupMs.push(ms);
    if ((JSON.parse(body) as { matches: Array<{ score: number }> }).matches[0]?.score === 1) exact += 1;
    healthMs.push((await timedFetch(`${base}/api/health`, {})).ms);
  }
  if (exact < LOOKUPS / 3) throw new Error(`only ${exact} of ${LOOKUPS} look-ups found their exact match`);
  return [timings(`GET .../translation-memory/matches (${label} segments)`, lookupMs), timings(`reference: GET /api/health (${label})`, healthMs)];
}

async function siteIdOf(base: string, auth: Record<string, string>): Promise<number> {
  const { body } = await timedFetch(`${base}/api/admin/sites`, { headers: auth });
  return (JSON.parse(body) as { sites: Array<{ id: number; domain: string }> }).sites.find((s) => s.domain === 'localhost')!.id;
}

/** A new 12-tip post (not timed), then its pre-translation into the 5 languages (timed). */
async function measurePretranslate(base: string, auth: Record<string, string>, siteId: number): Promise<Timing[]> {
  const json = { ...auth, 'content-type': 'application/json' };
  const ms: number[] = [];
  const healthMs: number[] = [];
  for (let i = 0; i < PRETRANSLATIONS + 2; i += 1) {
    const input: CreatePostRequest = {
      site_id: siteId,
      category: 'home',
      author_id: null,
      trending: false,
      is_advertorial: false,
      read_time: 5,
      read_time_auto: false,
      featured_image_url: null,
      translations: { en: { ...tipPost('en'), slug: `tm-bench-${Date.now()}-${i}` } },
    };
    const created = await timedFetch(`${base}/api/admin/posts`, { method: 'POST', headers: json, body: JSON.stringify(input) });
    const postId = (JSON.parse(created.body) as { post: { id: number } }).post.id;
    const run = await timedFetch(`${base}/api/admin/posts/${postId}/pretranslate`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ languages: TARGET_LANGUAGES }),
    });
    const summary = (JSON.parse(run.body) as { summary: Record<string, { filled: number; total: number }> }).summary;
    for (const code of TARGET_LANGUAGES) {
      if (summary[code]!.filled !== summary[code]!.total) throw new Error(`pre-translation filled ${JSON.stringify(summary[code])} in ${code}`);
    }
    // The first two warm the process up.
    if (i >= 2) {
      ms.push(run.ms);
      healthMs.push((await timedFetch(`${base}/api/health`, {})).ms);
    }
  }
  return [timings(`POST .../pretranslate (${TIPS} tips, ${TARGET_LANGUAGES.length} languages)`, ms), timings('reference: GET /api/health', healthMs)];
}

function print(results: Timing[]): void {
  console.log(`\n${'target'.padEnd(66)}${['p50', 'p95', 'max'].map((h) => h.padStart(10)).join('')}`);
  for (const r of results) console.log(`${r.name.padEnd(66)}${[r.p50Ms, r.p95Ms, r.maxMs].map((v) => `${v.toFixed(1)} ms`.padStart(10)).join('')}`);
}

export async function translationMemoryMode(port: number): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sitenet-bench-tm-'));
  try {
    console.log(`Seeding a fresh demo database in ${dataDir} ...`);
    await prepare(dataDir);
    const words = await vocabulary();
    const all = sentences(words, LARGE, 1);
    const unknown = sentences(words, LOOKUPS, 99);
    await storeSegments(dataDir, all, 0, SMALL);
    let session: { auth: Record<string, string>; siteId: number } | undefined;
    const small = await withServer(dataDir, port, async (base, auth) => {
      const siteId = await siteIdOf(base, auth);
      session = { auth, siteId };
      const lookups = await measureLookups(base, auth, siteId, all.slice(0, SMALL), unknown, '20,000');
      return [...lookups, ...(await measurePretranslate(base, auth, siteId))];
    });
    await storeSegments(dataDir, all, SMALL, LARGE);
    // With the first start's session, the first look-up goes out the moment the port opens (cold).
    const large = await withServer(dataDir, port, async (base, auth) => measureLookups(base, auth, session!.siteId, all, unknown, '200,000'), session!.auth);
    const results = [...small, ...large];
    print(results);
    const growth = round(large[0]!.p95Ms / small[0]!.p95Ms);
    console.log(`\n  look-up p95 at 200,000 <= ${LOOKUP_TARGET_MS} ms: ${large[0]!.p95Ms <= LOOKUP_TARGET_MS ? 'met' : 'NOT met'}`);
    console.log(`  growth 20,000 -> 200,000: ${growth}x (target <= ${GROWTH_TARGET}x): ${growth <= GROWTH_TARGET ? 'met' : 'NOT met'}`);
    console.log(`  pre-translation p95 <= ${PRETRANSLATE_TARGET_MS} ms: ${small[2]!.p95Ms <= PRETRANSLATE_TARGET_MS ? 'met' : 'NOT met'}`);
    await writeResults('translation-memory', { mode: 'translation-memory', segments: [SMALL, LARGE], lookups: LOOKUPS, growth, results });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
