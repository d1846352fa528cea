import { and, asc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { PRESENCE_WINDOW_SECONDS, type PresenceOther } from '../../contract';
import type { Db } from '../../db/client';
import { adminUsers, postPresence } from '../../db/schema';

const WINDOW_MS = PRESENCE_WINDOW_SECONDS * 1000;
/** Rows this old are deleted by the next heartbeat anywhere (they stopped counting long before). */
const PURGE_AFTER_MS = 5 * 60 * 1000;

/**
 * Records one heartbeat of `userId` on a post (or their leaving) and answers the others seen
 * within the window. One upsert per beat keyed by (post, person): several tabs of one person are
 * one presence, and `since` restarts when the previous row had already stopped counting.
 */
export async function heartbeat(
  db: Db,
  now: Date,
  beat: { postId: number; userId: number; locale: string; editing: boolean },
): Promise<PresenceOther[]> {
  const cutoff = new Date(now.getTime() - WINDOW_MS);
  if (beat.editing) {
    await db
      .insert(postPresence)
      .values({
        postId: beat.postId,
        adminUserId: beat.userId,
        locale: beat.locale,
        since: now,
        lastSeen: now,
      })
      .onConflictDoUpdate({
        target: [postPresence.postId, postPresence.adminUserId],
        set: {
          locale: beat.locale,
          lastSeen: now,
          since: sql`case when ${postPresence.lastSeen} < ${cutoff.toISOString()}::timestamptz then excluded.since else ${postPresence.since} end`,
        },
      });
  } else {
    await db
      .delete(postPresence)
      .where(and(eq(postPresence.postId, beat.postId), eq(postPresence.adminUserId, beat.userId)));
  }
  // Cheap housekeeping: the table holds a row per open editor, so this touches a handful of rows.
  await db
    .delete(postPresence)
    .where(lt(postPresence.lastSeen, new Date(now.getTime() - PURGE_AFTER_MS)));

  const rows = await db
    .select({
      id: adminUsers.id,
      name: adminUsers.name,
      locale: postPresence.locale,
      since: postPresence.since,
      lastSeen: postPresence.lastSeen,
    })
    .from(postPresence)
    .innerJoin(adminUsers, eq(adminUsers.id, postPresence.adminUserId))
    .where(
      and(
        eq(postPresence.postId, beat.postId),
        ne(postPresence.adminUserId, beat.userId),
        gt(postPresence.lastSeen, cutoff),
      ),
    )
    .orderBy(asc(postPresence.since), asc(adminUsers.id));
  return rows.map((row) => ({
    user: { id: row.id, name: row.name },
    language: row.locale,
    since: row.since.toISOString(),
    last_seen: row.lastSeen.toISOString(),
  }));
}
