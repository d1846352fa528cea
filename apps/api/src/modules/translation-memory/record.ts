import { and, eq, ne } from 'drizzle-orm';
import { ORIGINAL_LANGUAGE } from '../../contract';
import type { Db } from '../../db/client';
import { postTranslations, translationMemory } from '../../db/schema';
import { pairSegments, type SegmentSource } from './segments';
import { recordSegments } from './store';

type TranslationRow = typeof postTranslations.$inferSelect;

const asSource = (row: TranslationRow): SegmentSource => ({
  title: row.title,
  excerpt: row.excerpt,
  content_type: row.contentType,
  content: row.content,
  content_html: row.contentHtml,
  seo: row.seo,
});

/**
 * Records the segments of translations saved against `original` (same post, same save): each
 * paired with the original's segment of the same place. The caller passes only the translations
 * the save wrote, so a stale one (written against an older original) never pairs with the new one.
 */
export async function recordPostTranslations(db: Db, siteId: number, original: TranslationRow, saved: TranslationRow[]): Promise<void> {
  const source = asSource(original);
  for (const row of saved) {
    if (row.locale === ORIGINAL_LANGUAGE) continue;
    await recordSegments(db, { siteId, sourceLang: ORIGINAL_LANGUAGE, targetLang: row.locale, pairs: pairSegments(source, asSource(row)) });
  }
}

/**
 * Fills an empty memory from the translations already stored (a database from before migration
 * 0029; the demo seed writes through the post service and records as it goes). Idempotent: it
 * runs on every start and does nothing once the memory holds a segment; stale translations are
 * left out (their original has changed since, so their pairs would be wrong).
 */
/** Answers how many translations it recorded. */
export async function backfillTranslationMemory(db: Db): Promise<number> {
  const [any] = await db.select({ id: translationMemory.id }).from(translationMemory).limit(1);
  if (any) return 0;
  const originals = await db.select().from(postTranslations).where(eq(postTranslations.locale, ORIGINAL_LANGUAGE));
  const byPost = new Map(originals.map((row) => [row.postId, row]));
  const others = await db
    .select()
    .from(postTranslations)
    .where(and(ne(postTranslations.locale, ORIGINAL_LANGUAGE), eq(postTranslations.stale, false)));
  let recorded = 0;
  for (const row of others) {
    const original = byPost.get(row.postId);
    if (!original) continue;
    await recordPostTranslations(db, row.siteId, original, [row]);
    recorded += 1;
  }
  return recorded;
}
