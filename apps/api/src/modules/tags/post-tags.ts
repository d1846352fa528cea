import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { postTags, tags } from '../../db/schema';

/** What posts read and write of their tags (the post service's side of post_tags). */

/** The ids among `ids` that are not tags of the site (unknown, or another site's). */
export async function unknownTagIds(db: Pick<Db, 'select'>, siteId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.siteId, siteId), inArray(tags.id, ids)));
  const own = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !own.has(id));
}

/** The tags of posts, by post id, each list by tag id. */
export async function tagsOfPosts(db: Pick<Db, 'select'>, postIds: number[]): Promise<Map<number, number[]>> {
  const byPost = new Map<number, number[]>(postIds.map((id) => [id, []]));
  if (postIds.length === 0) return byPost;
  const rows = await db
    .select({ postId: postTags.postId, tagId: postTags.tagId })
    .from(postTags)
    .where(inArray(postTags.postId, postIds))
    .orderBy(postTags.tagId);
  for (const row of rows) byPost.get(row.postId)?.push(row.tagId);
  return byPost;
}

/** Replaces a post's tags inside the caller's transaction. */
export async function setPostTags(tx: Db, postId: number, tagIds: number[]): Promise<void> {
  await tx.delete(postTags).where(eq(postTags.postId, postId));
  if (tagIds.length > 0) await tx.insert(postTags).values(tagIds.map((tagId) => ({ postId, tagId })));
}

