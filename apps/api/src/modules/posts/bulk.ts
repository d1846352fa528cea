import { and, eq, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { canOnSite, type Grants, type Permission } from '@sitenet/api-client/permissions';
import { languageLabel } from '@sitenet/i18n/languages';
import {
  MT_REVIEW_FIRST_MESSAGE,
  BULK_MAX_POSTS,
  EMPTY_BODY_MESSAGE,
  ORIGINAL_LANGUAGE,
  type BulkPostsRequest,
  type BulkPostsResponse,
  type BulkRefusal,
} from '../../contract';
import type { Db } from '../../db/client';
import { categories, posts, postTranslations } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { badRequest } from '../../lib/errors';
import type { ReaderTurns } from '../../lib/reader-turns';
import { denied } from '../sites/access';
import { htmlText } from './read-time';

/*
 * One action on many posts (POST /api/admin/posts/bulk). Each post is judged by the rules of a
 * single save (post-guard.ts and the publish rules of post-model.ts); the accepted ones change in
 * one transaction of a few set-based statements, so 500 posts cost about what one does.
 */

const NOT_FOUND = 'Post not found';
const IN_TRASH = 'This post is in the trash: restore it first';
const LANGUAGE_ACTIONS = new Set(['publish', 'unpublish', 'schedule']);

type PostFacts = Pick<
  typeof posts.$inferSelect,
  'id' | 'siteId' | 'createdBy' | 'deletedAt' | 'category' | 'trending'
>;
type TranslationFacts = Pick<
  typeof postTranslations.$inferSelect,
  'postId' | 'locale' | 'status' | 'publishAt' | 'contentType' | 'content' | 'contentHtml' | 'machine'
>;

export interface BulkOutcome extends BulkPostsResponse {
  /** The posts that really changed (their version moves on; open editors see a conflict). */
  changed: number[];
}

/**
 * Runs the action for `userId` on the posts of `siteIds` (the route checked the person reaches
 * them with one of the route's permissions). `grants` are the person's roles, for the per-post rules;
 * `readerTurns`: the database runs on this thread (PGlite), see apply.
 */
export async function runBulk(
  db: Db,
  clock: Clock,
  grants: Grants,
  userId: number,
  siteIds: number[],
  body: BulkPostsRequest,
  options: { readerTurns: ReaderTurns | null },
): Promise<BulkOutcome> {
  const now = clock.now();
  if (body.action === 'schedule' && new Date(body.publish_at).getTime() <= now.getTime()) {
    throw badRequest('Invalid request body', { publish_at: ['Choose a time in the future'] });
  }
  const ids = body.ids ?? (await matching(db, siteIds, body.filter ?? {}));
  if (ids.length === 0) return { action: body.action, done: [], refused: [], changed: [] };

  const postRows = await db
    .select({
      id: posts.id,
      siteId: posts.siteId,
      createdBy: posts.createdBy,
      deletedAt: posts.deletedAt,
      category: posts.category,
      trending: posts.trending,
    })
    .from(posts)
    .where(inArray(posts.id, ids));
  const languages = 'languages' in body ? body.languages : [];
  const translationRows = languages.length
    ? await db
        .select({
          postId: postTranslations.postId,
          locale: postTranslations.locale,
          status: postTranslations.status,
          publishAt: postTranslations.publishAt,
          contentType: postTranslations.contentType,
          content: postTranslations.content,
          contentHtml: postTranslations.contentHtml,
          machine: postTranslations.machine,
        })
        .from(postTranslations)
        .where(
          and(inArray(postTranslations.postId, ids), inArray(postTranslations.locale, languages)),
        )
    : [];

  const byId = new Map(postRows.map((row) => [row.id, row]));
  const translationsOf = new Map<number, Map<string, TranslationFacts>>();
  for (const row of translationRows) {
    const map = translationsOf.get(row.postId) ?? new Map<string, TranslationFacts>();
    map.set(row.locale, row);
    translationsOf.set(row.postId, map);
  }
  const reaches = new Set(siteIds);
  const can = (permission: Permission, siteId: number) => canOnSite(grants, permission, siteId);
  // A post takes only a category its own site has (as a single save checks).
  const sitesWithCategory =
    body.action === 'category'
      ? new Set(
          (
            await db
              .select({ siteId: categories.siteId })
              .from(categories)
              .where(and(eq(categories.key, body.category), inArray(categories.siteId, siteIds)))
          ).map((row) => row.siteId),
        )
      : null;

  const done: number[] = [];
  const changed: number[] = [];
  const refused: BulkRefusal[] = [];
  for (const id of ids) {
    const post = byId.get(id);
    // Another site's post is "not found", as a single read of it would be for this person.
    const reason =
      !post || !reaches.has(post.siteId)
        ? NOT_FOUND
        : refusal(post, translationsOf.get(id), body, userId, can) ??
          (sitesWithCategory && !sitesWithCategory.has(post.siteId) && body.action === 'category'
            ? `The site has no category “${body.category}”`
            : null);
    if (reason) {
      refused.push({ id, reason });
      continue;
    }
    done.push(id);
    if (changes(post!, translationsOf.get(id), body)) changed.push(id);
  }

  if (changed.length > 0) await apply(db, now, changed, body, options.readerTurns);
  return { action: body.action, done: done.sort((a, b) => a - b), refused, changed };
}

/** Why this post may not take the action (null: it may), by the rules of a single save. */
function refusal(
  post: PostFacts,
  translations: Map<string, TranslationFacts> | undefined,
  body: BulkPostsRequest,
  userId: number,
  can: (permission: Permission, siteId: number) => boolean,
): string | null {
  if (post.deletedAt) return body.action === 'trash' ? null : IN_TRASH;
  if (
    !can('posts.write_any', post.siteId) &&
    !(can('posts.write_own', post.siteId) && post.createdBy === userId)
  ) {
    return denied('posts.write_any').message;
  }
  if (!LANGUAGE_ACTIONS.has(body.action) || !('languages' in body)) return null;
  if (!can('posts.publish', post.siteId)) return denied('posts.publish').message;
  const problems: string[] = [];
  for (const code of body.languages) {
    const translation = translations?.get(code);
    const name = `${languageLabel(code)} (${code})`;
    // Unpublishing a language the post does not have leaves nothing public there: nothing to refuse.
    if (!translation) {
      if (body.action !== 'unpublish') problems.push(`There is no ${name} translation`);
    } else if (body.action !== 'unpublish' && emptyBody(translation)) {
      problems.push(`${name}: ${EMPTY_BODY_MESSAGE}`);
    } else if (body.action !== 'unpublish' && translation.machine) {
      problems.push(`${name}: ${MT_REVIEW_FIRST_MESSAGE}`);
    }
  }
  return problems.length > 0 ? problems.join('; ') : null;
}

/** The publish rule of a save, on the stored (already sanitized) body. */
function emptyBody(translation: TranslationFacts): boolean {
  if (translation.contentType === 'json') return translation.content.length === 0;
  return !htmlText(translation.contentHtml ?? '').trim();
}

/** Whether the action changes anything on this (accepted) post. */
function changes(
  post: PostFacts,
  translations: Map<string, TranslationFacts> | undefined,
  body: BulkPostsRequest,
): boolean {
  switch (body.action) {
    case 'trash':
      return !post.deletedAt;
    case 'category':
      return post.category !== body.category;
    case 'set_trending':
      return !post.trending;
    case 'clear_trending':
      return post.trending;
    case 'publish':
      return body.languages.some((code) => translations?.get(code)?.status !== 'published');
    case 'unpublish':
      return body.languages.some(
        (code) => (translations?.get(code)?.status ?? 'draft') !== 'draft',
      );
    case 'schedule': {
      const at = new Date(body.publish_at).getTime();
      return body.languages.some((code) => {
        const t = translations?.get(code);
        return t?.status !== 'scheduled' || t.publishAt?.getTime() !== at;
      });
    }
  }
}

/** Posts per statement (see apply). */
const CHUNK = 25;

/** On embedded PGlite, the share of the thread left to readers while a bulk runs beside them. */
const READER_SHARE = 0.9;

/**
 * The changes in one transaction, each changed post's version moving on (an editor open on it is
 * told someone else saved). Set-based statements of CHUNK posts: embedded PGlite runs a statement
 * on the server's own thread, so one statement of 500 posts stalls every public read for its
 * length. There, after each statement, readers who came meanwhile get their turn (READER_SHARE of
 * the thread, lib/reader-turns.ts; cached reads, the caches being dropped once, after the commit):
 * under a full read load 500 posts take about 10 times as long, inside the 2 s a bulk action may
 * take; with no reader, no wait. PostgreSQL works in its own process: no pause.
 */
async function apply(
  db: Db,
  now: Date,
  ids: number[],
  body: BulkPostsRequest,
  readerTurns: ReaderTurns | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    for (let start = 0; start < ids.length; start += CHUNK) {
      const started = performance.now();
      await applyChunk(tx, now, ids.slice(start, start + CHUNK), body);
      if (readerTurns && start + CHUNK < ids.length) await readerTurns.after(performance.now() - started, READER_SHARE);
    }
  });
}

async function applyChunk(
  tx: Pick<Db, 'update'>,
  now: Date,
  ids: number[],
  body: BulkPostsRequest,
): Promise<void> {
  const postSet = { version: sql`${posts.version} + 1`, updatedAt: now };
  const these = inArray(posts.id, ids);
  switch (body.action) {
    case 'trash':
      await tx
        .update(posts)
        .set({ ...postSet, deletedAt: now })
        .where(and(these, isNull(posts.deletedAt)));
      return;
    case 'category':
      await tx
        .update(posts)
        .set({ ...postSet, category: body.category })
        .where(these);
      return;
    case 'set_trending':
    case 'clear_trending':
      await tx
        .update(posts)
        .set({ ...postSet, trending: body.action === 'set_trending' })
        .where(these);
      return;
  }
  const rows = and(
    inArray(postTranslations.postId, ids),
    inArray(postTranslations.locale, body.languages),
  );
  if (body.action === 'publish') {
    // As a save does: publishing again keeps the first publication date.
    await tx
      .update(postTranslations)
      .set({ status: 'published', publishAt: null, publishedAt: now })
      .where(and(rows, ne(postTranslations.status, 'published')));
  } else if (body.action === 'unpublish') {
    await tx
      .update(postTranslations)
      .set({ status: 'draft', publishAt: null, publishedAt: null })
      .where(and(rows, ne(postTranslations.status, 'draft')));
  } else {
    await tx
      .update(postTranslations)
      .set({ status: 'scheduled', publishAt: new Date(body.publish_at), publishedAt: null })
      .where(rows);
  }
  await tx.update(posts).set(postSet).where(these);
}

/** The ids of the posts (not in the trash) the filter matches: the posts table's search. */
async function matching(
  db: Db,
  siteIds: number[],
  filter: NonNullable<BulkPostsRequest['filter']>,
): Promise<number[]> {
  if (siteIds.length === 0) return [];
  const en = alias(postTranslations, 'en');
  const needle = filter.q ? `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = await db
    .select({ id: posts.id })
    .from(posts)
    .leftJoin(en, and(eq(en.postId, posts.id), eq(en.locale, ORIGINAL_LANGUAGE)))
    .where(
      and(
        inArray(posts.siteId, siteIds),
        isNull(posts.deletedAt),
        filter.category ? eq(posts.category, filter.category) : undefined,
        needle ? or(ilike(en.title, needle), ilike(posts.category, needle)) : undefined,
      ),
    )
    .orderBy(posts.id)
    .limit(BULK_MAX_POSTS + 1);
  if (rows.length > BULK_MAX_POSTS) {
    throw badRequest(
      `The filter matches more than ${BULK_MAX_POSTS} posts: narrow it, or act in several steps`,
      {
        filter: [`At most ${BULK_MAX_POSTS} posts at once`],
      },
    );
  }
  return rows.map((row) => row.id);
}
