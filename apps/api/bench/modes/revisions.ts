/**
 * Revisions: the history list of a translation with 1,000 revisions (all of the last 30 days, so
 * none is pruned) and the read of one revision of a 12-tip post, sequential like one editor opening
 * the history, on PGlite in a fresh demo database. Targets: list p95 <= 50 ms; the revision read
 * plus the diff (the admin's, measured by `vitest bench` in apps/admin) <= 20 ms.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { eq } from 'drizzle-orm';
import type { CreatePostRequest, PostTranslation } from '../../src/contract';
import { postRevisions, sites } from '../../src/db/schema';
import { prepareDatabase } from '../../src/db/setup';
import { systemClock } from '../../src/lib/clock';
import { SiteAccess } from '../../src/modules/sites/access';
import { getRevision } from '../../src/modules/posts/revisions';
import { PostService } from '../../src/modules/posts/service';
import { signInAsDemoAdmin } from '../lib/admin';
import { HOST, startServer, stop, waitForPort } from '../lib/processes';
import { median, percentile, writeResults } from '../lib/results';
import { seedFresh } from '../lib/seed';

const REVISIONS = 1000;
const TIPS = 12;
const READS = 300;
const WARMUP = 20;
const LIST_TARGET_MS = 50;

function translation(lang: string): PostTranslation {
  return {
    title: `Twelve ways to save (${lang})`,
    slug: '',
    excerpt: 'A benchmark post with twelve tips.',
    content_type: 'json',
    content: Array.from({ length: TIPS }, (_, i) => ({
      id: `tip-${i + 1}`,
      title: `Tip ${i + 1} (${lang})`,
      description: `What to do, in a few sentences of ordinary length, number ${i + 1}. `.repeat(4),
      tip: 'An expert tip.',
      rating: '4/5',
      price_range: '$$',
      cta_text: 'Visit',
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

/** A 12-tip post in en and es, and 1,000 revisions of its Spanish spread over the last 29 days. */
async function preparePost(dataDir: string): Promise<{ postId: number; revisionId: number }> {
  const { database } = await prepareDatabase({ dataDir, demo: true });
  try {
    const db = database.db;
    const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.domain, 'localhost'));
    const service = new PostService(db, new SiteAccess(db), systemClock);
    const input: CreatePostRequest = {
      site_id: site!.id,
      category: 'money',
      author_id: null,
      trending: false,
      is_advertorial: false,
      read_time: 5,
      read_time_auto: false,
      featured_image_url: null,
      translations: { en: translation('en'), es: translation('es') },
    };
    const post = await service.create(input, { actor: null });
    const [created] = await db.select().from(postRevisions).where(eq(postRevisions.postId, post.id)).limit(1);
    const snapshot = (await getRevision(db, created!.id)).translation;
    const now = Date.now();
    const span = 29 * 24 * 60 * 60 * 1000;
    for (let start = 0; start < REVISIONS; start += 250) {
      await db.insert(postRevisions).values(
        Array.from({ length: 250 }, (_, i) => ({
          postId: post.id,
          locale: 'es',
          createdAt: new Date(now - Math.round(((start + i) / REVISIONS) * span)),
          snapshot: { ...snapshot, title: `${snapshot.title} ${start + i}` },
        })),
      );
    }
    return { postId: post.id, revisionId: created!.id };
  } finally {
    await database.close();
  }
}

const round = (n: number) => Math.round(n * 100) / 100;
const timings = (name: string, ms: number[]) => ({
  name,
  p50Ms: round(median(ms)),
  p95Ms: round(percentile(ms, 95)),
  maxMs: round(Math.max(...ms)),
});

export async function revisionsMode(port: number): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'sitenet-bench-revisions-'));
  const children: ChildProcess[] = [];
  try {
    console.log(`Seeding a fresh database in ${dataDir} ...`);
    await seedFresh(dataDir);
    const { postId, revisionId } = await preparePost(dataDir);
    children.push(startServer(dataDir, port));
    await waitForPort(port);
    const base = `http://${HOST}:${port}`;
    const auth = await signInAsDemoAdmin(base);
    const timed = async (url: string, check: (body: string) => void): Promise<number> => {
      const started = performance.now();
      const res = await fetch(`${base}${url}`, { headers: auth });
      const body = await res.text();
      const ms = performance.now() - started;
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${body.slice(0, 300)}`);
      check(body);
      return ms;
    };
    const listUrl = `/api/admin/posts/${postId}/revisions?language=es`;
    const listed = (body: string) => {
      const count = (JSON.parse(body) as { revisions: unknown[] }).revisions.length;
      if (count !== REVISIONS + 1) throw new Error(`the list has ${count} revisions, not ${REVISIONS + 1}`);
    };
    const revisionUrl = `/api/admin/revisions/${revisionId}`;
    for (let i = 0; i < WARMUP; i += 1) {
      await timed(listUrl, listed);
      await timed(revisionUrl, () => {});
    }
    console.log(`Measuring ${READS} list reads (${REVISIONS + 1} revisions) and ${READS} revision reads (${TIPS} tips), interleaved ...`);
    const listMs: number[] = [];
    const readMs: number[] = [];
    const healthMs: number[] = [];
    // Interleaved with the floor of a round trip (GET /api/health): a busy machine shows in all three.
    for (let i = 0; i < READS; i += 1) {
      listMs.push(await timed(listUrl, listed));
      readMs.push(await timed(revisionUrl, () => {}));
      healthMs.push(await timed('/api/health', () => {}));
    }
    const results = [
      timings(`GET ${listUrl.replace(String(postId), '{id}')}`, listMs),
      timings(`GET /api/admin/revisions/{id} (${TIPS} tips)`, readMs),
      timings('reference: GET /api/health', healthMs),
    ];
    console.log(`\n${'target'.padEnd(56)}${['p50', 'p95', 'max'].map((h) => h.padStart(10)).join('')}`);
    for (const r of results) {
      console.log(`${r.name.padEnd(56)}${[r.p50Ms, r.p95Ms, r.maxMs].map((v) => `${v.toFixed(1)} ms`.padStart(10)).join('')}`);
    }
    console.log(`\n  target (list p95 <= ${LIST_TARGET_MS} ms): ${results[0]!.p95Ms <= LIST_TARGET_MS ? 'met' : 'NOT met'}`);
    console.log('  the diff itself: pnpm --filter @sitenet/admin bench:revisions');
    await writeResults('revisions', { mode: 'revisions', revisions: REVISIONS, tips: TIPS, reads: READS, results });
  } finally {
    for (const child of children) await stop(child);
    await rm(dataDir, { recursive: true, force: true });
  }
}
