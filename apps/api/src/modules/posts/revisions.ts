import { eq, sql } from 'drizzle-orm';
import { REVISIONS_KEPT, REVISIONS_KEPT_DAYS, type Revision, type RevisionSnapshot, type RevisionSummary } from '../../contract';
import type { Db } from '../../db/client';
import { adminUsers, postRevisions, type TipMeta } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { readSeo, readTips, type TranslationRow } from './post-model';
import { DAY_MS } from '../../lib/days';

/*
 * Revisions: the post service writes them inside the save's transaction (only for translations
 * whose content changed) and prunes them there; the routes read them.
 */

type Tx = Pick<Db, 'insert' | 'delete' | 'execute'>;
type Written = Pick<
  TranslationRow,
  'locale' | 'slug' | 'title' | 'excerpt' | 'contentType' | 'content' | 'contentHtml' | 'featuredImageAlt' | 'status' | 'publishAt' | 'seo'
>;

const KEPT_MS = REVISIONS_KEPT_DAYS * DAY_MS;

/** A translation as saved, in the admin read's shape (tips joined to the facts of that save). */
export function revisionSnapshot(row: Written, tipsMeta: TipMeta[]): RevisionSnapshot {
  return {
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    content_type: row.contentType,
    content: readTips(tipsMeta, row.content),
    content_html: row.contentHtml,
    status: row.status,
    publish_at: row.publishAt ? row.publishAt.toISOString() : null,
    featured_image_alt: row.featuredImageAlt,
    seo: readSeo(row.seo),
  };
}

/**
 * What a revision is about: everything but the publish state (a publish or unpublish alone is not
 * a new version of the text; the activity log records it). Values in a fixed order.
 */
function contentKey(snapshot: RevisionSnapshot): string {
  const tips = snapshot.content.map((t) => [
    t.id, t.title, t.description, t.tip, t.rating, t.price_range, t.cta_text, t.cta_link, t.affiliate_note, t.company_name,
  ]);
  const seo = snapshot.seo ?? readSeo(null);
  return JSON.stringify([
    snapshot.title, snapshot.slug, snapshot.excerpt, snapshot.content_type, tips, snapshot.content_html, snapshot.featured_image_alt,
    seo.title, seo.description, seo.image_url, seo.noindex,
  ]);
}

export interface SavedTranslation {
  after: RevisionSnapshot;
  /** The translation before this save; undefined when the save created it. */
  before: RevisionSnapshot | undefined;
}

/**
 * Inside the save's transaction: one revision per translation whose content changed (or that the
 * save created), then the prune of those translations. Returns the languages that got one.
 */
export async function recordRevisions(
  tx: Tx,
  postId: number,
  saved: Array<SavedTranslation & { locale: string }>,
  userId: number | null,
  now: Date,
): Promise<string[]> {
  const changed = saved.filter((t) => !t.before || contentKey(t.before) !== contentKey(t.after));
  if (changed.length === 0) return [];
  await tx.insert(postRevisions).values(changed.map((t) => ({ postId, locale: t.locale, userId, createdAt: now, snapshot: t.after })));
  const cutoff = new Date(now.getTime() - KEPT_MS);
  // A translation this save created has nothing old to prune (the next save of it will).
  for (const t of changed) if (t.before) await pruneRevisions(tx, postId, t.locale, cutoff);
  return changed.map((t) => t.locale);
}

/**
 * Deletes the translation's revisions that are both older than `cutoff` and beyond the newest
 * REVISIONS_KEPT. The boundary (the first one not kept by count) is one step down the
 * (post_id, locale, created_at desc, id desc) index; the delete is a range of the same index.
 */
export async function pruneRevisions(tx: Pick<Db, 'execute'>, postId: number, locale: string, cutoff: Date): Promise<void> {
  await tx.execute(sql`
    delete from ${postRevisions} r
    using (
      select created_at, id from ${postRevisions}
      where post_id = ${postId} and locale = ${locale}
      order by created_at desc, id desc
      offset ${REVISIONS_KEPT} limit 1
    ) boundary
    where r.post_id = ${postId} and r.locale = ${locale}
      and r.created_at < ${cutoff.toISOString()}::timestamptz
      and (r.created_at, r.id) <= (boundary.created_at, boundary.id)`);
}

const summaryColumns = {
  id: postRevisions.id,
  language: postRevisions.locale,
  userId: postRevisions.userId,
  userName: adminUsers.name,
  createdAt: postRevisions.createdAt,
};

function toSummary(row: { id: number; language: string; userId: number | null; userName: string | null; createdAt: Date }): RevisionSummary {
  return {
    id: row.id,
    language: row.language,
    user: row.userId !== null && row.userName !== null ? { id: row.userId, name: row.userName } : null,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * A post's revisions, newest first (one language, or all). The database builds the list as one
 * JSON value: a thousand rows decoded one by one cost PGlite twice the time of one text value.
 * Dates are written from JavaScript (millisecond precision), so the ISO text is exact.
 */
export async function listRevisions(db: Db, postId: number, language?: string): Promise<RevisionSummary[]> {
  const result = await db.execute<{ list: string }>(sql`
    select coalesce(json_agg(json_build_object(
      'id', r.id,
      'language', r.locale,
      'user', case when u.id is null then null else json_build_object('id', u.id, 'name', u.name) end,
      'created_at', to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
    ) order by r.created_at desc, r.id desc), '[]')::text as list
    from ${postRevisions} r
    left join ${adminUsers} u on u.id = r.user_id
    where r.post_id = ${postId} ${language ? sql`and r.locale = ${language}` : sql``}`);
  const [row] = (result as unknown as { rows: Array<{ list: string }> }).rows;
  return JSON.parse(row?.list ?? '[]') as RevisionSummary[];
}

/** The post a revision belongs to (the route's site rule); 404 when there is no such revision. */
export async function revisionPost(db: Db, id: number): Promise<number> {
  const [row] = await db.select({ postId: postRevisions.postId }).from(postRevisions).where(eq(postRevisions.id, id)).limit(1);
  if (!row) throw notFound('Revision not found');
  return row.postId;
}

export async function getRevision(db: Db, id: number): Promise<Revision> {
  const [row] = await db
    .select({ ...summaryColumns, postId: postRevisions.postId, snapshot: postRevisions.snapshot })
    .from(postRevisions)
    .leftJoin(adminUsers, eq(adminUsers.id, postRevisions.userId))
    .where(eq(postRevisions.id, id))
    .limit(1);
  if (!row) throw notFound('Revision not found');
  return { ...toSummary(row), post_id: row.postId, translation: row.snapshot };
}
